// The payment calls (methods, views, start, status, slip, the Thai QR provider's notice) and the
// reconciliation job, each payment claimed by one replica per round.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  PaymentCreateAnswerSchema,
  PaymentCreateBodySchema,
  PaymentInquiryAnswerSchema,
  PaymentInquiryParamsSchema,
  PaymentMethodsAnswerSchema,
  PaymentMethodsQuerySchema,
  PaymentOrderAnswerSchema,
  PaymentOrderParamsSchema,
  PaymentReconcileAnswerSchema,
  type PaymentReconcileAnswer,
  PaymentSlipAnswerSchema,
} from '@eorder/shared';
import { customerClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import type { PaymentService } from './service';
import { MULTIPART, multipartParser } from '../uploads/plugin';
import type { SlipService } from './slip';
import { ghlRoutes } from './routes-ghl';
import type { PaymentReview } from './review';
import type { RefundService } from './refunds';
import { cardRoutes, signedNotice } from './card-routes';
import type { PaymentUrls } from './c2p-card-flow';
import { resolveLocale } from '@eorder/shared/server';

const security = [{ jtoken: [] }];
const TAGS = ['payment'];

/** Staff roles that may run the reconciliation by hand: the merchant administrator. */
const ADMIN_ROLES = ['1'] as const;

export interface PaymentRoutesOptions {
  payments: PaymentService;
  slips: SlipService;
  review: PaymentReview;
  /** Its refunds still pending at a provider are asked about on the same tick (decision 121). */
  refunds?: RefundService | undefined;
  /** How often the reconciliation job runs, in ms; 0 leaves it off (tests run it by hand). */
  reconcileIntervalMs: number;
  /** Where providers and returning browsers reach us (the card providers need them). */
  urls?: PaymentUrls | undefined;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  await app.register(multipartParser);
  await app.register(ghlRoutes, { payments: options.payments, review: options.review });
  const service = options.payments;
  const member = app.requireCustomer({ allowGuest: false, center: 'usable' });
  /** The payments pending for a while, then the refunds pending at their provider. */
  const reconcile = async (): Promise<PaymentReconcileAnswer> => {
    const summary = await service.reconcile();
    return options.refunds ? { ...summary, ...(await options.refunds.reconcile()) } : summary;
  };
  await app.register(cardRoutes, { payments: service, urls: options.urls });

  app.get(
    CALLS.paymentMethods.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'The payment methods a center accepts',
        description: 'COD 0, LINEPAY 1, BANK 2, others -1. An online method is listed only when its provider is configured.',
        security,
        querystring: PaymentMethodsQuerySchema,
        response: { 200: PaymentMethodsAnswerSchema },
      },
    },
    async (request) => service.methods(centerOf(request).saleUnit),
  );

  app.get(
    CALLS.paymentOrder.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: "An order's amount due, payment state, latest payment and the online methods to pay it with",
        security,
        params: PaymentOrderParamsSchema,
        response: { 200: PaymentOrderAnswerSchema },
      },
    },
    async (request) => service.orderView(customerClaims(request), request.params),
  );

  app.post(
    CALLS.paymentCreate.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Starts (or resumes) the payment of one or more unpaid orders of one center',
        description:
          'THAI_QR answers a PromptPay bill-payment QR (tag 30) with its expiry; TRANSFER waits for a slip. ' +
          'The open payment of the same orders and method is answered again; another one replaces it.',
        security,
        body: PaymentCreateBodySchema,
        response: { 200: PaymentCreateAnswerSchema },
      },
    },
    async (request) => service.create(customerClaims(request), request.body, resolveLocale(request.headers['accept-language'])),
  );

  app.get(
    CALLS.paymentInquiry.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Asks the provider about a payment and answers it',
        description: 'An expired QR answers 409 PAYMENT_QR_EXPIRED, a failed payment 402 PAYMENT_FAILED.',
        security,
        params: PaymentInquiryParamsSchema,
        response: { 200: PaymentInquiryAnswerSchema },
      },
    },
    async (request) => service.inquiry(customerClaims(request), request.params.paymentId),
  );

  app.post(
    CALLS.paymentSlip.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Uploads a transfer slip for an order',
        description:
          'multipart/form-data: `file` (a JPEG, PNG or WebP picture of the slip), `OrderID`, `SaleUnit`. The slip QR is read ' +
          'and verified by the slip service when one is configured; otherwise the slip waits for staff.',
        security,
        consumes: [MULTIPART],
        response: { 200: PaymentSlipAnswerSchema },
      },
    },
    async (request) => options.slips.upload(customerClaims(request), request),
  );

  signedNotice(app, CALLS.paymentThaiQrCallback.path, "The Thai QR provider's payment notice", (payload) => service.thaiQrNotice(payload));

  app.post(
    CALLS.paymentReconcile.path,
    {
      onRequest: app.requireStaff({ roles: ADMIN_ROLES }),
      schema: {
        tags: TAGS,
        summary: 'Asks the providers about payments pending for a while',
        description: 'What the reconciliation job does on each tick, for an administrator.',
        security,
        response: { 200: PaymentReconcileAnswerSchema },
      },
    },
    async () => reconcile(),
  );

  if (options.reconcileIntervalMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | null = null;
    const tick = () => {
      if (running) return;
      running = reconcile()
        .then((summary) => {
          if (summary.checked > 0 || (summary.refundsChecked ?? 0) > 0) app.log.info({ ...summary }, 'payments reconciled');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', (hookDone) => {
      timer = setInterval(tick, options.reconcileIntervalMs);
      timer.unref();
      hookDone();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  }

};
