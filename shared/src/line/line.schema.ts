// The bff's own LINE calls (`bff/line/...`, under BASE_PATH): the web sends the LIFF ID token and
// never a profile; the bff verifies it, maps the LINE user through the ordering API and sets the
// session cookie. The ordering API's LINE calls (`authen/line/...`) are in auth.schema.ts.
import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';
import { CustomerUserSchema, RegisterBodySchema, StaffUserSchema } from '../auth/auth.schema.js';
import { DistributionCenterSchema } from '../center/center.schema.js';
import { SaleUnitSchema } from '../common/common.schema.js';

/** The LIFF apps, one per area of the web. */
export const LINE_AREAS = ['customer', 'merchant', 'gateway'] as const;
export const LineAreaSchema = z.enum(LINE_AREAS);
export type LineArea = z.infer<typeof LineAreaSchema>;

/** `POST bff/line/exchange`: the raw ID token of the LIFF app, never a profile. */
export const LineExchangeBodySchema = z.strictObject({
  idToken: LineTextSchema.check(z.minLength(20), z.maxLength(4096)),
  /** The LIFF access token, kept (httpOnly) only to revoke it at logout. */
  accessToken: z.optional(LineTextSchema.check(z.minLength(1), z.maxLength(2048))),
  area: z._default(LineAreaSchema, 'customer'),
  /** The center a rich-menu link carried: the session is bound to it (fromRichMenuActiveDc). */
  richMenuSaleUnit: z.optional(SaleUnitSchema),
  /** A center id carried by another LINE link (`cid`): preferred, not binding. */
  cid: z.optional(SaleUnitSchema),
});
export type LineExchangeBody = z.infer<typeof LineExchangeBodySchema>;

/** What the web keeps of the LINE profile while a new user registers (from the verified token). */
export const LineProfileSchema = z.object({
  displayName: z.nullable(z.string()),
  pictureUrl: z.nullable(z.string()),
});

export const LineExchangeAnswerSchema = z.discriminatedUnion('needsRegistration', [
  z.looseObject({
    needsRegistration: z.literal(false),
    area: LineAreaSchema,
    /** Which session cookie was set. */
    session: z.enum(['customer', 'staff']),
    /** The customer user (customer and gateway areas), without its token. */
    user: z.optional(CustomerUserSchema),
    /** The staff user and its centers (merchant area). */
    User: z.optional(StaffUserSchema),
    Dists: z.optional(z.array(DistributionCenterSchema)),
    fromLine: z.literal(true),
    fromRichMenuActiveDc: z.boolean(),
    /** The center's rich menu is linked to the LINE user (null: not asked for, or LINE not set up). */
    richMenuLinked: z.nullable(z.boolean()),
  }),
  z.looseObject({
    needsRegistration: z.literal(true),
    area: LineAreaSchema,
    lineProfile: LineProfileSchema,
    /** The center to register in (from the rich menu or cid), when one was carried. */
    saleUnit: z.nullable(z.string()),
  }),
]);
export type LineExchangeAnswer = z.infer<typeof LineExchangeAnswerSchema>;

/** `POST bff/line/register`: the short registration; the LINE id comes from the bff's pending cookie. */
export const LineRegisterBodySchema = z.omit(RegisterBodySchema, { LineUserToken: true });
export type LineRegisterBody = z.infer<typeof LineRegisterBodySchema>;

/** `POST bff/line/link`: links the pending LINE user to the session just signed in by other means. */
export const LineLinkRequestSchema = z.strictObject({
  area: z._default(z.enum(['customer', 'merchant']), 'customer'),
});

/** `POST bff/line/logout`. */
export const LineSessionLogoutBodySchema = z.strictObject({
  area: z._default(z.enum(['customer', 'merchant']), 'customer'),
});

export const LineSessionLogoutAnswerSchema = z.looseObject({
  /** The guest session that replaced the customer, or null. */
  user: z.nullable(CustomerUserSchema),
  /** Where the web goes next: the LIFF entry with state GUEST (and cid when known). */
  redirect: z.string(),
});
export type LineSessionLogoutAnswer = z.infer<typeof LineSessionLogoutAnswerSchema>;
