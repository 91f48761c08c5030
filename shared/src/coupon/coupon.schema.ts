import { z } from 'zod';
import { CustomerCodeSchema, SaleUnitSchema } from '../common/common.schema.js';
import { PromotionSchema } from '../promotion/promotion.schema.js';

/** Coupon `_lock`: 'N' unused, 'Y' used. */
export const COUPON_LOCK = { UNUSED: 'N', USED: 'Y' } as const;

export const CouponSchema = z.looseObject({
  couponid: z.string(),
  _lock: z.string(),
  PromotionId: z.union([z.string(), z.number()]).nullish(),
  CouponType: z.string().nullish(),
  CustomerCode: z.string().nullish(),
  SaleUnit: z.string().nullish(),
  ExpireDate: z.string().nullish(),
  UsedDate: z.string().nullish(),
  OrderID: z.string().nullish(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** One coupon with its promotion. */
export const CustomerCouponSchema = z.looseObject({
  Coupon: CouponSchema,
  Promotion: PromotionSchema.nullish(),
});
export type CustomerCoupon = z.infer<typeof CustomerCouponSchema>;

/** `POST GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER` body. */
export const CustomerCouponsBodySchema = z.strictObject({
  customerCode: CustomerCodeSchema,
  saleUnit: SaleUnitSchema,
  onlyActivePromotion: z.boolean().default(true),
  onlyUnusedCoupon: z.boolean().default(false),
  notGroupByPromotionId: z.boolean().default(true),
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
  couponID: z.string().trim().min(1).max(60),
});
export type CheckCouponBody = z.infer<typeof CheckCouponBodySchema>;

/** Its answer: the coupon is valid when `statusText` is 'OK'. */
export const CheckCouponAnswerSchema = z.looseObject({
  statusText: z.string(),
  promotionId: z.union([z.string(), z.number()]).nullish(),
  couponType: z.string().nullish(),
});
export type CheckCouponAnswer = z.infer<typeof CheckCouponAnswerSchema>;

export const isCouponValidAnswer = (answer: { statusText?: string | null }): boolean =>
  (answer.statusText ?? '').trim().toUpperCase() === 'OK';
