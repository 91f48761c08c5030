import * as z from 'zod/mini';
import { DeliveryAddressSchema } from '../address/address.schema.js';
import { SaleUnitSchema } from '../common/common.schema.js';
import { LineTextSchema } from '../common/text.schema.js';
import { CartModeSchema } from '../cart/cart.schema.js';
import { PricedCartSchema } from '../cart/priced-cart.schema.js';
import { OrderLineInputSchema, PaymentMethodSchema } from './order.schema.js';

const addressId = z.nullish(z.coerce.number().check(z.int(), z.positive()));

/** `POST api/orders/checkout` body: what the checkout page shows before the order is placed. */
export const CheckoutBodySchema = z.strictObject({
  SaleUnit: z.nullish(SaleUnitSchema),
  Mode: z._default(CartModeSchema, 'money'),
  /** The selected lines; the stored cart's selected lines when absent. */
  Items: z.nullish(z.array(OrderLineInputSchema).check(z.minLength(1), z.maxLength(200))),
  CouponId: z.nullish(LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(60))),
  ShipToAddressId: addressId,
  BillToAddressId: addressId,
  PaymentMethod: z.nullish(PaymentMethodSchema),
  DeliveryMethod: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

export const CheckoutPaymentMethodSchema = z.looseObject({
  Method: z.string(),
  /** COD 0, LINEPAY 1, BANK 2, others -1. */
  Code: z.number().check(z.int()),
  Name: z.optional(z.string()),
  NameTh: z.string(),
  NameEn: z.string(),
  /** False when it cannot be used for this order (Reason says why). */
  Available: z.boolean(),
  Reason: z.nullable(z.string()),
});
export type CheckoutPaymentMethod = z.infer<typeof CheckoutPaymentMethodSchema>;

/** `POST api/orders/checkout` answer. Lenient: the page reads only some of the priced cart. */
export const CheckoutAnswerSchema = z.looseObject({
  Cart: PricedCartSchema,
  ShipTo: z.array(DeliveryAddressSchema),
  BillTo: z.array(DeliveryAddressSchema),
  DefaultShipToId: z.nullable(z.number()),
  DefaultBillToId: z.nullable(z.number()),
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
    Text: z.optional(z.string()),
    TextTh: z.string(),
    TextEn: z.string(),
    Deliverable: z.boolean(),
    VanCode: z.nullable(z.string()),
    PlanDate: z.nullable(z.string()),
    Shortfall: z.nullable(z.number()),
    MinOrderValue: z.nullable(z.number()),
  }),
  /** Set while ordering is closed (order announcement or maintenance), with the message to show. */
  OrderingBlocked: z.nullable(z.looseObject({ From: z.string(), To: z.string(), Message: z.string() })),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;
export type CheckoutCart = CheckoutAnswer['Cart'];
