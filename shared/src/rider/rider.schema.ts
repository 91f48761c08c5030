import * as z from 'zod/mini';
import { LineTextSchema, MultilineTextSchema } from '../common/text.schema.js';
import { skipSchema, takeSchema } from '../common/common.schema.js';
import { ORDER_LIST_PAGE_SIZE } from '../constants.js';
import { TrackingEventSchema } from '../order/order.schema.js';

/**
 * The rider's list tabs (decision 064): orders to pick up (APPROVED), on the way (SHIPPING), done on
 * the day (DELIVERED: delivered, partly delivered or refused) and the specification's
 * "Invoice Approve" (invoices waiting for the rider's decision, for the company that uses it).
 */
export const RIDER_LIST_STATUSES = ['APPROVED', 'SHIPPING', 'DELIVERED', 'Invoice Approve'] as const;
export type RiderListStatus = (typeof RIDER_LIST_STATUSES)[number];
export const RIDER_INVOICE_TAB = 'Invoice Approve' satisfies RiderListStatus;

/** A Bangkok calendar day, 'YYYY-MM-DD'. */
const DaySchema = LineTextSchema.check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'));

/** `GET api/rider/orders`: the rider's orders of a tab; Date (Bangkok, today by default) bounds DELIVERED. */
export const RiderOrderListQuerySchema = z.object({
  status: z._default(z.enum(RIDER_LIST_STATUSES), 'APPROVED'),
  Date: z.optional(DaySchema),
  skip: skipSchema(0),
  take: takeSchema(ORDER_LIST_PAGE_SIZE),
});
export type RiderOrderListQuery = z.infer<typeof RiderOrderListQuerySchema>;

/** How a delivery ended. */
export const DELIVERY_OUTCOMES = ['DELIVERED', 'PARTIAL', 'REFUSED'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** An order as the rider's list shows it. */
export const RiderOrderCardSchema = z.looseObject({
  OrderID: z.string(),
  SaleUnit: z.string(),
  OrderDate: z.string(),
  Status: z.string(),
  StatusName: z.string(),
  StatusNameEn: z.string(),
  CustomerCode: z.string(),
  CustomerName: z.nullable(z.string()),
  /** The ship-to phone, else the customer's mobile: the call button. */
  Phone: z.nullable(z.string()),
  /** The ship-to address on one line. */
  Address: z.string(),
  /** A maps search for the address. */
  MapUrl: z.string(),
  /** 'COD', 'CREDIT' or the online method that was used. */
  PaymentMethod: z.string(),
  PaymentStatus: z.string(),
  Total: z.number(),
  /** What the rider collects in cash: the unpaid cash-on-delivery amount (of what is delivered, once known). */
  AmountToCollect: z.number(),
  InvoiceStatus: z.nullable(z.string()),
  ArrivedAt: z.nullable(z.string()),
  DeliveredAt: z.nullable(z.string()),
  Outcome: z.nullable(z.enum(DELIVERY_OUTCOMES)),
  CashCollected: z.nullable(z.number()),
});
export type RiderOrderCard = z.infer<typeof RiderOrderCardSchema>;

export const RiderOrderListAnswerSchema = z.looseObject({
  Data: z.array(RiderOrderCardSchema),
  Total: z.number(),
});
export type RiderOrderListAnswer = z.infer<typeof RiderOrderListAnswerSchema>;

/** A line of an order to deliver, with what was handed over once delivered. */
export const RiderOrderLineSchema = z.looseObject({
  LineNo: z.number(),
  P_Code: z.string(),
  ProductName: z.string(),
  ProductNameEn: z.string(),
  UnitName: z.string(),
  UnitNameEn: z.string(),
  Qty: z.number(),
  NetAmount: z.number(),
  IsFree: z.boolean(),
  DeliveredQty: z.nullable(z.number()),
  Reason: z.nullable(z.string()),
});
export type RiderOrderLine = z.infer<typeof RiderOrderLineSchema>;

/** `GET api/rider/orders/{orderId}/{saleUnit}` answer. */
export const RiderOrderDetailAnswerSchema = z.looseObject({
  Order: RiderOrderCardSchema,
  Lines: z.array(RiderOrderLineSchema),
  Delivery: z.nullable(
    z.looseObject({
      ReceiverName: z.nullable(z.string()),
      PhotoUrl: z.nullable(z.string()),
      SignatureUrl: z.nullable(z.string()),
      Reason: z.nullable(z.string()),
      DeliveredAmount: z.nullable(z.number()),
    }),
  ),
  Events: z.array(TrackingEventSchema),
  /** The steps the rider may take now (names of RIDER_STEPS). */
  Steps: z.array(z.string()),
  /** True when the answer is a retry's, the step having been applied before. */
  Replayed: z.optional(z.boolean()),
});
export type RiderOrderDetailAnswer = z.infer<typeof RiderOrderDetailAnswerSchema>;

/**
 * The delivery steps of `POST api/rider/orders/{orderId}/{saleUnit}/status` and the lifecycle
 * transition each makes.
 */
export const RIDER_STEPS = {
  START: 'ship',
  ARRIVE: 'arrive',
  DELIVER: 'deliver',
  REFUSE: 'refuse',
  INVOICE_APPROVE: 'approveInvoice',
  INVOICE_CANCEL: 'cancelInvoice',
} as const;
export type RiderStep = keyof typeof RIDER_STEPS;
const RIDER_STEP_NAMES = Object.keys(RIDER_STEPS) as [RiderStep, ...RiderStep[]];

/** Longest reason or receiver name a rider types. */
export const RIDER_TEXT_MAX = 200;
/** Largest proof photo or signature, in bytes (a phone photo fits). */
export const RIDER_PROOF_MAX_BYTES = 10 * 1024 * 1024;

const reasonSchema = MultilineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(RIDER_TEXT_MAX));

/** One line as delivered: DeliveredQty of its Qty (0 refuses it); a Reason when short. */
export const DeliveredLineSchema = z.strictObject({
  LineNo: z.int().check(z.positive()),
  DeliveredQty: z.int().check(z.gte(0)),
  Reason: z.nullish(reasonSchema),
});
export type DeliveredLine = z.infer<typeof DeliveredLineSchema>;

const jsonText = z.transform<string, unknown>((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.issues.push({ code: 'custom', message: 'Expected JSON', input: text });
    return undefined;
  }
});

/** A number sent as a form field. */
const amountField = z.pipe(
  LineTextSchema.check(z.trim(), z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected an amount')),
  z.transform((text: string) => Number(text)),
);

/**
 * The text fields of the status call (multipart/form-data, with the proof files `photo` and
 * `signature`). Lines is JSON text: [{ LineNo, DeliveredQty, Reason }], only the lines not
 * delivered in full. DELIVER needs the photo and ReceiverName; REFUSE needs Reason.
 */
export const RiderStatusFieldsSchema = z.strictObject({
  Step: z.enum(RIDER_STEP_NAMES),
  ReceiverName: z.optional(LineTextSchema.check(z.trim(), z.maxLength(RIDER_TEXT_MAX))),
  Reason: z.optional(MultilineTextSchema.check(z.trim(), z.maxLength(RIDER_TEXT_MAX))),
  CashCollected: z.optional(amountField),
  Lines: z.optional(z.pipe(z.pipe(LineTextSchema, jsonText), z.array(DeliveredLineSchema).check(z.maxLength(500)))),
});
export type RiderStatusFields = z.infer<typeof RiderStatusFieldsSchema>;

/** The status call answers the order as it is now. */
export const RiderStatusAnswerSchema = RiderOrderDetailAnswerSchema;
export type RiderStatusAnswer = RiderOrderDetailAnswer;

/** `GET api/rider/history`: days between From and To (Bangkok, both included; the last 7 by default). */
export const RiderHistoryQuerySchema = z.object({
  From: z.optional(DaySchema),
  To: z.optional(DaySchema),
});
export type RiderHistoryQuery = z.infer<typeof RiderHistoryQuerySchema>;

export const RiderHistoryDaySchema = z.looseObject({
  Date: z.string(),
  Delivered: z.number(),
  Partial: z.number(),
  Refused: z.number(),
  /** Cash the rider recorded as collected that day. */
  Collected: z.number(),
  Orders: z.array(RiderOrderCardSchema),
});
export type RiderHistoryDay = z.infer<typeof RiderHistoryDaySchema>;
export const RiderHistoryAnswerSchema = z.looseObject({
  Days: z.array(RiderHistoryDaySchema),
  Collected: z.number(),
});
export type RiderHistoryAnswer = z.infer<typeof RiderHistoryAnswerSchema>;

/** A maps search for an address (the rider's map link). */
export const mapSearchUrl = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
