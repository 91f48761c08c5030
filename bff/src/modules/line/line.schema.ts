// The bff's LINE endpoints. These calls are the bff's own (`bff/line/...`),
// not the ordering API's, so their schemas live here for now.
// TODO(contract): move to @eorder/shared `src/line/line.schema.ts` so the web parses the answers
// with the same schemas.
import { z } from 'zod';
import { RegisterBodySchema, SaleUnitSchema } from '@eorder/shared';

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
  z.object({
    needsRegistration: z.literal(false),
    area: LineAreaSchema,
    /** Which session cookie was set. */
    session: z.enum(['customer', 'staff']),
    /** The customer user (customer and gateway areas), without its token. */
    user: z.unknown().optional(),
    /** The staff user and its centers (merchant area). */
    User: z.unknown().optional(),
    Dists: z.array(z.unknown()).optional(),
    fromLine: z.literal(true),
    fromRichMenuActiveDc: z.boolean(),
    /** The center's rich menu is linked to the LINE user (null: not asked for, or LINE not set up). */
    richMenuLinked: z.boolean().nullable(),
  }),
  z.object({
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
export const LineLogoutBodySchema = z.strictObject({
  area: z.enum(['customer', 'merchant']).default('customer'),
});

export const LineLogoutAnswerSchema = z.object({
  /** The guest session that replaced the customer, or null. */
  user: z.unknown().nullable(),
  /** Where the web goes next: the LIFF entry with state GUEST (and cid when known). */
  redirect: z.string(),
});
export type LineLogoutAnswer = z.infer<typeof LineLogoutAnswerSchema>;

/**
 * `POST authen/line/friendship` of the ordering API (bff only, X-Internal-Key): a follow or
 * unfollow of the official account.
 * TODO(contract): move to @eorder/shared beside the other `authen/line/*` calls.
 */
export const LineFriendshipBodySchema = z.strictObject({
  LineUserId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  IsFriend: z.boolean(),
  /** The webhook event's time (unix milliseconds): an older event never overwrites a newer one. */
  EventTime: z.number().int().nonnegative(),
});
export type LineFriendshipBody = z.infer<typeof LineFriendshipBodySchema>;
