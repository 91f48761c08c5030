import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';

/**
 * GHL's return and callback (decision 089): a form of the response fields with HashValue2.
 * Every field is text; the hash decides whether any of it is read.
 */
const ghlText = z.optional(LineTextSchema.check(z.maxLength(500)));
export const GhlMessageBodySchema = z.object({
  TransactionType: ghlText,
  PymtMethod: ghlText,
  ServiceID: ghlText,
  PaymentID: ghlText,
  OrderNumber: ghlText,
  Amount: ghlText,
  CurrencyCode: ghlText,
  TxnID: ghlText,
  TxnStatus: ghlText,
  AuthCode: ghlText,
  BankRefNo: ghlText,
  IssuingBank: ghlText,
  TxnMessage: ghlText,
  Param6: ghlText,
  Param7: ghlText,
  HashValue: ghlText,
  HashValue2: ghlText,
});
export type GhlMessageBody = z.infer<typeof GhlMessageBodySchema>;

/** `POST api/merchant/payments/{paymentId}/review`: staff approve or reject a payment waiting for them. */
export const MerchantPaymentReviewParamsSchema = z.object({
  paymentId: LineTextSchema.check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid payment id')),
});
export type MerchantPaymentReviewParams = z.infer<typeof MerchantPaymentReviewParamsSchema>;
export const MERCHANT_PAYMENT_DECISIONS = ['approve', 'reject'] as const;
export const MerchantPaymentReviewBodySchema = z.strictObject({
  Decision: z.enum(MERCHANT_PAYMENT_DECISIONS),
  /** Why a slip is rejected (kept in the ledger). */
  Reason: z.optional(LineTextSchema.check(z.trim(), z.maxLength(200))),
});
export type MerchantPaymentReviewBody = z.infer<typeof MerchantPaymentReviewBodySchema>;
