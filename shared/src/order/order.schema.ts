import * as z from 'zod/mini';
import { LineTextSchema, MultilineTextSchema } from '../common/text.schema.js';
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
import { IDEMPOTENCY_KEY_HEADER, MAX_LINE_QTY, ORDER_LIST_PAGE_SIZE } from '../constants.js';
import { PAYMENT_METHOD_LIST, type PaymentMethod } from '../payment/payment-method.js';
import { isCalendarDateKey } from './merchant-actions.js';
import { ORDER_LIST_TABS } from './order-status.js';

const num = z.nullish(AnswerNumberSchema);
const text = z.nullish(z.string());

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
  NeedTaxInvoice: z.nullish(AnswerFlagSchema),
  PaymentType: z.nullish(z.union([z.string(), z.number()])),
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
  SaleUnitNameEN: text,
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
  PromotionId: z.nullish(z.union([z.string(), z.number()])),
  IsFree: z.nullish(AnswerFlagSchema),
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
  orderid: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40)),
  saleunit: SaleUnitSchema,
});
export type OrderDetailBody = z.infer<typeof OrderDetailBodySchema>;

export const OrderDetailAnswerSchema = z.looseObject({
  Order: OrderSchema,
  OrderDetails: z.array(OrderDetailLineSchema),
  ShipTo: z.nullable(OrderPartySchema),
  BillTo: z.nullable(OrderPartySchema),
});
export type OrderDetailAnswer = z.infer<typeof OrderDetailAnswerSchema>;

/** Query of the order lists (customer history, merchant list, rider list). Take max 100. */
export const OrderListQuerySchema = z.object({
  Status: z._default(z.enum(ORDER_LIST_TABS), 'All'),
  Text: SearchTextSchema,
  FromDate: z.optional(DateKeyQuerySchema),
  ToDate: z.optional(DateKeyQuerySchema),
  SaleUnit: z.optional(SaleUnitSchema),
  skip: skipSchema(0),
  take: takeSchema(ORDER_LIST_PAGE_SIZE),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
export const OrderListAnswerSchema = pageOf(OrderSchema);
export type OrderListAnswer = z.infer<typeof OrderListAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Placing an order
// ---------------------------------------------------------------------------------------------

const lineQty = z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_LINE_QTY)), 0);

/** A line to order: the quantity per unit level. */
export const OrderLineInputSchema = z
  .strictObject({
    P_Code: ProductCodeSchema,
    qty1: lineQty,
    qty2: lineQty,
    qty3: lineQty,
  })
  .check(z.refine((line) => line.qty1 + line.qty2 + line.qty3 > 0, {
    message: 'A line needs a quantity',
    path: ['qty1'],
  }));
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
  SaleUnit: z.nullish(SaleUnitSchema),
  Mode: z._default(z.enum(['money', 'point']), 'money'),
  Items: z.array(OrderLineInputSchema).check(z.minLength(1), z.maxLength(200)),
  PaymentMethod: PaymentMethodSchema,
  ShipToAddressId: z.nullish(z.coerce.number().check(z.int(), z.positive())),
  BillToAddressId: z.nullish(z.coerce.number().check(z.int(), z.positive())),
  NeedTaxInvoice: z._default(z.boolean(), false),
  Remark: z.nullish(MultilineTextSchema.check(z.trim(), z.maxLength(500))),
  CouponId: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(60))),
  DeliveryMethod: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  DeliveryDate: z.nullish(DateKeyQuerySchema),
  ExpectedTotal: z.nullish(z.number().check(z.gte(0))),
  SubscriptionId: z.nullish(z.coerce.number().check(z.int(), z.positive())),
});
export type OrderPlaceBody = z.infer<typeof OrderPlaceBodySchema>;
export type OrderPlaceBodyInput = z.input<typeof OrderPlaceBodySchema>;

/** The idempotency header: 8 to 100 characters (a UUID from the client). */
export const IdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: LineTextSchema.check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits, - or _')),
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
  orderId: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40)),
  saleUnit: SaleUnitSchema,
});
export type OrderRefParams = z.infer<typeof OrderRefParamsSchema>;
export const OrderCancelBodySchema = z.strictObject({
  Reason: z.nullish(MultilineTextSchema.check(z.trim(), z.maxLength(500))),
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
  /** When the parcel is expected ('YYYY-MM-DD', Bangkok), as the merchant's tracking edit set it. */
  ExpectedDate: text,
  Events: z.array(TrackingEventSchema),
});
export type OrderTrackingAnswer = z.infer<typeof OrderTrackingAnswerSchema>;

/**
 * `POST api/MerchantOrder/tracking/{orderId}/{saleUnit}`: the merchant's tracking edit, the parcel's
 * carrier, number and expected date (YYYYMMDD). A field left out stays; null or '' clears it. The
 * status changes through `api/MerchantOrder/action` (the lifecycle), never here.
 */
export const MerchantTrackingBodySchema = z.strictObject({
  Carrier: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(60))),
  TrackingNo: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(60))),
  ExpectedDate: z.nullish(
    z.union([
      z.literal(''),
      DateKeyQuerySchema.check(z.refine(isCalendarDateKey, 'Not a calendar date')),
    ]),
  ),
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
  SubscriptionId: z.number().check(z.int()),
  SaleUnit: z.string(),
  CustomerCode: z.string(),
  Name: z.string(),
  Frequency: z.string(),
  Every: z.number().check(z.int()),
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
    SaleUnit: z.nullish(SaleUnitSchema),
    Name: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(100)),
    Frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
    Every: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(90)), 1),
    DayOfWeek: z.nullish(z.coerce.number().check(z.int(), z.gte(1), z.lte(7))),
    DayOfMonth: z.nullish(z.coerce.number().check(z.int(), z.gte(1), z.lte(28))),
    Active: z._default(z.enum(['Y', 'N']), 'Y'),
    PaymentMethod: PaymentMethodSchema,
    ShipToAddressId: z.nullish(z.coerce.number().check(z.int(), z.positive())),
    Items: z.array(OrderLineInputSchema).check(z.minLength(1), z.maxLength(200)),
  }).check(z.refine((body) => body.Every <= SUBSCRIPTION_MAX_EVERY[body.Frequency], {
    path: ['Every'],
    message: 'Repeat at most every 90 days, 12 weeks or 3 months',
  }), z.refine((body) => body.Frequency !== 'WEEKS' || body.DayOfWeek != null, {
    path: ['DayOfWeek'],
    message: 'Weekly subscriptions need a weekday',
  }), z.refine((body) => body.Frequency !== 'MONTHS' || body.DayOfMonth != null, {
    path: ['DayOfMonth'],
    message: 'Monthly subscriptions need a day of the month (1-28)',
  }));
export type SubscriptionSaveBody = z.infer<typeof SubscriptionSaveBodySchema>;

export const SubscriptionParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
export type SubscriptionParams = z.infer<typeof SubscriptionParamsSchema>;

/** `POST api/orders/subscriptions/run-due` answer: what one run of the scheduler did. */
export const RunDueAnswerSchema = z.looseObject({
  placed: z.number().check(z.int()),
  failed: z.number().check(z.int()),
  skipped: z.number().check(z.int()),
});
export const SubscriptionListAnswerSchema = z.array(SubscriptionSchema);
export type SubscriptionListAnswer = z.infer<typeof SubscriptionListAnswerSchema>;
export const SubscriptionAnswerSchema = SubscriptionSchema;
export type SubscriptionAnswer = z.infer<typeof SubscriptionAnswerSchema>;
