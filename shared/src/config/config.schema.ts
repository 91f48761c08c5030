import * as z from 'zod/mini';
import { DEFAULT_COOKIE_PREFIX } from '../constants.js';
import { FlagsSchema } from './flags.schema.js';
import { COMPANY_LOGOS } from './runtime-defaults.js';

export { COMPANY_LOGOS, logoForCompany, type CompanyLogo } from './runtime-defaults.js';
export const CompanyLogoSchema = z.enum(COMPANY_LOGOS);

/** The three LIFF apps; null where LINE is not set up (the web then runs as a plain web app). */
export const LiffIdsSchema = z.strictObject({
  customer: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  merchant: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  gateway: z._default(z.nullable(z.string().check(z.minLength(1))), null),
});
export type LiffIds = z.infer<typeof LiffIdsSchema>;

/** The Firebase web config, used for Analytics only. */
export const FirebaseConfigSchema = z.looseObject({
  apiKey: z.string().check(z.minLength(1)),
  authDomain: z.optional(z.string()),
  projectId: z.string().check(z.minLength(1)),
  storageBucket: z.optional(z.string()),
  messagingSenderId: z.optional(z.string()),
  appId: z.string().check(z.minLength(1)),
  measurementId: z.optional(z.string()),
});
export type FirebaseConfig = z.infer<typeof FirebaseConfigSchema>;

/** A planned maintenance window, shown as the banner 'MA {from} - {to}'. ISO date-times. */
export const KbankFormConfigSchema = z.strictObject({
  scriptUrl: z.string().check(z.regex(/^https?:\/\/\S+$/, 'An http(s) script URL')),
  publicKey: z.string().check(z.minLength(1)),
  mid: z._default(z.nullable(z.string().check(z.minLength(1))), null),
});
export type KbankFormConfig = z.infer<typeof KbankFormConfigSchema>;

export const MaintenanceWindowSchema = z.strictObject({
  from: z.string().check(z.minLength(1)),
  to: z.string().check(z.minLength(1)),
});
export type MaintenanceWindow = z.infer<typeof MaintenanceWindowSchema>;

/**
 * What the bff inlines into `index.html` (`<script type="application/json" id="eorder-config">`)
 * and serves at `GET /bff/config`. Holds nothing secret.
 */
export const RuntimeConfigSchema = z.strictObject({
  companyCode: z.string().check(z.minLength(1)),
  companyName: z.string(),
  logo: z.nullable(CompanyLogoSchema),
  cookiePrefix: z._default(z.string(), DEFAULT_COOKIE_PREFIX),
  /** Always starts and ends with '/'. */
  basePath: z.string().check(z.regex(/^\/(.*\/)?$/, 'basePath starts and ends with /')),
  flags: z.prefault(FlagsSchema, {}),
  liff: z.prefault(LiffIdsSchema, {}),
  firebase: z._default(z.nullable(FirebaseConfigSchema), null),
  mapsKey: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  /**
   * The raster tiles of the registration map ({z}/{x}/{y} template, https) and their credit line;
   * null draws the map without tiles (a blank layer): the tests never reach the internet.
   */
  mapTiles: z._default(
    z.nullable(
      z.strictObject({
        url: z.string().check(z.regex(/^https:\/\/[^\s]+\{z\}[^\s]*$/, 'A https tile URL with {z}, {x} and {y}')),
        attribution: z._default(z.string().check(z.maxLength(300)), ''),
      }),
    ),
    null,
  ),
  maintenance: z._default(z.nullable(MaintenanceWindowSchema), null),
  /**
   * KBank's embedded card form (decision 095): its script and the merchant's public key (a browser
   * key; the secret key stays with the ordering API). Null: no embedded form can be shown.
   */
  kbank: z._default(z.nullable(KbankFormConfigSchema), null),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
export type RuntimeConfigInput = z.input<typeof RuntimeConfigSchema>;

/** The id of the inlined config block in `index.html`. */
export { RUNTIME_CONFIG_ELEMENT_ID } from './runtime-defaults.js';
