// The checkout summary of the ordering API (`POST api/orders/checkout`), which the contract does
// not describe yet. Loose objects: only what the page reads is checked.
import * as z from 'zod/mini';
import { DeliveryAddressSchema } from '@eorder/shared';

const money = z.number();

export const CheckoutLineSchema = z.looseObject({
  Key: z.string(),
  P_Code: z.string(),
  PRODUCTNAME: z.string(),
  PRODUCTNAME_EN: z.nullish(z.string()),
  UnitLevel: z.number(),
  UNITNAME: z.nullish(z.string()),
  UNITNAME_EN: z.nullish(z.string()),
  Qty: z.number(),
  Selected: z.boolean(),
  PriceInVat: z.nullable(money),
  Amount: money,
  DiscountAmount: money,
  NetAmount: money,
  Points: z.number(),
  IsFree: z.boolean(),
  Issues: z._default(z.array(z.string()), []),
  OutOfStock: z.boolean(),
});
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

export const CheckoutPromotionSchema = z.looseObject({
  PromotionId: z.number(),
  PromotionName: z.string(),
  Opt30: z.nullish(z.string()),
  Status: z.string(),
  DiscountAmount: money,
});

export const CheckoutCartSchema = z.looseObject({
  SaleUnit: z.string(),
  Mode: z.string(),
  Lines: z.array(CheckoutLineSchema),
  Promotions: z.array(CheckoutPromotionSchema),
  Coupon: z.nullable(z.looseObject({ couponid: z.string(), statusText: z.string(), Applied: z.number() })),
  Totals: z.looseObject({
    Subtotal: money,
    ProductDiscount: money,
    BillDiscount: money,
    CouponDiscount: money,
    DiscountAmount: money,
    Total: money,
    VatAmount: money,
    Points: z.number(),
    CouponPoints: z._default(z.number(), 0),
    ItemCount: z.number(),
  }),
});
export type CheckoutCart = z.infer<typeof CheckoutCartSchema>;

export const CheckoutPaymentMethodSchema = z.looseObject({
  Method: z.string(),
  Code: z.number(),
  NameTh: z.string(),
  NameEn: z.string(),
  Available: z.boolean(),
  Reason: z.nullable(z.string()),
});
export type CheckoutPaymentMethod = z.infer<typeof CheckoutPaymentMethodSchema>;

export const CheckoutAnswerSchema = z.looseObject({
  Cart: CheckoutCartSchema,
  ShipTo: z.array(DeliveryAddressSchema),
  BillTo: z.array(DeliveryAddressSchema),
  DefaultShipToId: z.nullable(z.number()),
  DefaultBillToId: z.nullable(z.number()),
  PaymentMethods: z.array(CheckoutPaymentMethodSchema),
  Credit: z.looseObject({ AuthorizeAmount: z.number(), DebtAmount: z.number(), Remaining: z.number(), Enough: z.boolean() }),
  Points: z.looseObject({ Balance: z.number(), Needed: z.number(), Enough: z.boolean() }),
  Van: z.looseObject({
    Reason: z.string(),
    TextTh: z.string(),
    TextEn: z.string(),
    Deliverable: z.boolean(),
    VanCode: z.nullable(z.string()),
    PlanDate: z.nullable(z.string()),
    Shortfall: z.nullable(z.number()),
    MinOrderValue: z.nullable(z.number()),
  }),
  OrderingBlocked: z.nullable(z.looseObject({ From: z.string(), To: z.string(), Message: z.string() })),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

/** A line to order (the contract's OrderLineInput). */
export interface OrderLineBody {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
}
