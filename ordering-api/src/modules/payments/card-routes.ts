// The calls of the 2C2P card payment and of the combined payment's order list
// (decision 085): 2C2P's signed backend notification, the browser's frontend
// return (a form POST answered by a 303 to the web's return page) and the
// customer's unpaid orders of a center that may be paid together.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  AppError,
  C2pReturnBodySchema,
  C2pReturnParamsSchema,
  C2pReturnQuerySchema,
  CALLS,
  mayTransition,
  PaymentUnpaidAnswerSchema,
  PaymentUnpaidParamsSchema,
  ThaiQrCallbackAnswerSchema,
  ThaiQrCallbackBodySchema,
  type CustomerClaims,
  type PaymentUnpaidAnswer,
} from '@eorder/shared';
import { orders } from '../../db/schema';
import { customerClaims, isGuestClaims } from '../../plugins/auth';
import { resolveCaller } from '../pricing/caller';
import { SETTLED_METHODS } from '../orders/placement/checks';
import { cardReturnTarget, type PaymentUrls } from './c2p-card-flow';
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
  const rows = await payments.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.saleUnit, saleUnit),
        eq(orders.mode, 'MONEY'),
        eq(orders.paymentStatus, 'UNPAID'),
        inArray(orders.paymentType, payments.online.filter((m) => !SETTLED_METHODS.includes(m))),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(200);
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

  app.post(
    CALLS.paymentC2pCardCallback.path,
    {
      schema: {
        tags: TAGS,
        summary: "2C2P's backend notification of a card payment",
        description:
          '{ payload: JWT } signed HS256 with the merchant secret (PGW 4.3). A repeat of a transaction is answered 0000 and ' +
          'changes nothing; a bad signature answers 401 and changes nothing.',
        body: ThaiQrCallbackBodySchema,
        response: { 200: ThaiQrCallbackAnswerSchema },
      },
    },
    async (request) => {
      await service.c2pCardNotice(request.body.payload);
      return { respCode: '0000', respDesc: 'Success' };
    },
  );

  app.post(
    CALLS.paymentC2pCardReturn.path,
    {
      schema: {
        tags: TAGS,
        summary: "The browser's return from 2C2P's hosted card page",
        description:
          'A form POST (`paymentResponse`, base64 JSON, unsigned) answered by 303 to the web page ' +
          '`/payment/2c2p/return/{orderid}/{saleunit}/{paymentId}`, which asks the server; the return itself decides nothing.',
        consumes: [FORM, 'application/json'],
        params: C2pReturnParamsSchema,
        querystring: C2pReturnQuerySchema,
        body: C2pReturnBodySchema,
      },
    },
    async (request, reply) => {
      if (!options.urls) throw new AppError('NOT_FOUND');
      const told = readFrontendReturn(request.body.paymentResponse);
      if (told && told.invoiceNo !== request.params.paymentId) request.log.warn({ told }, '2C2P return about another invoice');
      const target = await cardReturnTarget(service.repository, options.urls, request.params.paymentId, request.query.lang ?? 'th');
      return reply.redirect(target, 303);
    },
  );
};
