// Order calls of ours that the contract does not describe yet. To move to @eorder/shared
// (src/order/order.schema.ts): the checkout summary, and the extra fields of the detail answer.
import { z } from 'zod';
import { extend } from 'zod/mini';
import {
  CartModeSchema,
  DeliveryAddressSchema,
  LineTextSchema,
  OrderDetailAnswerSchema,
  OrderLineInputSchema,
  PaymentMethodSchema,
  SaleUnitSchema,
  TrackingEventSchema,
} from '@eorder/shared';
import { PricedCartSchema } from '../pricing/pricing.schema';

/** `POST api/orders/checkout`: what the checkout page shows before the order is placed. */
export const CheckoutBodySchema = z.strictObject({
  SaleUnit: z.nullish(SaleUnitSchema),
  Mode: z._default(CartModeSchema, 'money'),
  /** The selected lines; the stored cart's selected lines when absent. */
  Items: z.array(OrderLineInputSchema).min(1).max(200).nullish(),
  CouponId: z.nullish(LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(60))),
  ShipToAddressId: z.coerce.number().int().positive().nullish(),
  BillToAddressId: z.coerce.number().int().positive().nullish(),
  PaymentMethod: z.nullish(PaymentMethodSchema),
  DeliveryMethod: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

export const CheckoutPaymentMethodSchema = z.looseObject({
  Method: z.string(),
  /** COD 0, LINEPAY 1, BANK 2, others -1. */
  Code: z.number().int(),
  Name: z.string(),
  NameTh: z.string(),
  NameEn: z.string(),
  /** False when it cannot be used for this order (Reason says why). */
  Available: z.boolean(),
  Reason: z.string().nullable(),
});

export const CheckoutAnswerSchema = z.looseObject({
  Cart: PricedCartSchema,
  ShipTo: z.array(DeliveryAddressSchema),
  BillTo: z.array(DeliveryAddressSchema),
  DefaultShipToId: z.number().nullable(),
  DefaultBillToId: z.number().nullable(),
  PaymentMethods: z.array(CheckoutPaymentMethodSchema),
  Credit: z.looseObject({
    AuthorizeAmount: z.number(),
    DebtAmount: z.number(),
    Remaining: z.number(),
    Enough: z.boolean(),
  }),
  Points: z.looseObject({ Balance: z.number(), Needed: z.number(), Enough: z.boolean() }),
  /** The VAN choice: Reason PLAN1, PLAN2, MOU_MATCHED, MOU_NOT_MATCH or DIST_MOU_CONFIG_NOT_FOUND. */
  Van: z.looseObject({
    Reason: z.string(),
    Text: z.string(),
    TextTh: z.string(),
    TextEn: z.string(),
    Deliverable: z.boolean(),
    VanCode: z.string().nullable(),
    PlanDate: z.string().nullable(),
    Shortfall: z.number().nullable(),
    MinOrderValue: z.number().nullable(),
  }),
  /** Set while ordering is closed (order announcement or maintenance), with the message to show. */
  OrderingBlocked: z
    .looseObject({ From: z.string(), To: z.string(), Message: z.string() })
    .nullable(),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

/** The detail answer with what the history page shows beside the lines. */
export const OrderFullDetailAnswerSchema = extend(OrderDetailAnswerSchema, {
  Promotions: z.array(z.looseObject({ PromotionId: z.number(), DiscountAmount: z.number() })),
  StatusHistory: z.array(TrackingEventSchema),
  GoodsIssue: z.looseObject({ Id: z.number(), Status: z.string() }).nullable(),
});
export type OrderFullDetailAnswer = z.infer<typeof OrderFullDetailAnswerSchema>;
