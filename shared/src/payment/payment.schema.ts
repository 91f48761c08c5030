import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';
import { AnswerNumberSchema, SaleUnitSchema } from '../common/common.schema.js';
import { PaymentMethodSchema } from '../order/order.schema.js';

/**
 * States of a payment (decision 059). CREATED: made, nothing shown yet; PENDING: the customer
 * was given a QR, a slip is waiting or a provider page is open; PAID, FAILED, EXPIRED; REFUNDED
 * and PARTIALLY_REFUNDED after a refund. Only the provider's signed notice or its inquiry (or staff
 * approving a slip) makes a payment PAID; a browser's return never does.
 */
export const PAYMENT_STATUSES = [
  'CREATED',
  'PENDING',
  'PAID',
  'FAILED',
  'EXPIRED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** States a payment does not leave by itself (a refund moves PAID on). */
export const SETTLED_PAYMENT_STATUSES = ['PAID', 'FAILED', 'EXPIRED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export const isSettledPayment = (status: string): boolean =>
  (SETTLED_PAYMENT_STATUSES as readonly string[]).includes(status);

/** The `/payment/status/{status}` page's statuses (lower case in the address). */
export const PAYMENT_PAGE_STATUSES = ['success', 'pending', 'failed', 'expired'] as const;
export type PaymentPageStatus = (typeof PAYMENT_PAGE_STATUSES)[number];

/** The result page a payment state leads to. */
export function paymentPageStatus(status: string): PaymentPageStatus {
  if (status === 'PAID') return 'success';
  if (status === 'EXPIRED') return 'expired';
  if (status === 'FAILED' || status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED') return 'failed';
  return 'pending';
}

/** A payment of one or more orders of one center. */
export const PaymentSchema = z.looseObject({
  PaymentId: z.string(),
  /** The first (or only) order paid; `OrderIDs` lists all of a combined payment. */
  OrderID: z.string(),
  OrderIDs: z.array(z.string()),
  SaleUnit: z.string(),
  Method: z.string(),
  /** The specification's method code: COD 0, LINEPAY 1, BANK 2, others -1. */
  MethodCode: z.number().check(z.int()),
  Status: z.string(),
  /** Baht, two decimals (what people read). */
  Amount: AnswerNumberSchema,
  /** The same amount in satang: the integer every provider call and check uses. */
  AmountSatang: z.number().check(z.int()),
  Currency: z.string(),
  /** Where to send the browser (card and wallet providers). */
  RedirectUrl: z.nullish(z.string()),
  /** The same provider page for a browser inside LINE (LINE Pay's paymentUrl.app). */
  RedirectUrlApp: z.nullish(z.string()),
  /** A QR payload (PromptPay / Thai QR) the web renders. */
  QrPayload: z.nullish(z.string()),
  /** When a QR stops being payable: 'Please scan QR Code before {date}'. */
  ExpiresAt: z.nullish(z.string()),
  /** The server's time of the answer, so a countdown does not trust the phone's clock. */
  ServerTime: z.nullish(z.string()),
  SlipUrl: z.nullish(z.string()),
  /** The reference number a counter-service or bill payment is paid with (decision 089). */
  Reference: z.nullish(z.string()),
  PaidAt: z.nullish(z.string()),
  /** Why it failed or waits: AMOUNT_MISMATCH, SLIP_REUSED, WAITING_FOR_STAFF ... */
  Reason: z.nullish(z.string()),
  Message: z.nullish(z.string()),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** `GET api/payment/methods?saleUnit=`: the methods a center accepts. */
export const PaymentMethodsQuerySchema = z.object({ saleUnit: z.optional(SaleUnitSchema) });
export type PaymentMethodsQuery = z.infer<typeof PaymentMethodsQuerySchema>;
export const PaymentMethodOptionSchema = z.looseObject({
  Method: z.string(),
  Code: z.number().check(z.int()),
  NameTH: z.string(),
  NameEN: z.string(),
  Enabled: z.boolean(),
  /** Paid online now (a payment page follows) rather than on delivery or on account. */
  Online: z.optional(z.boolean()),
});
export type PaymentMethodOption = z.infer<typeof PaymentMethodOptionSchema>;
export const PaymentMethodsAnswerSchema = z.array(PaymentMethodOptionSchema);
export type PaymentMethodsAnswer = z.infer<typeof PaymentMethodsAnswerSchema>;

const OrderIdSchema = LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40));

/** `POST api/payment/create`: starts (or resumes) the payment of an order, or of several (combined). */
export const PaymentCreateBodySchema = z.strictObject({
  OrderID: OrderIdSchema,
  /** More unpaid orders of the same center paid with it (the combined payment). */
  OrderIDs: z.optional(z.array(OrderIdSchema).check(z.maxLength(20))),
  SaleUnit: SaleUnitSchema,
  Method: PaymentMethodSchema,
  /** Where the provider returns the browser; must be on our own origin. */
  ReturnUrl: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(1000))),
});
export type PaymentCreateBody = z.infer<typeof PaymentCreateBodySchema>;
export const PaymentCreateAnswerSchema = PaymentSchema;
export type PaymentCreateAnswer = z.infer<typeof PaymentCreateAnswerSchema>;

/** `GET api/payment/inquiry/{paymentId}`: asks the provider and answers the payment. */
export const PaymentInquiryParamsSchema = z.object({
  paymentId: LineTextSchema.check(
    z.trim(),
    z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid payment id'),
  ),
});
export type PaymentInquiryParams = z.infer<typeof PaymentInquiryParamsSchema>;
export const PaymentInquiryAnswerSchema = PaymentSchema;
export type PaymentInquiryAnswer = z.infer<typeof PaymentInquiryAnswerSchema>;

/** `POST api/payment/upload/slip` (multipart, one image `file`): the text fields. */
export const PaymentSlipFieldsSchema = z.object({
  OrderID: OrderIdSchema,
  SaleUnit: SaleUnitSchema,
});
export type PaymentSlipFields = z.infer<typeof PaymentSlipFieldsSchema>;
export const PaymentSlipAnswerSchema = PaymentSchema;
export type PaymentSlipAnswer = z.infer<typeof PaymentSlipAnswerSchema>;

/** `GET api/payment/order/{orderId}/{saleUnit}`: what the payment pages show of an order. */
export const PaymentOrderParamsSchema = z.object({
  orderId: OrderIdSchema,
  saleUnit: SaleUnitSchema,
});
export type PaymentOrderParams = z.infer<typeof PaymentOrderParamsSchema>;
export const PaymentOrderAnswerSchema = z.looseObject({
  OrderID: z.string(),
  SaleUnit: z.string(),
  /** The order's method as placed. */
  Method: z.string(),
  Amount: AnswerNumberSchema,
  AmountSatang: z.number().check(z.int()),
  OrderStatus: z.string(),
  PaymentStatus: z.string(),
  /** The latest payment of the order, if any. */
  Payment: z.nullable(PaymentSchema),
  /** The methods the customer may pay it with now. */
  Methods: PaymentMethodsAnswerSchema,
});
export type PaymentOrderAnswer = z.infer<typeof PaymentOrderAnswerSchema>;

/** `POST api/payment/callback/thaiqr`: the provider's notice, a JWT signed with the shared secret. */
export const ThaiQrCallbackBodySchema = z.object({ payload: LineTextSchema.check(z.minLength(1), z.maxLength(8000)) });
export type ThaiQrCallbackBody = z.infer<typeof ThaiQrCallbackBodySchema>;
/** The provider reads `respCode` '0000' as received (it stops retrying). */
export const ThaiQrCallbackAnswerSchema = z.object({ respCode: z.string(), respDesc: z.string() });
export type ThaiQrCallbackAnswer = z.infer<typeof ThaiQrCallbackAnswerSchema>;

/**
 * `POST api/payment/linepay/confirm`: the LINE Pay return page asks the server to confirm; `PaymentId`
 * is the `{key}` of `/payment/linepay/{status}/{orderid}/{saleunit}/{key}`, `TransactionId` what LINE
 * Pay added to the address (it must be the payment's own).
 */
export const LinePayConfirmBodySchema = z.strictObject({
  PaymentId: PaymentInquiryParamsSchema.shape.paymentId,
  TransactionId: z.nullish(LineTextSchema.check(z.trim(), z.regex(/^\d{1,30}$/, 'Invalid transaction id'))),
});
export type LinePayConfirmBody = z.infer<typeof LinePayConfirmBodySchema>;
export const LinePayConfirmAnswerSchema = PaymentSchema;

/** `POST api/payment/reconcile`: what one run of the reconciliation job did. */
export const PaymentReconcileAnswerSchema = z.object({
  checked: z.number(),
  paid: z.number(),
  expired: z.number(),
  failed: z.number(),
  /** Refunds pending at their provider that were asked about, then refunded or failed (decision 121). */
  refundsChecked: z.optional(z.number()),
  refunded: z.optional(z.number()),
  refundsFailed: z.optional(z.number()),
});
export type PaymentReconcileAnswer = z.infer<typeof PaymentReconcileAnswerSchema>;
