// The ordering API's configuration, read and validated once. Nothing else in
// this package reads process.env: everything receives the parsed Env.
import path from 'node:path';
import { z } from 'zod';
import { EnvError, findRepoRoot, parseEnv } from '@eorder/shared/server';

/** The secret used outside production when JWT_SECRET is not given. Never valid in production. */
export const DEVELOPMENT_JWT_SECRET = 'eorder-development-secret-do-not-use-in-production';

/** The bff's key on bff-only calls outside production when INTERNAL_API_KEY is not given. */
export const DEVELOPMENT_INTERNAL_API_KEY = 'eorder-development-internal-key';

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** Parses `300`, `45s`, `15m`, `12h` or `30d` into whole seconds. */
export function parseDurationSeconds(value: string): number | undefined {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = DURATION_UNITS[match[2] || 's'] ?? 1;
  const seconds = amount * unit;
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : undefined;
}

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const seconds = parseDurationSeconds(value);
      if (seconds === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'expected a positive duration such as 300, 45s, 15m, 12h or 30d',
        });
        return z.NEVER;
      }
      return seconds;
    });

const TRUE_WORDS = new Set(['1', 'true', 'y', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'n', 'no', 'off']);

function readFlag(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** A flag given as true/false, Y/N, yes/no, on/off or 1/0 (the web-configuration style uses Y/N). */
const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const read = readFlag(value);
      if (read !== undefined) return read;
      ctx.addIssue({ code: 'custom', message: 'expected Y/N, true/false, yes/no, on/off or 1/0' });
      return z.NEVER;
    });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function buildSchema(repoRoot: string) {
  return z
    .object({
      NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
      ORDERING_API_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
      ORDERING_API_HOST: z.string().min(1).default('127.0.0.1'),
      /** Prometheus metrics on a port of their own (host: METRICS_HOST, else the API's); none when unset. */
      METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
      METRICS_HOST: z.string().min(1).optional(),
      /** How long a stop signal leaves the requests in flight to finish before the process exits. */
      SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
      DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// connection string')
        .optional(),
      PGLITE_DATA_DIR: z
        .string()
        .min(1)
        .default(path.join(repoRoot, '.data', 'pglite')),
      FILES_DIR: z
        .string()
        .min(1)
        .default(path.join(repoRoot, '.data', 'files')),
      SEED_ON_FIRST_RUN: z.string().optional(),
      /** How many products the first-run demo data has (the end-to-end runs use a small catalogue). */
      SEED_PRODUCTS: z.coerce.number().int().min(10).max(200_000).default(5000),
      /**
       * A broadcast audience in the first-run data (the journeys' LINE broadcast to a large tag): this
       * many customers of DC01 linked to LINE, in the tag "LINE audience". 0: none.
       */
      SEED_LINE_AUDIENCE: z.coerce.number().int().min(0).max(10_000).default(0),
      JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
      JWT_CUSTOMER_TTL: duration('30d'),
      JWT_GUEST_TTL: duration('30d'),
      JWT_STAFF_TTL: duration('12h'),
      JWT_RIDER_TTL: duration('12h'),
      COMPANY_CODE: z.string().min(1).default('DSG'),
      LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
      TRUST_PROXY: z.string().default('loopback'),
      SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
      SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
      SMS_API_KEY: z.string().min(1).optional(),
      SMS_SENDER: z.string().min(1).optional(),
      SMS_TIMEOUT: duration('10s'),
      OTP_TTL: duration('300'),
      OTP_MAX_ATTEMPTS: positiveInt(5),
      RATE_LIMIT_ENABLED: flag(true),
      RATE_LIMIT_WINDOW: duration('15m'),
      RATE_LIMIT_MAX_PER_MOBILE: positiveInt(5),
      RATE_LIMIT_MAX_PER_IP: positiveInt(30),
      REDIS_URL: z
        .string()
        .regex(/^rediss?:\/\//, 'expected a redis:// or rediss:// url')
        .optional(),
      /** Where chat is kept: PostgreSQL (the default) or a Firestore project (FIREBASE_PROJECT_ID). */
      CHAT_STORE: z.enum(['postgres', 'firestore']).default('postgres'),
      FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/, 'expected a Firebase project id').optional(),
      /** Seconds a product-list answer may be served again (kept only while changes are heard); 0: never. */
      CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
      DISABLE_GUEST_MODE: flag(false),
      DISABLE_REGISTER: flag(false),
      PENDING_APPROVAL_REGISTER: flag(false),
      INTERNAL_API_KEY: z.string().min(16, 'INTERNAL_API_KEY must be at least 16 characters').optional(),
      LINE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.line.me'),
      LINE_CHANNEL_ACCESS_TOKEN: z.string().min(1).optional(),
      LINE_LIFF_URL: z.url({ protocol: /^https?$/ }).optional(),
      LINE_OUTBOX_INTERVAL: duration('10s'),
      /** The Thai QR provider (decision 060): without its URL, merchant id and secret, THAI_QR is not offered. */
      THAI_QR_API_URL: z.url({ protocol: /^https?$/ }).optional(),
      THAI_QR_MERCHANT_ID: z.string().min(1).optional(),
      THAI_QR_SECRET: z.string().min(32, 'THAI_QR_SECRET must be at least 32 characters').optional(),
      /** The PromptPay biller id (tax id + suffix, 15 digits) the QR pays (tag 30). */
      THAI_QR_BILLER_ID: z.string().regex(/^\d{15}$/, 'expected 15 digits').optional(),
      /** LINE Pay online v3 (decision 083): without its URL, channel id and secret, LINEPAY is not offered. */
      LINE_PAY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
      LINE_PAY_CHANNEL_ID: z.string().regex(/^\d{6,20}$/, 'expected the channel id digits').optional(),
      LINE_PAY_CHANNEL_SECRET: z.string().min(16, 'LINE_PAY_CHANNEL_SECRET must be at least 16 characters').optional(),
      /** How long a QR may be paid. */
      PAYMENT_QR_TTL: duration('15m'),
      /** A payment pending this long is asked about by the reconciliation job. */
      PAYMENT_RECONCILE_AFTER: duration('3m'),
      PAYMENT_RECONCILE_INTERVAL: duration('60s'),
      PAYMENT_PROVIDER_TIMEOUT: duration('10s'),
      /** 2C2P PGW 4.3 (decision 085): without its URL, merchant id and secret, C2P_CARD is not offered. */
      C2P_API_URL: z.url({ protocol: /^https?$/ }).optional(),
      C2P_MERCHANT_ID: z.string().min(1).optional(),
      C2P_SECRET: z.string().min(32, 'C2P_SECRET must be at least 32 characters').optional(),
      /** 2C2P refunds (decision 108): the Payment Maintenance URL, our RSA private key (PKCS#8 PEM) and 2C2P's
       * public key or certificate (PEM); without all three a 2C2P refund is recorded for staff to pay by hand. */
      C2P_ACTION_URL: z.url({ protocol: /^https?$/ }).optional(),
      C2P_MERCHANT_PRIVATE_KEY: z.string().includes('PRIVATE KEY', 'expected a PKCS#8 PEM private key').optional(),
      C2P_PUBLIC_KEY: z.string().regex(/PUBLIC KEY|CERTIFICATE/, "expected 2C2P's PEM public key or certificate").optional(),
      /** KBank's card API (decision 087): without its URL, secret key and merchant id, CREDIT_CARD is not offered. */
      KBANK_API_URL: z.url({ protocol: /^https?$/ }).optional(),
      KBANK_SECRET_KEY: z.string().min(16, 'KBANK_SECRET_KEY must be at least 16 characters').optional(),
      KBANK_MID: z.string().min(1).optional(),
      /** The ordering API's public origin, for the providers' notices and the browsers' form returns. */
      PAYMENT_CALLBACK_URL: z.url({ protocol: /^https?$/ }).optional(),
      /** The shop's public address (origin and base path) a browser comes back to after a provider's page. */
      PAYMENT_WEB_URL: z.url({ protocol: /^https?$/ }).optional(),
      /** The slip-verification service (decision 061); without it a slip waits for staff. */
      SLIP_VERIFY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
      SLIP_VERIFY_API_KEY: z.string().min(8).optional(),
      /** The account a slip must pay into (digits; the service answers it masked). */
      /** GHL's hosted payment page (decision 089): without all four, its methods are not offered. */
      GHL_PAYMENT_URL: z.url({ protocol: /^https?$/ }).optional(),
      GHL_SERVICE_ID: z.string().min(1).max(20).optional(),
      GHL_PASSWORD: z.string().min(8).optional(),
      /** The public base at which the browser and GHL reach the return and callback routes. */
      GHL_MERCHANT_URL: z.url({ protocol: /^https?$/ }).optional(),
      /**
       * The shop's public address (origin and base path, as the bff serves it) from which LINE fetches
       * the pictures of broadcasts and Flex cards (`<it>api/customer/files/...`, decision 107). LINE
       * takes https pictures only; the default suits a local run of the bff.
       */
      PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000/'),
      SLIP_RECEIVING_ACCOUNT: z.string().regex(/^[0-9-]{6,20}$/, 'expected an account number').optional(),
    })
    .superRefine((env, ctx) => {
      if (env.SEED_ON_FIRST_RUN !== undefined && readFlag(env.SEED_ON_FIRST_RUN) === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['SEED_ON_FIRST_RUN'],
          message: 'expected Y/N, true/false, yes/no, on/off or 1/0',
        });
      }
      if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'JWT_SECRET is required in production',
        });
      }
      if (env.JWT_SECRET === DEVELOPMENT_JWT_SECRET && env.NODE_ENV === 'production') {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'the development secret cannot be used in production',
        });
      }
      if (env.INTERNAL_API_KEY === DEVELOPMENT_INTERNAL_API_KEY && env.NODE_ENV === 'production') {
        ctx.addIssue({ code: 'custom', path: ['INTERNAL_API_KEY'], message: 'the development key cannot be used in production' });
      }
      if (env.CHAT_STORE === 'firestore' && !env.FIREBASE_PROJECT_ID) {
        ctx.addIssue({ code: 'custom', path: ['FIREBASE_PROJECT_ID'], message: 'required when CHAT_STORE is firestore' });
      }
      if (env.SMS_PROVIDER === 'http') {
        if (!env.SMS_GATEWAY_URL) {
          ctx.addIssue({
            code: 'custom',
            path: ['SMS_GATEWAY_URL'],
            message: 'required when SMS_PROVIDER is http',
          });
        }
        if (!env.SMS_API_KEY) {
          ctx.addIssue({
            code: 'custom',
            path: ['SMS_API_KEY'],
            message: 'required when SMS_PROVIDER is http',
          });
        }
      }
    })
    .transform((env) => ({
      ...env,
      JWT_SECRET: env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
      /** True when the built-in development secret is in use (a warning is logged at start). */
      jwtSecretIsDefault: env.JWT_SECRET === undefined,
      LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
      // Tests read right after they write; those of the cache itself turn it on.
      CATALOGUE_CACHE_SECONDS: env.CATALOGUE_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 30),
      SMS_SENDER: env.SMS_SENDER ?? env.COMPANY_CODE,
      PUBLIC_BASE_URL: env.PUBLIC_BASE_URL.endsWith('/') ? env.PUBLIC_BASE_URL : `${env.PUBLIC_BASE_URL}/`,
      // Demo data goes into an empty embedded database by default, never into PostgreSQL unless asked.
      SEED_ON_FIRST_RUN: readFlag(env.SEED_ON_FIRST_RUN) ?? !env.DATABASE_URL,
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      // Without a key in production the bff-only calls (LINE sign-in) are refused rather than open.
      INTERNAL_API_KEY: env.INTERNAL_API_KEY ?? (env.NODE_ENV === 'production' ? undefined : DEVELOPMENT_INTERNAL_API_KEY),
    }));
}

/** true, false, or the proxies to trust: addresses, CIDR ranges or loopback / linklocal / uniquelocal. */
function parseTrustProxy(value: string): boolean | string[] {
  const flagValue = readFlag(value);
  if (flagValue !== undefined) return flagValue;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export type Env = z.output<ReturnType<typeof buildSchema>>;

export { EnvError, findRepoRoot };

/** The configuration from the environment; tests pass their own source. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnv(buildSchema(findRepoRoot()), source);
}
