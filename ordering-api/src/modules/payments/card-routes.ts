// The 2C2P card calls (signed backend notice, frontend return answered by a 303) and the combined
// payment's list of unpaid orders (decision 085).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import {
  AppError,
  C2pReturnBodySchema,
  C2pReturnParamsSchema,
  C2pReturnQuerySchema,
  CALLS,
  KbankChargeAnswerSchema,
  KbankChargeBodySchema,
  KbankReturnBodySchema,
  mayTransition,
  PaymentUnpaidAnswerSchema,
  PaymentUnpaidParamsSchema,
  ThaiQrCallbackAnswerSchema,
  ThaiQrCallbackBodySchema,
  type CustomerClaims,
  type PaymentUnpaidAnswer,
} from '@eorder/shared';
import { customerClaims, isGuestClaims } from '../../plugins/auth';
import { resolveCaller } from '../pricing/caller';
import { SETTLED_METHODS } from '../orders/placement/checks';
import { cardReturnTarget, kbankReturnTarget, type PaymentUrls } from './c2p-card-flow';
import { bahtOf, satangOf } from './promptpay';
import { readFrontendReturn } from './providers/c2p-card';
import type { PaymentService } from './service';

const TAGS = ['payment'];
const FORM = 'application/x-www-form-urlencoded';
/** The most orders one combined payment pays (the create call's limit, plus the first). */
const MAX_COMBINED = 21;

export interface CardRoutesOptions {
  payments: PaymentService;
  urls: PaymentUrls | undefined;
}

/** The customer's orders of a center that may be paid online now, oldest first. */
async function unpaidOrders(payments: PaymentService, claims: CustomerClaims, saleUnit: string): Promise<PaymentUnpaidAnswer> {
  if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
  const caller = await resolveCaller(payments.db, claims, saleUnit);
  const customerId = caller.customer?.id;
  if (!customerId) return [];
  const methods = payments.online.filter((m) => !SETTLED_METHODS.includes(m));
  const rows = await payments.repository.unpaidOrdersOf(customerId, saleUnit, methods);
  return rows
    .filter((o) => o.total > 0 && mayTransition('pay', 'payment', { Status: o.status, PaymentStatus: o.paymentStatus }))
    .slice(0, MAX_COMBINED)
    .map((o) => ({
      OrderID: o.orderId,
      SaleUnit: o.saleUnit,
      Amount: bahtOf(satangOf(o.total)),
      AmountSatang: satangOf(o.total),
      OrderDate: o.createdAt.toISOString(),
      Status: o.status,
      Method: o.paymentType,
    }));
}

/**
 * A provider's signed notice `{ payload: JWT }` (PGW 4.3): answered 0000 once stored, a repeat too (the
 * provider stops retrying); a bad signature 401 with nothing changed.
 */
export function signedNotice(app: FastifyInstance, path: string, summary: string, notice: (payload: string) => Promise<void>) {
  app.post(
    path,
    {
      schema: {
        tags: TAGS,
        summary,
        description:
          '{ payload: JWT } signed HS256 with the merchant secret. A repeat of a transaction is answered 0000 and ' +
          'changes nothing; a bad signature answers 401 and changes nothing.',
        body: ThaiQrCallbackBodySchema,
        response: { 200: ThaiQrCallbackAnswerSchema },
      },
    },
    async (request) => {
      await notice((request.body as { payload: string }).payload);
      return { respCode: '0000', respDesc: 'Success' };
    },
  );
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const cardRoutes: FastifyPluginAsyncZod<CardRoutesOptions> = async (app, options) => {
  const service = options.payments;
  // 2C2P's frontend return is a browser form POST; only its fields are read, nothing is trusted.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    CALLS.paymentUnpaid.path,
    {
      onRequest: app.requireCustomer({ allowGuest: false, center: 'usable' }),
      schema: {
        tags: TAGS,
        summary: "The customer's unpaid orders of a center that may be paid together",
        description: 'Orders placed with an online method, unpaid and still payable; a combined payment takes their `OrderIDs`.',
        security: [{ jtoken: [] }],
        params: PaymentUnpaidParamsSchema,
        response: { 200: PaymentUnpaidAnswerSchema },
      },
    },
    async (request) => unpaidOrders(service, customerClaims(request), request.params.saleUnit),
  );

  signedNotice(app, CALLS.paymentC2pCardCallback.path, "2C2P's backend notification of a card payment", (payload) => service.c2pCardNotice(payload));

  /** A browser form POST that decides nothing: answered by a 303 (params: the payment id; query: the language). */
  function browserPost<B extends z.ZodMiniType<Record<string, unknown>>>(
    path: string,
    doc: { summary: string; description: string },
    body: B,
    target: (paymentId: string, lang: 'th' | 'en', body: z.infer<B>, log: FastifyBaseLogger) => Promise<string>,
  ) {
    app.post(
      path,
      {
        schema: {
          tags: TAGS,
          ...doc,
          consumes: [FORM, 'application/json'],
          params: C2pReturnParamsSchema,
          querystring: C2pReturnQuerySchema,
          body,
        },
      },
      async (request, reply) => {
        if (!options.urls) throw new AppError('NOT_FOUND');
        const { paymentId } = request.params;
        const { lang } = request.query;
        return reply.redirect(await target(paymentId, lang ?? 'th', request.body as z.infer<B>, request.log), 303);
      },
    );
  }
  const urls = () => options.urls as PaymentUrls;

  browserPost(
    CALLS.paymentC2pCardReturn.path,
    {
      summary: "The browser's return from 2C2P's hosted card page",
      description:
        'A form POST (`paymentResponse`, base64 JSON, unsigned) answered by 303 to the web page ' +
        '`/payment/2c2p/return/{orderid}/{saleunit}/{paymentId}`, which asks the server; the return itself decides nothing.',
    },
    C2pReturnBodySchema,
    async (paymentId, lang, body, log) => {
      const told = readFrontendReturn(body.paymentResponse);
      if (told && told.invoiceNo !== paymentId) log.warn({ told }, '2C2P return about another invoice');
      return cardReturnTarget(service.repository, urls(), paymentId, lang);
    },
  );

  // The web's page calls it as JSON through the bff and is told where to go; KBank's plain form
  // POST (a form submitted by its script) gets the same place as a 303 (decision 095).
  app.post(
    CALLS.paymentKbankCharge.path,
    {
      schema: {
        tags: TAGS,
        summary: "KBank's embedded card form submits its token",
        description:
          "The token (one use) from KBank's embedded form is charged once with the secret key. A JSON call answers 200 " +
          "`{ RedirectUrl }`; a form POST answers a 303 there: KBank's 3-D Secure page, or the web's KBank return page.",
        consumes: [FORM, 'application/json'],
        params: C2pReturnParamsSchema,
        querystring: C2pReturnQuerySchema,
        body: KbankChargeBodySchema,
        response: { 200: KbankChargeAnswerSchema },
      },
    },
    async (request, reply) => {
      if (!options.urls) throw new AppError('NOT_FOUND');
      const { paymentId } = request.params;
      const target =
        (await service.kbankCharge(paymentId, request.body.token)).redirectUrl ??
        (await kbankReturnTarget(service.repository, urls(), paymentId, request.query.lang ?? 'th'));
      if (String(request.headers['content-type'] ?? '').startsWith(FORM)) return reply.redirect(target, 303);
      return { RedirectUrl: target };
    },
  );

  browserPost(
    CALLS.paymentKbankReturn.path,
    {
      summary: "The browser's return from KBank's 3-D Secure",
      description:
        'A form POST (`objectId`, `status`, unsigned) answered by 303 to `/paymentkbank/callback/card/{orderid}/{saleunit}` ' +
        '(or `/payment/kbank/callback/card/{saleunit}` for several orders) with `?paymentId=`; that page asks the server, which asks KBank.',
    },
    KbankReturnBodySchema,
    (paymentId, lang) => kbankReturnTarget(service.repository, urls(), paymentId, lang),
  );
};
