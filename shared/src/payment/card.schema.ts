import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';
import { AnswerNumberSchema, SaleUnitSchema } from '../common/common.schema.js';

/**
 * `POST api/payment/return/2c2p/{paymentId}`: the browser's frontend return from 2C2P's hosted page
 * (a form POST of `paymentResponse`, base64 JSON, unsigned). It decides nothing: it sends the browser
 * to the web's return page, which asks the server (decision 085).
 */
export const C2pReturnParamsSchema = z.object({
  paymentId: LineTextSchema.check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid payment id')),
});
export type C2pReturnParams = z.infer<typeof C2pReturnParamsSchema>;
export const C2pReturnQuerySchema = z.object({ lang: z.optional(z.enum(['th', 'en'])) });
export type C2pReturnQuery = z.infer<typeof C2pReturnQuerySchema>;
export const C2pReturnBodySchema = z.object({
  paymentResponse: z.optional(LineTextSchema.check(z.maxLength(8000))),
});
export type C2pReturnBody = z.infer<typeof C2pReturnBodySchema>;
/** No body: the answer is a 303 whose Location is the web's return page. */
export const C2pReturnAnswerSchema = z.object({});
export type C2pReturnAnswer = z.infer<typeof C2pReturnAnswerSchema>;

/** `GET api/payment/unpaid/{saleUnit}`: the customer's orders of a center that may be paid online now. */
export const PaymentUnpaidParamsSchema = z.object({ saleUnit: SaleUnitSchema });
export type PaymentUnpaidParams = z.infer<typeof PaymentUnpaidParamsSchema>;
export const PaymentUnpaidOrderSchema = z.looseObject({
  OrderID: z.string(),
  SaleUnit: z.string(),
  /** Baht (what people read) and satang (what is added up). */
  Amount: AnswerNumberSchema,
  AmountSatang: z.number().check(z.int()),
  OrderDate: z.nullish(z.string()),
  Status: z.string(),
  /** The order's method as placed. */
  Method: z.string(),
});
export type PaymentUnpaidOrder = z.infer<typeof PaymentUnpaidOrderSchema>;
export const PaymentUnpaidAnswerSchema = z.array(PaymentUnpaidOrderSchema);
export type PaymentUnpaidAnswer = z.infer<typeof PaymentUnpaidAnswerSchema>;

/** `POST api/payment/kbank/charge/{paymentId}`: KBank's embedded form submits its one-time card token. */
export const KbankChargeBodySchema = z.object({
  token: LineTextSchema.check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid token')),
});
export type KbankChargeBody = z.infer<typeof KbankChargeBodySchema>;
/**
 * Its answer to the web's JSON call (through the bff): where the browser goes next, KBank's 3-D
 * Secure page or the web's KBank return page. A plain form POST is answered by a 303 there instead.
 */
export const KbankChargeAnswerSchema = z.object({ RedirectUrl: z.string() });
export type KbankChargeAnswer = z.infer<typeof KbankChargeAnswerSchema>;
/** `POST api/payment/return/kbank/{paymentId}`: KBank's browser return after 3-D Secure (read, never trusted). */
export const KbankReturnBodySchema = z.object({
  objectId: z.optional(LineTextSchema.check(z.maxLength(200))),
  status: z.optional(LineTextSchema.check(z.maxLength(40))),
});
export type KbankReturnBody = z.infer<typeof KbankReturnBodySchema>;
