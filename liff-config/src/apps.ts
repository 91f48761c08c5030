// The three LIFF apps of one deployment (customer, merchant, gateway), as the
// LINE Developers LIFF API expects them. Endpoints are the deployment's public
// origin plus its base path, so one definition serves every environment.
import { z } from 'zod';

export const LIFF_APP_KEYS = ['customer', 'merchant', 'gateway'] as const;
export const LiffAppKeySchema = z.enum(LIFF_APP_KEYS);
export type LiffAppKey = z.infer<typeof LiffAppKeySchema>;

/** Scopes LIFF knows; chat_message.write lets the app send messages for the user (shareTargetPicker, sendMessages). */
export const LiffScopeSchema = z.enum(['openid', 'email', 'profile', 'chat_message.write']);
export type LiffScope = z.infer<typeof LiffScopeSchema>;

export const LiffViewTypeSchema = z.enum(['compact', 'tall', 'full']);
export const LiffBotPromptSchema = z.enum(['normal', 'aggressive', 'none']);

/** LINE opens LIFF endpoints over https only. */
const HttpsUrlSchema = z.url({ protocol: /^https$/, error: 'expected an https:// URL' });

/** What the LIFF API takes when an app is added or updated (`POST/PUT /liff/v1/apps`). */
export const LiffAppBodySchema = z.object({
  view: z.object({
    type: LiffViewTypeSchema,
    url: HttpsUrlSchema,
    moduleMode: z.boolean().optional(),
  }),
  description: z.string().min(1),
  features: z.object({ qrCode: z.boolean() }).optional(),
  permanentLinkPattern: z.literal('concat'),
  scope: z.array(LiffScopeSchema).min(1),
  botPrompt: LiffBotPromptSchema,
});
export type LiffAppBody = z.infer<typeof LiffAppBodySchema>;

export const LiffAppSchema = LiffAppBodySchema.extend({
  key: LiffAppKeySchema,
  /** The path under the base path that LINE opens; the web picks this app's id for it. */
  path: z.string().startsWith('/'),
});
export type LiffApp = z.infer<typeof LiffAppSchema>;

/** A public origin with nothing after it: `https://shop.example.com`. */
export const DeploymentOriginSchema = HttpsUrlSchema.refine((value) => {
  const url = new URL(value);
  return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
}, 'expected an origin such as https://shop.example.com (put any path in the base path)');

/** `/`, `/eorder/` ... (a leading and a trailing slash are added when missing). */
export const BasePathSchema = z
  .string()
  .default('/')
  .transform((value) => {
    const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
    return trimmed === '' ? '/' : `/${trimmed}/`;
  })
  .refine(
    (value) => value === '/' || value.split('/').slice(1, -1).every((part) => /^[A-Za-z0-9._~-]+$/.test(part) && part !== '.' && part !== '..'),
    'the base path may hold letters, digits and . _ ~ - between slashes',
  );

export const LiffDeploymentSchema = z.object({
  origin: DeploymentOriginSchema,
  basePath: BasePathSchema,
});
export type LiffDeploymentInput = z.input<typeof LiffDeploymentSchema>;

const SCOPES: LiffScope[] = ['openid', 'profile', 'chat_message.write'];

const APPS: Record<LiffAppKey, { path: string; description: string }> = {
  customer: { path: '/', description: 'eorder: shop' },
  merchant: { path: '/merchant', description: 'eorder: merchant back office' },
  gateway: { path: '/gateway/line/authen', description: 'eorder: LINE sign-in gateway' },
};

/** The public URL of `path` (which starts with a slash) under the deployment's base path. */
export function endpointUrl(deployment: LiffDeploymentInput, path: string): string {
  const { origin, basePath } = LiffDeploymentSchema.parse(deployment);
  const relative = path.replace(/^\/+/, '');
  return new URL(`${basePath}${relative}`, origin).toString();
}

/** The three apps of a deployment, each checked against the schema. */
export function defineLiffApps(deployment: LiffDeploymentInput): Record<LiffAppKey, LiffApp> {
  const entries = LIFF_APP_KEYS.map((key) => {
    const { path, description } = APPS[key];
    const app = LiffAppSchema.parse({
      key,
      path,
      description,
      view: { type: 'full', url: endpointUrl(deployment, path) },
      features: { qrCode: false },
      permanentLinkPattern: 'concat',
      scope: SCOPES,
      botPrompt: 'aggressive',
    });
    return [key, app] as const;
  });
  return Object.fromEntries(entries) as Record<LiffAppKey, LiffApp>;
}

/** The body the LIFF API takes for `app` (our own key and path stay out). */
export function toLiffApiBody(app: LiffApp): LiffAppBody {
  const { key: _key, path: _path, ...body } = app;
  return LiffAppBodySchema.parse(body);
}
