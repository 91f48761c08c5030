import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';
import { AnswerNumberSchema, SaleUnitSchema } from '../common/common.schema.js';
import { PaymentMethodSchema } from '../order/order.schema.js';

/** States of a payment. The provider's inquiry is the truth; a redirect is only a hint. */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment of an order. */
export const PaymentSchema = z.looseObject({
  PaymentId: z.string(),
  OrderID: z.string(),
  SaleUnit: z.string(),
  Method: z.string(),
  /** The specification's method code: COD 0, LINEPAY 1, BANK 2, others -1. */
  MethodCode: z.number().check(z.int()),
  Status: z.string(),
  Amount: AnswerNumberSchema,
  Currency: z.string(),
  /** Where to send the browser (card and wallet providers). */
  RedirectUrl: z.nullish(z.string()),
  /** A QR payload (PromptPay / Thai QR) the web renders. */
  QrPayload: z.nullish(z.string()),
  /** When a QR stops being payable: 'Please scan QR Code before {date}'. */
  ExpiresAt: z.nullish(z.string()),
  SlipUrl: z.nullish(z.string()),
  PaidAt: z.nullish(z.string()),
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
});
export type PaymentMethodOption = z.infer<typeof PaymentMethodOptionSchema>;
export const PaymentMethodsAnswerSchema = z.array(PaymentMethodOptionSchema);
export type PaymentMethodsAnswer = z.infer<typeof PaymentMethodsAnswerSchema>;

/** `POST api/payment/create`: starts (or resumes) the payment of an order. */
export const PaymentCreateBodySchema = z.strictObject({
  OrderID: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40)),
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
  OrderID: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40)),
  SaleUnit: SaleUnitSchema,
});
export type PaymentSlipFields = z.infer<typeof PaymentSlipFieldsSchema>;
export const PaymentSlipAnswerSchema = PaymentSchema;
export type PaymentSlipAnswer = z.infer<typeof PaymentSlipAnswerSchema>;
