// The checkout summary of the ordering API (`POST api/orders/checkout`), which the contract does
// not describe yet. Loose objects: only what the page reads is checked.
import { z } from 'zod';
import { DeliveryAddressSchema } from '@eorder/shared';

const money = z.number();

export const CheckoutLineSchema = z.looseObject({
  Key: z.string(),
  P_Code: z.string(),
  PRODUCTNAME: z.string(),
  PRODUCTNAME_EN: z.string().nullish(),
  UnitLevel: z.number(),
  UNITNAME: z.string().nullish(),
  UNITNAME_EN: z.string().nullish(),
  Qty: z.number(),
  Selected: z.boolean(),
  PriceInVat: money.nullable(),
  Amount: money,
  DiscountAmount: money,
  NetAmount: money,
  Points: z.number(),
  IsFree: z.boolean(),
  Issues: z.array(z.string()).default([]),
  OutOfStock: z.boolean(),
});
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

export const CheckoutPromotionSchema = z.looseObject({
  PromotionId: z.number(),
  PromotionName: z.string(),
  Opt30: z.string().nullish(),
  Status: z.string(),
  DiscountAmount: money,
});

export const CheckoutCartSchema = z.looseObject({
  SaleUnit: z.string(),
  Mode: z.string(),
  Lines: z.array(CheckoutLineSchema),
  Promotions: z.array(CheckoutPromotionSchema),
  Coupon: z.looseObject({ couponid: z.string(), statusText: z.string(), Applied: z.number() }).nullable(),
  Totals: z.looseObject({
    Subtotal: money,
    ProductDiscount: money,
    BillDiscount: money,
    CouponDiscount: money,
    DiscountAmount: money,
    Total: money,
    VatAmount: money,
    Points: z.number(),
    CouponPoints: z.number().default(0),
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
  Reason: z.string().nullable(),
});
export type CheckoutPaymentMethod = z.infer<typeof CheckoutPaymentMethodSchema>;

export const CheckoutAnswerSchema = z.looseObject({
  Cart: CheckoutCartSchema,
  ShipTo: z.array(DeliveryAddressSchema),
  BillTo: z.array(DeliveryAddressSchema),
  DefaultShipToId: z.number().nullable(),
  DefaultBillToId: z.number().nullable(),
  PaymentMethods: z.array(CheckoutPaymentMethodSchema),
  Credit: z.looseObject({ AuthorizeAmount: z.number(), DebtAmount: z.number(), Remaining: z.number(), Enough: z.boolean() }),
  Points: z.looseObject({ Balance: z.number(), Needed: z.number(), Enough: z.boolean() }),
  Van: z.looseObject({
    Reason: z.string(),
    TextTh: z.string(),
    TextEn: z.string(),
    Deliverable: z.boolean(),
    VanCode: z.string().nullable(),
    PlanDate: z.string().nullable(),
    Shortfall: z.number().nullable(),
    MinOrderValue: z.number().nullable(),
  }),
  OrderingBlocked: z.looseObject({ From: z.string(), To: z.string(), Message: z.string() }).nullable(),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

/** A line to order (the contract's OrderLineInput). */
export interface OrderLineBody {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
}
