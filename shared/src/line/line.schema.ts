// The bff's own LINE calls (`bff/line/...`, under BASE_PATH): the web sends the LIFF ID token and
// never a profile; the bff verifies it, maps the LINE user through the ordering API and sets the
// session cookie. The ordering API's LINE calls (`authen/line/...`) are in auth.schema.ts.
import { z } from 'zod';
import { CustomerUserSchema, RegisterBodySchema, StaffUserSchema } from '../auth/auth.schema.js';
import { DistributionCenterSchema } from '../center/center.schema.js';
import { SaleUnitSchema } from '../common/common.schema.js';

/** The LIFF apps, one per area of the web. */
export const LINE_AREAS = ['customer', 'merchant', 'gateway'] as const;
export const LineAreaSchema = z.enum(LINE_AREAS);
export type LineArea = z.infer<typeof LineAreaSchema>;

/** `POST bff/line/exchange`: the raw ID token of the LIFF app, never a profile. */
export const LineExchangeBodySchema = z.strictObject({
  idToken: z.string().min(20).max(4096),
  /** The LIFF access token, kept (httpOnly) only to revoke it at logout. */
  accessToken: z.string().min(1).max(2048).optional(),
  area: LineAreaSchema.default('customer'),
  /** The center a rich-menu link carried: the session is bound to it (fromRichMenuActiveDc). */
  richMenuSaleUnit: SaleUnitSchema.optional(),
  /** A center id carried by another LINE link (`cid`): preferred, not binding. */
  cid: SaleUnitSchema.optional(),
});
export type LineExchangeBody = z.infer<typeof LineExchangeBodySchema>;

/** What the web keeps of the LINE profile while a new user registers (from the verified token). */
export const LineProfileSchema = z.object({
  displayName: z.string().nullable(),
  pictureUrl: z.string().nullable(),
});

export const LineExchangeAnswerSchema = z.discriminatedUnion('needsRegistration', [
  z.looseObject({
    needsRegistration: z.literal(false),
    area: LineAreaSchema,
    /** Which session cookie was set. */
    session: z.enum(['customer', 'staff']),
    /** The customer user (customer and gateway areas), without its token. */
    user: CustomerUserSchema.optional(),
    /** The staff user and its centers (merchant area). */
    User: StaffUserSchema.optional(),
    Dists: z.array(DistributionCenterSchema).optional(),
    fromLine: z.literal(true),
    fromRichMenuActiveDc: z.boolean(),
    /** The center's rich menu is linked to the LINE user (null: not asked for, or LINE not set up). */
    richMenuLinked: z.boolean().nullable(),
  }),
  z.looseObject({
    needsRegistration: z.literal(true),
    area: LineAreaSchema,
    lineProfile: LineProfileSchema,
    /** The center to register in (from the rich menu or cid), when one was carried. */
    saleUnit: z.string().nullable(),
  }),
]);
export type LineExchangeAnswer = z.infer<typeof LineExchangeAnswerSchema>;

/** `POST bff/line/register`: the short registration; the LINE id comes from the bff's pending cookie. */
export const LineRegisterBodySchema = RegisterBodySchema.omit({ LineUserToken: true });
export type LineRegisterBody = z.infer<typeof LineRegisterBodySchema>;

/** `POST bff/line/link`: links the pending LINE user to the session just signed in by other means. */
export const LineLinkRequestSchema = z.strictObject({
  area: z.enum(['customer', 'merchant']).default('customer'),
});

/** `POST bff/line/logout`. */
export const LineSessionLogoutBodySchema = z.strictObject({
  area: z.enum(['customer', 'merchant']).default('customer'),
});

export const LineSessionLogoutAnswerSchema = z.looseObject({
  /** The guest session that replaced the customer, or null. */
  user: CustomerUserSchema.nullable(),
  /** Where the web goes next: the LIFF entry with state GUEST (and cid when known). */
  redirect: z.string(),
});
export type LineSessionLogoutAnswer = z.infer<typeof LineSessionLogoutAnswerSchema>;
