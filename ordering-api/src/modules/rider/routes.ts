// The rider's calls (decision 064): orders by tab, one order, a delivery step
// (multipart, with the proof images, once per Idempotency-Key) and the history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  IdempotencyHeadersSchema,
  OrderRefParamsSchema,
  RIDER_PROOF_MAX_BYTES,
  RiderHistoryAnswerSchema,
  RiderHistoryQuerySchema,
  RiderOrderDetailAnswerSchema,
  RiderOrderListAnswerSchema,
  RiderOrderListQuerySchema,
  RiderStatusAnswerSchema,
  RiderStatusFieldsSchema,
} from '@eorder/shared';
import { riderClaims } from '../../plugins/auth';
import type { OrdersModule } from '../orders/service';
import { MULTIPART, multipartParser, readImages } from '../uploads/plugin';
import { createRiderService } from './service';

export interface RiderRoutesOptions {
  orders: OrdersModule;
}

const security = [{ jtoken: [] }];
const TAGS = ['rider'];

export const riderRoutes: FastifyPluginAsyncZod<RiderRoutesOptions> = async (app, { orders }) => {
  await app.register(multipartParser);
  const service = createRiderService({ db: app.db, clock: app.clock, orders, images: app.images });
  const rider = app.requireRider();

  app.get(
    CALLS.riderOrders.path,
    {
      onRequest: rider,
      schema: {
        tags: TAGS,
        summary: "The rider's orders of a tab",
        description:
          'status APPROVED (assigned, to pick up; the default), SHIPPING (on the way), DELIVERED (delivered, partly ' +
          'delivered or refused by this rider on Date, Bangkok, today by default) or Invoice Approve (invoices ' +
          "waiting for the rider's decision). Only orders assigned to the signed-in rider. Each with the customer, " +
          'the address on one line, a maps link, the phone, the payment method and the cash to collect.',
        security,
        querystring: RiderOrderListQuerySchema,
        response: { 200: RiderOrderListAnswerSchema },
      },
    },
    async (request) => service.list(riderClaims(request), request.query),
  );

  app.get(
    CALLS.riderOrderDetail.path,
    {
      onRequest: rider,
      schema: {
        tags: TAGS,
        summary: 'An order assigned to the rider',
        description:
          "The order's card, its lines (with what was delivered once it ended), the proof, the tracking events and " +
          'the steps the rider may take now. Another rider\'s order is ORDER_NOT_FOUND.',
        security,
        params: OrderRefParamsSchema,
        response: { 200: RiderOrderDetailAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.detail(riderClaims(request), request.params);
    },
  );

  app.post(
    CALLS.riderOrderStatus.path,
    {
      onRequest: rider,
      schema: {
        tags: TAGS,
        summary: 'A delivery step',
        description:
          'multipart/form-data. Step START (APPROVED -> SHIPPING), ARRIVE (once), DELIVER (SHIPPING -> DELIVERED: ' +
          'the `photo` part and ReceiverName required, `signature` optional; Lines, JSON text, names the lines not ' +
          'delivered in full with DeliveredQty and a Reason, whose units go back to stock; CashCollected), REFUSE ' +
          '(SHIPPING -> CANCELLED with a Reason; everything comes back), INVOICE_APPROVE or INVOICE_CANCEL (invoice ' +
          'Wait -> Approved or Canceled). Images are decoded and stored again as JPEG (decision 034). Each step ' +
          "writes one history event and queues one LINE notice for the customer. Once per Idempotency-Key: a retry " +
          'answers the order as it is with Replayed true; the same key with other fields is IDEMPOTENCY_CONFLICT. ' +
          "Only the assigned rider: another rider's order is ORDER_NOT_FOUND.",
        consumes: [MULTIPART],
        security,
        params: OrderRefParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: RiderStatusAnswerSchema },
      },
    },
    async (request) => {
      const { images, fields } = await readImages(request, {
        files: { photo: 'optional', signature: 'optional' },
        fields: RiderStatusFieldsSchema,
        maxBytes: RIDER_PROOF_MAX_BYTES,
      });
      const key = request.headers['idempotency-key'] ?? '';
      return service.step(riderClaims(request), request.params, fields, images, key);
    },
  );

  app.get(
    CALLS.riderHistory.path,
    {
      onRequest: rider,
      schema: {
        tags: TAGS,
        summary: "The rider's past deliveries by day",
        description:
          'Days between From and To (Bangkok dates, both included; the last 7 days by default, at most 62), latest ' +
          'first, each with its delivered, partly delivered and refused orders and the cash collected.',
        security,
        querystring: RiderHistoryQuerySchema,
        response: { 200: RiderHistoryAnswerSchema },
      },
    },
    async (request) => service.history(riderClaims(request), request.query),
  );
};
