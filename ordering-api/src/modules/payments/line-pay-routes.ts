// LINE Pay's return (the server confirms; decision 083) and the merchant
// payment view with its refunds (decision 084).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  LinePayConfirmAnswerSchema,
  LinePayConfirmBodySchema,
  MerchantPaymentRefundAnswerSchema,
  MerchantPaymentRefundBodySchema,
  MerchantPaymentViewAnswerSchema,
  PaymentOrderParamsSchema,
} from '@eorder/shared';
import { customerClaims, staffClaims } from '../../plugins/auth';
import type { RefundService } from './refunds';
import type { PaymentService } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['payment'];

export interface LinePayRoutesOptions {
  payments: PaymentService;
  refunds: RefundService;
}

export const linePayRoutes: FastifyPluginCallbackZod<LinePayRoutesOptions> = (app, { payments, refunds }, done) => {
  const member = app.requireCustomer({ allowGuest: false, center: 'usable' });
  const staff = app.requireStaff();
  const staffId = (request: Parameters<typeof staffClaims>[0]) => Number(staffClaims(request).sub);
  const orderRef = (params: { orderId: string; saleUnit: string }) => ({ orderId: params.orderId, saleUnit: params.saleUnit });

  app.post(
    CALLS.paymentLinePayConfirm.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Confirms a LINE Pay payment the customer approved',
        description:
          'Called by the return page /payment/linepay/{status}/{orderid}/{saleunit}/{key}. The server calls LINE Pay confirm ' +
          '(a repeat is applied once) and answers the payment; the address itself decides nothing. A LINE Pay amount other ' +
          'than the amount due is recorded and refused; an expired request answers 409 PAYMENT_QR_EXPIRED.',
        security,
        body: LinePayConfirmBodySchema,
        response: { 200: LinePayConfirmAnswerSchema },
      },
    },
    async (request) => payments.linePayConfirm(customerClaims(request), request.body),
  );

  app.get(
    CALLS.merchantPaymentView.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "An order's payments, their ledgers and what may be refunded",
        description: "Method, amount, state, slip picture, provider reference and ledger of each payment. Another center's order is ORDER_NOT_FOUND.",
        security,
        params: PaymentOrderParamsSchema,
        response: { 200: MerchantPaymentViewAnswerSchema },
      },
    },
    async (request) => refunds.view(staffId(request), orderRef(request.params)),
  );

  app.post(
    CALLS.merchantPaymentRefund.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Refunds a paid order in full or in part',
        description:
          "Through the provider's refund call (LINE Pay), or recorded for staff to pay back by hand (a provider without one). " +
          'Without Amount, all that is left of the order; a full refund of a waiting or approved order cancels it first. ' +
          '409 PAYMENT_REFUND_NOT_ALLOWED when nothing is paid or another refund is under way; 502 PAYMENT_REFUND_FAILED when the provider refuses.',
        security,
        params: PaymentOrderParamsSchema,
        body: MerchantPaymentRefundBodySchema,
        response: { 200: MerchantPaymentRefundAnswerSchema },
      },
    },
    async (request) => refunds.refund(staffId(request), orderRef(request.params), request.body),
  );
  done();
};
