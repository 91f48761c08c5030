import * as z from 'zod/mini';
import { AnswerNumberSchema } from '../common/common.schema.js';
import { MultilineTextSchema } from '../common/text.schema.js';

/**
 * Ledger outcomes of a refund (decision 084): APPLIED through the provider's refund call, MANUAL
 * recorded for staff to pay back by hand (a method whose provider has no refund call), REFUSED by
 * the provider (nothing refunded).
 */
export const REFUND_OUTCOMES = ['APPLIED', 'MANUAL', 'REFUSED'] as const;

/** One entry of a payment's ledger, as staff read it. */
export const PaymentLedgerEntrySchema = z.looseObject({
  EventId: z.string(),
  Provider: z.string(),
  /** NOTICE, INQUIRY, CONFIRM, SLIP, REFUND ... */
  Kind: z.string(),
  Reported: z.string(),
  /** Baht, or null when the provider named no amount. */
  Amount: z.nullable(AnswerNumberSchema),
  Outcome: z.string(),
  /** Why staff refunded, or the provider's code of a refusal. */
  Note: z.nullish(z.string()),
  ReceivedAt: z.string(),
});
export type PaymentLedgerEntry = z.infer<typeof PaymentLedgerEntrySchema>;

/** A payment of the order with its ledger. */
export const MerchantPaymentSchema = z.looseObject({
  PaymentId: z.string(),
  Method: z.string(),
  Provider: z.string(),
  Status: z.string(),
  Amount: AnswerNumberSchema,
  /** What was refunded of the whole payment so far. */
  Refunded: AnswerNumberSchema,
  /** This order's share of the payment (a combined payment pays several orders). */
  OrderShare: AnswerNumberSchema,
  /** What may still be refunded for this order. */
  Refundable: AnswerNumberSchema,
  /** True when the provider refunds by its own call; false: staff pay back by hand. */
  AutomaticRefund: z.boolean(),
  ProviderReference: z.nullish(z.string()),
  /** The provider's transaction (LINE Pay's transactionId ...). */
  TransactionId: z.nullish(z.string()),
  SlipUrl: z.nullish(z.string()),
  PaidAt: z.nullish(z.string()),
  Reason: z.nullish(z.string()),
  CreatedAt: z.string(),
  Ledger: z.array(PaymentLedgerEntrySchema),
});
export type MerchantPayment = z.infer<typeof MerchantPaymentSchema>;

/** `GET api/merchant/payment/order/{orderId}/{saleUnit}`: the merchant payment view of an order. */
export const MerchantPaymentViewAnswerSchema = z.looseObject({
  OrderID: z.string(),
  SaleUnit: z.string(),
  OrderStatus: z.string(),
  PaymentStatus: z.string(),
  /** Newest first. */
  Payments: z.array(MerchantPaymentSchema),
  /** A full refund now also cancels the order (it is still waiting or approved). */
  RefundCancels: z.boolean(),
});
export type MerchantPaymentViewAnswer = z.infer<typeof MerchantPaymentViewAnswerSchema>;

/**
 * `POST api/merchant/payment/refund/{orderId}/{saleUnit}`: refunds the order's paid payment. Without
 * `Amount` (baht) all that is left of the order's share; a full refund of a waiting or approved
 * order cancels it first. `Reason` is kept in the ledger and the order's history.
 */
export const MerchantPaymentRefundBodySchema = z.strictObject({
  Amount: z.optional(z.number().check(z.positive(), z.multipleOf(0.01), z.lte(10_000_000))),
  Reason: MultilineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export type MerchantPaymentRefundBody = z.infer<typeof MerchantPaymentRefundBodySchema>;
export const MerchantPaymentRefundAnswerSchema = MerchantPaymentViewAnswerSchema;
