// GHL's return and callback (decision 089) and staff review of a payment that
// waits for them (decision 088). GHL posts forms: they are read here only, in
// this plugin's scope, as text fields; the hash decides whether any is used.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  GhlMessageBodySchema,
  isAppError,
  MerchantPaymentReviewBodySchema,
  MerchantPaymentReviewParamsSchema,
  paymentPageStatus,
  PaymentSchema,
} from '@eorder/shared';
import * as z from 'zod/mini';
import { staffClaims } from '../../plugins/auth';
import type { PaymentReview } from './review';
import type { PaymentService } from './service';

const TAGS = ['payment'];
const FORM = 'application/x-www-form-urlencoded';

export interface GhlRoutesOptions {
  payments: PaymentService;
  review: PaymentReview;
}

const fieldsOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : undefined]));

export const ghlRoutes: FastifyPluginCallbackZod<GhlRoutesOptions> = (app, { payments, review }, done) => {
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    CALLS.paymentGhlCallback.path,
    {
      schema: {
        tags: TAGS,
        summary: "GHL's server-to-server callback",
        description:
          'A form of the response fields with HashValue2 (SHA-256 over the password and the documented fields). Answered "OK" ' +
          'once stored (a repeat too, so GHL stops retrying); a bad hash answers 401 PAYMENT_SIGNATURE_INVALID and changes nothing.',
        consumes: [FORM],
        body: GhlMessageBodySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      await payments.ghlMessage(fieldsOf(request.body), 'NOTICE');
      return reply.type('text/plain').send('OK');
    },
  );

  app.post(
    CALLS.paymentGhlReturn.path,
    {
      schema: {
        tags: TAGS,
        summary: "GHL's return of the customer's browser",
        description:
          'The form GHL posts through the browser, checked by its hash; the payment is then asked about with GHL\'s QUERY (the ' +
          'return itself decides nothing) and the browser is sent to /payment/status/{status}. A bad hash changes nothing and ' +
          'sends the browser to the pending page.',
        consumes: [FORM],
        body: GhlMessageBodySchema,
      },
    },
    async (request, reply) => {
      try {
        const { row, links } = await payments.ghlMessage(fieldsOf(request.body), 'RETURN');
        const first = links[0];
        const query = first ? `?${new URLSearchParams({ orderid: first.orderId, saleunit: first.saleUnit }).toString()}` : '';
        return reply.redirect(`/payment/status/${paymentPageStatus(row.status)}${query}`, 303);
      } catch (error) {
        if (!isAppError(error)) throw error;
        request.log.warn({ err: error }, 'GHL return refused');
        return reply.redirect('/payment/status/pending', 303);
      }
    },
  );

  app.post(
    CALLS.merchantPaymentReview.path,
    {
      onRequest: app.requireStaff(),
      schema: {
        tags: TAGS,
        summary: 'Approves or rejects a payment waiting for staff',
        description:
          'A transfer slip waiting for staff (no verification service) or a counter-service / bill-payment reference. approve pays ' +
          'the orders through the lifecycle, once; reject fails the payment (the customer may send another slip). Another ' +
          "center's payment is PAYMENT_NOT_FOUND; one not waiting is PAYMENT_NOT_WAITING (409).",
        security: [{ jtoken: [] }],
        params: MerchantPaymentReviewParamsSchema,
        body: MerchantPaymentReviewBodySchema,
        response: { 200: PaymentSchema },
      },
    },
    async (request) => review.review(Number(staffClaims(request).sub), request.params.paymentId, request.body),
  );
  done();
};
