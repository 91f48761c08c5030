import { z } from 'zod';
import { DEFAULT_COOKIE_PREFIX } from '../constants.js';
import { FlagsSchema } from './flags.schema.js';
import { COMPANY_LOGOS } from './runtime-defaults.js';

export { COMPANY_LOGOS, logoForCompany, type CompanyLogo } from './runtime-defaults.js';
export const CompanyLogoSchema = z.enum(COMPANY_LOGOS);

/** The three LIFF apps; null where LINE is not set up (the web then runs as a plain web app). */
export const LiffIdsSchema = z.strictObject({
  customer: z.string().min(1).nullable().default(null),
  merchant: z.string().min(1).nullable().default(null),
  gateway: z.string().min(1).nullable().default(null),
});
export type LiffIds = z.infer<typeof LiffIdsSchema>;

/** The Firebase web config, used for Analytics only. */
export const FirebaseConfigSchema = z.looseObject({
  apiKey: z.string().min(1),
  authDomain: z.string().optional(),
  projectId: z.string().min(1),
  storageBucket: z.string().optional(),
  messagingSenderId: z.string().optional(),
  appId: z.string().min(1),
  measurementId: z.string().optional(),
});
export type FirebaseConfig = z.infer<typeof FirebaseConfigSchema>;

/** A planned maintenance window, shown as the banner 'MA {from} - {to}'. ISO date-times. */
export const MaintenanceWindowSchema = z.strictObject({
  from: z.string().min(1),
  to: z.string().min(1),
});
export type MaintenanceWindow = z.infer<typeof MaintenanceWindowSchema>;

/**
 * What the bff inlines into `index.html` (`<script type="application/json" id="eorder-config">`)
 * and serves at `GET /bff/config`. Holds nothing secret.
 */
export const RuntimeConfigSchema = z.strictObject({
  companyCode: z.string().min(1),
  companyName: z.string(),
  logo: CompanyLogoSchema.nullable(),
  cookiePrefix: z.string().default(DEFAULT_COOKIE_PREFIX),
  /** Always starts and ends with '/'. */
  basePath: z.string().regex(/^\/(.*\/)?$/, 'basePath starts and ends with /'),
  flags: FlagsSchema.prefault({}),
  liff: LiffIdsSchema.prefault({}),
  firebase: FirebaseConfigSchema.nullable().default(null),
  mapsKey: z.string().min(1).nullable().default(null),
  maintenance: MaintenanceWindowSchema.nullable().default(null),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
export type RuntimeConfigInput = z.input<typeof RuntimeConfigSchema>;

/** The id of the inlined config block in `index.html`. */
export { RUNTIME_CONFIG_ELEMENT_ID } from './runtime-defaults.js';
