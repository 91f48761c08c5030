import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';
import { CustomerCodeSchema, SaleUnitSchema } from '../common/common.schema.js';
import { PromotionSchema } from '../promotion/promotion.schema.js';

/** Coupon `_lock`: 'N' unused, 'Y' used. */
export const COUPON_LOCK = { UNUSED: 'N', USED: 'Y' } as const;

export const CouponSchema = z.looseObject({
  couponid: z.string(),
  _lock: z.string(),
  PromotionId: z.nullish(z.union([z.string(), z.number()])),
  CouponType: z.nullish(z.string()),
  CustomerCode: z.nullish(z.string()),
  SaleUnit: z.nullish(z.string()),
  ExpireDate: z.nullish(z.string()),
  UsedDate: z.nullish(z.string()),
  OrderID: z.nullish(z.string()),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** One coupon with its promotion. */
export const CustomerCouponSchema = z.looseObject({
  Coupon: CouponSchema,
  Promotion: z.nullish(PromotionSchema),
});
export type CustomerCoupon = z.infer<typeof CustomerCouponSchema>;

/** `POST GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER` body. */
export const CustomerCouponsBodySchema = z.strictObject({
  customerCode: CustomerCodeSchema,
  saleUnit: SaleUnitSchema,
  onlyActivePromotion: z._default(z.boolean(), true),
  onlyUnusedCoupon: z._default(z.boolean(), false),
  notGroupByPromotionId: z._default(z.boolean(), true),
});
export type CustomerCouponsBody = z.infer<typeof CustomerCouponsBodySchema>;

/** Its answer: `statusText` 'OK' and the coupons. */
export const CustomerCouponsAnswerSchema = z.looseObject({
  statusText: z.string(),
  coupons: z.array(CustomerCouponSchema),
});
export type CustomerCouponsAnswer = z.infer<typeof CustomerCouponsAnswerSchema>;

/** `POST GET_MASTER_DATA/CHECK_COUPON_VALID` body. */
export const CheckCouponBodySchema = z.strictObject({
  customerCode: CustomerCodeSchema,
  saleUnit: SaleUnitSchema,
  couponID: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(60)),
});
export type CheckCouponBody = z.infer<typeof CheckCouponBodySchema>;

/** Its answer: the coupon is valid when `statusText` is 'OK'. */
export const CheckCouponAnswerSchema = z.looseObject({
  statusText: z.string(),
  promotionId: z.nullish(z.union([z.string(), z.number()])),
  couponType: z.nullish(z.string()),
});
export type CheckCouponAnswer = z.infer<typeof CheckCouponAnswerSchema>;

export const isCouponValidAnswer = (answer: { statusText?: string | null }): boolean =>
  (answer.statusText ?? '').trim().toUpperCase() === 'OK';
