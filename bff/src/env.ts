// The bff's configuration, read and validated once. Nothing else in this
// package reads process.env: everything receives the parsed Env.
import path from 'node:path';
import { z } from 'zod';
import { EnvError, findRepoRoot, parseEnv } from '@eorder/shared/server';
import {
  DEFAULT_COOKIE_PREFIX,
  FirebaseConfigSchema,
  parseFlags,
  type Flags,
} from '@eorder/shared';

/** The key of bff-only calls to the ordering API when INTERNAL_API_KEY is not set. Never valid in production. */
export const DEVELOPMENT_INTERNAL_API_KEY = 'eorder-development-internal-key';

/**
 * The jtoken key when JWT_SECRET is not set: the ordering API's own development default, so the
 * two agree without configuration outside production. Never valid in production.
 */
export const DEVELOPMENT_JWT_SECRET = 'eorder-development-secret-do-not-use-in-production';

const TRUE_WORDS = new Set(['1', 'true', 'y', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'n', 'no', 'off']);
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** `/`, `shop`, `/shop`, `shop/` and `/shop/` all become `/shop/`; repeated slashes collapse. */
export function normaliseBasePath(value: string): string {
  const inner = value
    .split('/')
    .filter((part) => part !== '')
    .join('/');
  return inner === '' ? '/' : `/${inner}/`;
}

/** Parses `10485760`, `512kb`, `10mb` or `1gb` into bytes. */
export function parseByteSize(value: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(value.trim());
  if (!match) return undefined;
  const bytes = Math.floor(Number(match[1]) * (SIZE_UNITS[(match[2] ?? '').toLowerCase()] ?? 1));
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : undefined;
}

/**
 * TRUST_PROXY: `true`/`false`, a number of hops (`1`, `2`), or a comma-separated
 * list of addresses and CIDR ranges (`loopback`, `10.0.0.0/8`), in the form Fastify takes.
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export function parseTrustProxy(value: string): TrustProxy {
  const word = value.trim().toLowerCase();
  if (word === '' || (FALSE_WORDS.has(word) && word !== '0' && word !== '1')) return false;
  if (TRUE_WORDS.has(word) && word !== '1') return true;
  if (/^\d+$/.test(word)) {
    // N hops: the N nearest proxies are trusted, as proxy-addr reads a number.
    const hops = Number(word);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON object given as a string; the message names the variable so a typo is found at once. */
const jsonObject = (name: string) =>
  z.string().transform((value, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      });
      return z.NEVER;
    }
    if (!isPlainObject(parsed)) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a JSON object such as {"disableGuestMode":true}`,
      });
      return z.NEVER;
    }
    return parsed;
  });

const isoInstant = z.string().transform((value, ctx) => {
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time)) {
    ctx.addIssue({
      code: 'custom',
      message: 'expected an ISO date-time such as 2025-01-31T22:00:00+07:00',
    });
    return z.NEVER;
  }
  return new Date(time).toISOString();
});

function buildSchema(repoRoot: string) {
  return z
    .object({
      NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
      PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
      HOST: z.string().min(1).default('0.0.0.0'),
      /** Prometheus metrics on a port of their own (host: METRICS_HOST, default 127.0.0.1); none when unset. */
      METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
      METRICS_HOST: z.string().min(1).default('127.0.0.1'),
      /** How long a stop signal leaves the calls in flight to finish before their connections are cut. */
      SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
      BASE_PATH: z.string().default('/').transform(normaliseBasePath),
      ORDERING_API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3001'),
      WEB_DIST_DIR: z
        .string()
        .default(path.join(repoRoot, 'web', 'dist'))
        .transform((value) => path.resolve(value)),
      COOKIE_PREFIX: z
        .string()
        .regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, "_" and "-" only')
        .default(DEFAULT_COOKIE_PREFIX),
      COMPANY_CODE: z.string().min(1).default('DSG'),
      COMPANY_NAME: z.string().min(1).default('DSG'),
      APP_FLAGS: jsonObject('APP_FLAGS')
        .optional()
        .transform((value, ctx): Flags => {
          // Over the shared defaults; unknown flags and wrong types fail here, so a typo is found at start.
          try {
            return parseFlags(value ?? {});
          } catch (error) {
            const issues = error instanceof z.ZodError ? error.issues : [];
            const detail = issues
              .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
              .join('; ');
            ctx.addIssue({
              code: 'custom',
              message: `APP_FLAGS has an unknown or invalid flag (${detail || String(error)})`,
            });
            return z.NEVER;
          }
        }),
      LIFF_ID_CUSTOMER: z.string().min(1).optional(),
      LIFF_ID_MERCHANT: z.string().min(1).optional(),
      LIFF_ID_GATEWAY: z.string().min(1).optional(),
      LINE_CHANNEL_ID: z.string().min(1).optional(),
      LINE_CHANNEL_ID_MERCHANT: z.string().min(1).optional(),
      LINE_CHANNEL_ID_GATEWAY: z.string().min(1).optional(),
      LINE_LOGIN_CHANNEL_SECRET: z.string().min(1).optional(),
      LINE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.line.me'),
      LINE_ID_TOKEN_ISSUER: z.string().min(1).default('https://access.line.me'),
      LINE_ID_TOKEN_VERIFY: z.enum(['jwks', 'endpoint']).default('jwks'),
      LINE_CHANNEL_SECRET: z.string().min(1).optional(),
      LINE_CHANNEL_ACCESS_TOKEN: z.string().min(1).optional(),
      LIFF_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://liff.line.me'),
      LINE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
      INTERNAL_API_KEY: z
        .string()
        .min(16, 'INTERNAL_API_KEY must be at least 16 characters')
        .optional(),
      /** The ordering API's HS256 key of the jtokens: the session cookies are verified with it. */
      JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
      FIREBASE_CONFIG: jsonObject('FIREBASE_CONFIG').pipe(FirebaseConfigSchema).optional(),
      MAPS_API_KEY: z.string().min(1).optional(),
      /** Raster tiles of the registration map, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
      MAP_TILE_URL: z.string().regex(/^https:\/\/\S+\{z\}\S*$/, 'MAP_TILE_URL is a https template with {z}, {x} and {y}').optional(),
      MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
      /** KBank's embedded card form (decision 095): its script and the merchant's public key, never the secret. */
      KBANK_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
      KBANK_PUBLIC_KEY: z.string().min(1).optional(),
      KBANK_MID: z.string().min(1).optional(),
      MAINTENANCE_FROM: isoInstant.optional(),
      MAINTENANCE_TO: isoInstant.optional(),
      PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
      BODY_LIMIT: z
        .string()
        .default('10mb')
        .transform((value, ctx) => {
          const bytes = parseByteSize(value);
          if (bytes === undefined) {
            ctx.addIssue({
              code: 'custom',
              message: 'expected a size in bytes, or with kb/mb/gb, such as 10mb',
            });
            return z.NEVER;
          }
          return bytes;
        }),
      TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
      LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    })
    .superRefine((env, ctx) => {
      // Only the LINE flows call the ordering API with the key; without LINE it is never sent.
      const lineConfigured =
        env.LINE_CHANNEL_ID !== undefined || env.LINE_CHANNEL_SECRET !== undefined;
      if (env.NODE_ENV === 'production' && lineConfigured && env.INTERNAL_API_KEY === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['INTERNAL_API_KEY'],
          message:
            'INTERNAL_API_KEY is required in production with LINE (the same value as the ordering API)',
        });
      }
      if (env.INTERNAL_API_KEY === DEVELOPMENT_INTERNAL_API_KEY && env.NODE_ENV === 'production') {
        ctx.addIssue({
          code: 'custom',
          path: ['INTERNAL_API_KEY'],
          message: 'the development key cannot be used in production',
        });
      }
      if (env.NODE_ENV === 'production' && env.JWT_SECRET === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'JWT_SECRET is required in production (the same value as the ordering API)',
        });
      }
      if (env.JWT_SECRET === DEVELOPMENT_JWT_SECRET && env.NODE_ENV === 'production') {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'the development secret cannot be used in production',
        });
      }
      if ((env.MAINTENANCE_FROM === undefined) !== (env.MAINTENANCE_TO === undefined)) {
        const missing = env.MAINTENANCE_FROM === undefined ? 'MAINTENANCE_FROM' : 'MAINTENANCE_TO';
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: 'a maintenance window needs both MAINTENANCE_FROM and MAINTENANCE_TO',
        });
      }
      if (env.MAINTENANCE_FROM && env.MAINTENANCE_TO && env.MAINTENANCE_FROM > env.MAINTENANCE_TO) {
        ctx.addIssue({
          code: 'custom',
          path: ['MAINTENANCE_TO'],
          message: 'must not be before MAINTENANCE_FROM',
        });
      }
    })
    .transform((env) => {
      const { APP_FLAGS, ...rest } = env;
      return {
        ...rest,
        /** The key the ordering API expects on bff-only calls; a development default outside production. */
        INTERNAL_API_KEY: env.INTERNAL_API_KEY ?? DEVELOPMENT_INTERNAL_API_KEY,
        JWT_SECRET: env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
        /** True when the built-in development secret is in use (a warning is logged at start). */
        jwtSecretIsDefault: env.JWT_SECRET === undefined,
        /** The shared runtime flag defaults with APP_FLAGS merged over them. */
        flags: APP_FLAGS,
        /** Cookies carry `Secure` (and responses HSTS) everywhere but development and test. */
        secureCookies: env.NODE_ENV === 'production',
        LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
      };
    });
}

export type Env = z.output<ReturnType<typeof buildSchema>>;

export { EnvError, findRepoRoot };

/** The configuration from the environment; tests pass their own source. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnv(buildSchema(findRepoRoot()), source, 'bff configuration');
}
