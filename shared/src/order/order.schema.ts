import { z } from 'zod';
import {
  AnswerFlagSchema,
  AnswerNumberSchema,
  DateKeyQuerySchema,
  ProductCodeSchema,
  SaleUnitSchema,
  SearchTextSchema,
  pageOf,
  skipSchema,
  takeSchema,
} from '../common/common.schema.js';
import { IDEMPOTENCY_KEY_HEADER, ORDER_LIST_PAGE_SIZE } from '../constants.js';
import { PAYMENT_METHOD_LIST, type PaymentMethod } from '../payment/payment-method.js';
import { ORDER_LIST_TABS, ORDER_STATUSES } from './order-status.js';

const num = AnswerNumberSchema.nullish();
const text = z.string().nullish();

/** An order as listed (OrderList). `Status` is one of ORDER_STATUSES on our server. */
export const OrderSchema = z.looseObject({
  OrderID: z.string(),
  SaleUnit: z.string(),
  OrderDate: z.string(),
  Money: num,
  Customer_Id: z.string(),
  Customer_Name: text,
  Status: z.string(),
  PaymentStatus: text,
  REF_5: text,
  REF_6: text,
  NeedTaxInvoice: AnswerFlagSchema.nullish(),
  PaymentType: z.union([z.string(), z.number()]).nullish(),
  Remark: text,
  Remark4: text,
  DeliveryMethod: text,
  DeliveryFee: num,
  CustomerSaleUnit: text,
  Total: num,
  DiscountAmount: num,
  DiscountRate: num,
  /** 'money' or 'point' (a redeem order). */
  Mode: text,
  PointsUsed: num,
  /** Who placed it, when not the customer: a salesperson's user id or an agent's code. */
  PlacedBy: text,
  PlacedByName: text,
  SaleUnitName: text,
});
export type Order = z.infer<typeof OrderSchema>;

/** A line of an order, with the product snapshot taken when it was placed. */
export const OrderDetailLineSchema = z.looseObject({
  OrderID: text,
  LineNo: num,
  P_Code: z.string(),
  PRODUCTNAME: text,
  PRODUCTSHORTNAME_EN: text,
  UNIT: text,
  UNITNAME: text,
  UNITRATE: num,
  Qty: num,
  Price: num,
  Amount: num,
  DiscountAmount: num,
  PromotionId: z.union([z.string(), z.number()]).nullish(),
  IsFree: AnswerFlagSchema.nullish(),
  Points: num,
  PIC_FILENAME: text,
});
export type OrderDetailLine = z.infer<typeof OrderDetailLineSchema>;

/** ShipTo and BillTo of an order. */
export const OrderPartySchema = z.looseObject({
  Code: text,
  Name: text,
  Address: text,
  Province: text,
  Ampher: text,
  Town: text,
  ZipCode: text,
  TaxID: text,
  Phone: text,
});
export type OrderParty = z.infer<typeof OrderPartySchema>;

/** `POST api/MerchantOrder/GET_ORDER_DETAIL` (and `POST api/orders/detail`) body. */
export const OrderDetailBodySchema = z.strictObject({
  orderid: z.string().trim().min(1).max(40),
  saleunit: SaleUnitSchema,
});
export type OrderDetailBody = z.infer<typeof OrderDetailBodySchema>;

export const OrderDetailAnswerSchema = z.looseObject({
  Order: OrderSchema,
  OrderDetails: z.array(OrderDetailLineSchema),
  ShipTo: OrderPartySchema.nullable(),
  BillTo: OrderPartySchema.nullable(),
});
export type OrderDetailAnswer = z.infer<typeof OrderDetailAnswerSchema>;

/** Query of the order lists (customer history, merchant list, rider list). Take max 100. */
export const OrderListQuerySchema = z.object({
  Status: z.enum(ORDER_LIST_TABS).default('All'),
  Text: SearchTextSchema,
  FromDate: DateKeyQuerySchema.optional(),
  ToDate: DateKeyQuerySchema.optional(),
  SaleUnit: SaleUnitSchema.optional(),
  skip: skipSchema(0),
  take: takeSchema(ORDER_LIST_PAGE_SIZE),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
export const OrderListAnswerSchema = pageOf(OrderSchema);
export type OrderListAnswer = z.infer<typeof OrderListAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Placing an order
// ---------------------------------------------------------------------------------------------

const lineQty = z.coerce.number().int().min(0).max(99_999).default(0);

/** A line to order: the quantity per unit level. */
export const OrderLineInputSchema = z
  .strictObject({
    P_Code: ProductCodeSchema,
    qty1: lineQty,
    qty2: lineQty,
    qty3: lineQty,
  })
  .refine((line) => line.qty1 + line.qty2 + line.qty3 > 0, {
    message: 'A line needs a quantity',
    path: ['qty1'],
  });
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

export const PaymentMethodSchema = z.enum(
  PAYMENT_METHOD_LIST as [PaymentMethod, ...PaymentMethod[]],
);

/**
 * `POST api/orders/place` body, sent with an `Idempotency-Key` header: a retry with the same key
 * and body answers the same order; the same key with another body is IDEMPOTENCY_CONFLICT.
 * `ExpectedTotal` (what the customer saw) lets the server refuse when prices moved.
 */
export const OrderPlaceBodySchema = z.strictObject({
  SaleUnit: SaleUnitSchema.nullish(),
  Mode: z.enum(['money', 'point']).default('money'),
  Items: z.array(OrderLineInputSchema).min(1).max(200),
  PaymentMethod: PaymentMethodSchema,
  ShipToAddressId: z.coerce.number().int().positive().nullish(),
  BillToAddressId: z.coerce.number().int().positive().nullish(),
  NeedTaxInvoice: z.boolean().default(false),
  Remark: z.string().trim().max(500).nullish(),
  CouponId: z.string().trim().max(60).nullish(),
  DeliveryMethod: z.string().trim().max(40).nullish(),
  DeliveryDate: DateKeyQuerySchema.nullish(),
  ExpectedTotal: z.number().min(0).nullish(),
  SubscriptionId: z.coerce.number().int().positive().nullish(),
});
export type OrderPlaceBody = z.infer<typeof OrderPlaceBodySchema>;
export type OrderPlaceBodyInput = z.input<typeof OrderPlaceBodySchema>;

/** The idempotency header: 8 to 100 characters (a UUID from the client). */
export const IdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits, - or _'),
});
export type IdempotencyHeaders = z.infer<typeof IdempotencyHeadersSchema>;

/** The answer of a placed order: the order and, for online methods, what to do next. */
export const OrderPlaceAnswerSchema = z.looseObject({
  Order: OrderSchema,
  OrderDetails: z.array(OrderDetailLineSchema),
  /** True when the payment step must follow (online methods). */
  PaymentRequired: z.boolean(),
  /** True when this answer repeats an order placed earlier with the same key. */
  Replayed: z.boolean(),
});
export type OrderPlaceAnswer = z.infer<typeof OrderPlaceAnswerSchema>;

/** `POST api/orders/cancel/{orderId}/{saleUnit}`. */
export const OrderRefParamsSchema = z.object({
  orderId: z.string().trim().min(1).max(40),
  saleUnit: SaleUnitSchema,
});
export type OrderRefParams = z.infer<typeof OrderRefParamsSchema>;
export const OrderCancelBodySchema = z.strictObject({
  Reason: z.string().trim().max(500).nullish(),
});
export type OrderCancelBody = z.infer<typeof OrderCancelBodySchema>;
export const OrderCancelAnswerSchema = z.looseObject({ Order: OrderSchema });
export type OrderCancelAnswer = z.infer<typeof OrderCancelAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Tracking
// ---------------------------------------------------------------------------------------------

export const TrackingEventSchema = z.looseObject({
  Status: z.string(),
  At: z.string(),
  Remark: text,
  By: text,
  Lat: num,
  Lng: num,
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** `GET api/orders/tracking/{orderId}/{saleUnit}` answer. */
export const OrderTrackingAnswerSchema = z.looseObject({
  OrderID: z.string(),
  SaleUnit: z.string(),
  Status: z.string(),
  TrackingNo: text,
  Carrier: text,
  RiderName: text,
  RiderMobileNo: text,
  Events: z.array(TrackingEventSchema),
});
export type OrderTrackingAnswer = z.infer<typeof OrderTrackingAnswerSchema>;

/** `POST api/MerchantOrder/tracking/{orderId}/{saleUnit}`: the merchant's tracking edit. */
export const MerchantTrackingBodySchema = z.strictObject({
  Status: z.enum(ORDER_STATUSES).nullish(),
  TrackingNo: z.string().trim().max(60).nullish(),
  Carrier: z.string().trim().max(60).nullish(),
  RiderId: z.union([z.string().max(40), z.number().int()]).nullish(),
  Remark: z.string().trim().max(500).nullish(),
});
export type MerchantTrackingBody = z.infer<typeof MerchantTrackingBodySchema>;
export const MerchantTrackingAnswerSchema = OrderTrackingAnswerSchema;
export type MerchantTrackingAnswer = z.infer<typeof MerchantTrackingAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Subscriptions (repeat orders)
// ---------------------------------------------------------------------------------------------

/** Every N days, every N weeks on a weekday, or every N months on a day of the month. */
export const SUBSCRIPTION_FREQUENCIES = ['DAYS', 'WEEKS', 'MONTHS'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
/** The largest N of "every N ..." per frequency: about a quarter of a year. */
export const SUBSCRIPTION_MAX_EVERY: Record<SubscriptionFrequency, number> = { DAYS: 90, WEEKS: 12, MONTHS: 3 };

export const SubscriptionSchema = z.looseObject({
  SubscriptionId: z.number().int(),
  SaleUnit: z.string(),
  CustomerCode: z.string(),
  Name: z.string(),
  Frequency: z.string(),
  Every: z.number().int(),
  DayOfWeek: num,
  DayOfMonth: num,
  NextRunDate: text,
  Active: z.string(),
  PaymentMethod: z.string(),
  ShipToAddressId: num,
  Items: z.array(
    z.looseObject({
      P_Code: z.string(),
      PRODUCTNAME: text,
      qty1: num,
      qty2: num,
      qty3: num,
    }),
  ),
  CreateDate: text,
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** `POST api/orders/subscriptions/create` and `/update/{id}` body. */
export const SubscriptionSaveBodySchema = z
  .strictObject({
    SaleUnit: SaleUnitSchema.nullish(),
    Name: z.string().trim().min(1).max(100),
    Frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
    Every: z.coerce.number().int().min(1).max(90).default(1),
    DayOfWeek: z.coerce.number().int().min(1).max(7).nullish(),
    DayOfMonth: z.coerce.number().int().min(1).max(28).nullish(),
    Active: z.enum(['Y', 'N']).default('Y'),
    PaymentMethod: PaymentMethodSchema,
    ShipToAddressId: z.coerce.number().int().positive().nullish(),
    Items: z.array(OrderLineInputSchema).min(1).max(200),
  })
  .refine((body) => body.Every <= SUBSCRIPTION_MAX_EVERY[body.Frequency], {
    path: ['Every'],
    message: 'Repeat at most every 90 days, 12 weeks or 3 months',
  })
  .refine((body) => body.Frequency !== 'WEEKS' || body.DayOfWeek != null, {
    path: ['DayOfWeek'],
    message: 'Weekly subscriptions need a weekday',
  })
  .refine((body) => body.Frequency !== 'MONTHS' || body.DayOfMonth != null, {
    path: ['DayOfMonth'],
    message: 'Monthly subscriptions need a day of the month (1-28)',
  });
export type SubscriptionSaveBody = z.infer<typeof SubscriptionSaveBodySchema>;

export const SubscriptionParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type SubscriptionParams = z.infer<typeof SubscriptionParamsSchema>;
export const SubscriptionListAnswerSchema = z.array(SubscriptionSchema);
export type SubscriptionListAnswer = z.infer<typeof SubscriptionListAnswerSchema>;
export const SubscriptionAnswerSchema = SubscriptionSchema;
export type SubscriptionAnswer = z.infer<typeof SubscriptionAnswerSchema>;
