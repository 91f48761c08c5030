// The payment calls of the payment pages: an order's payment view, starting a payment, asking
// about it (the server asks the provider; the page never decides) and uploading a slip.
import useSWR, { mutate } from 'swr';
import {
  buildPath,
  CALL_PATHS,
  KbankChargeAnswerSchema,
  LinePayConfirmAnswerSchema,
  PaymentCreateAnswerSchema,
  PaymentInquiryAnswerSchema,
  PaymentOrderAnswerSchema,
  PaymentSlipAnswerSchema,
  type LinePayConfirmBody,
  PaymentUnpaidAnswerSchema,
  type PaymentCreateBody,
  type PaymentUnpaidAnswer,
  type PaymentOrderAnswer,
} from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

/** `GET api/payment/order/{orderId}/{saleUnit}`: amount due, payment state, latest payment, methods. */
const paymentOrderKey = (orderId: string, saleUnit: string) => ['payments', 'order', orderId, saleUnit];

/** Drops what the pages keep of an order's payment, so the next page reads it afresh. */
export function forgetPaymentOrder(orderId: string, saleUnit: string): Promise<unknown> {
  return mutate(paymentOrderKey(orderId, saleUnit), undefined, { revalidate: false });
}

export function usePaymentOrder(orderId: string | null, saleUnit: string | null) {
  return useSWR<PaymentOrderAnswer, Error>(orderId && saleUnit ? paymentOrderKey(orderId, saleUnit) : null, async () => {
    const result = await customerApi.get(buildPath('paymentOrder', { orderId: orderId as string, saleUnit: saleUnit as string }), {
      schema: PaymentOrderAnswerSchema,
      quiet: true,
    });
    if (!result.ok) throw Object.assign(new Error(result.error.message), { status: result.status, code: result.error.code });
    return result.data;
  }, { ...swrDefaults });
}

/** `POST api/payment/create`: a new payment, or the open one of the same orders and method. */
export function createPayment(body: PaymentCreateBody) {
  return customerApi.post(CALL_PATHS.paymentCreate, body, { schema: PaymentCreateAnswerSchema, quiet: true });
}

/** `GET api/payment/inquiry/{paymentId}`: 409 PAYMENT_QR_EXPIRED and 402 PAYMENT_FAILED are answers too. */
export function inquirePayment(paymentId: string) {
  return customerApi.get(buildPath('paymentInquiry', { paymentId }), { schema: PaymentInquiryAnswerSchema, quiet: true });
}

/** `POST api/payment/linepay/confirm`: the server confirms with LINE Pay; errors as the inquiry's. */
export function confirmLinePay(body: LinePayConfirmBody) {
  return customerApi.post(CALL_PATHS.paymentLinePayConfirm, body, { schema: LinePayConfirmAnswerSchema, quiet: true });
}

/** `POST api/payment/kbank/charge/{paymentId}`: the server charges the form's token and says where the browser goes. */
export function chargeKbank(paymentId: string, token: string, lang: 'th' | 'en') {
  return customerApi.post(buildPath('paymentKbankCharge', { paymentId }), { token }, {
    schema: KbankChargeAnswerSchema,
    query: { lang },
    quiet: true,
  });
}

/** `POST api/payment/upload/slip` (multipart: file, OrderID, SaleUnit). */
export function uploadSlip(file: Blob, name: string, orderId: string, saleUnit: string) {
  const body = new FormData();
  body.append('OrderID', orderId);
  body.append('SaleUnit', saleUnit);
  body.append('file', file, name);
  return customerApi.post(CALL_PATHS.paymentSlip, body, { schema: PaymentSlipAnswerSchema, quiet: true });
}

/** `GET api/payment/unpaid/{saleUnit}`: the customer's orders of a center that may be paid together. */
export function useUnpaidOrders(saleUnit: string | null) {
  return useSWR<PaymentUnpaidAnswer, Error>(saleUnit ? ['payments', 'unpaid', saleUnit] : null, async () => {
    const result = await customerApi.get(buildPath('paymentUnpaid', { saleUnit: saleUnit as string }), {
      schema: PaymentUnpaidAnswerSchema,
      quiet: true,
    });
    if (!result.ok) throw Object.assign(new Error(result.error.message), { status: result.status, code: result.error.code });
    return result.data;
  }, { ...swrDefaults });
}
