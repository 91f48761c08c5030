// Orders: checkout summary, placing (once per Idempotency-Key), history,
// detail, tracking and cancelling.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALLS,
  CheckoutAnswerSchema,
  CheckoutBodySchema,
  IdempotencyHeadersSchema,
  OrderCancelAnswerSchema,
  OrderCancelBodySchema,
  OrderDetailBodySchema,
  OrderListAnswerSchema,
  OrderListQuerySchema,
  OrderPlaceAnswerSchema,
  OrderPlaceBodySchema,
  OrderRefParamsSchema,
  OrderTrackingAnswerSchema,
} from '@eorder/shared';
import { customerClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import { requestLocale } from '../../plugins/errors';
import { OrderFullDetailAnswerSchema } from './orders.schema';
import type { OrdersModule } from './service';

export interface OrderRoutesOptions {
  orders: OrdersModule;
}

const security = [{ jtoken: [] }];
const TAGS = ['order'];

export const orderRoutes: FastifyPluginCallbackZod<OrderRoutesOptions> = (
  app,
  { orders },
  done,
) => {
  const { placement, checkout, lifecycle, queries } = orders;
  const member = app.requireCustomer({ allowGuest: false });
  // The history: the customer's own orders in any center they may use, not only the token's.
  const history = app.requireCustomer({ allowGuest: false, center: 'usable' });
  const historyOrStaff = app.requireMemberOrStaff({ center: 'usable' });
  /** The order a customer-side request names, in the center resolved for it. */
  const orderRef = (request: FastifyRequest, orderId: string) => ({
    orderId,
    saleUnit: centerOf(request).saleUnit,
  });

  app.post(
    CALLS.orderCheckout.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'What the checkout page shows',
        description:
          'The priced lines (the given ones, or the selected lines of the stored cart) with promotions and the coupon, ' +
          'the ship-to and bill-to addresses with the defaults (S, else C; B, else C), the payment methods the center ' +
          'offers that this server settles (COD, and CREDIT for credit customers: AuthorizeAmount against DebtAmount plus ' +
          'the order), the point balance, the VAN choice with its reason, and OrderingBlocked while the order ' +
          'announcement or a maintenance window closes ordering.',
        security,
        body: CheckoutBodySchema,
        response: { 200: CheckoutAnswerSchema },
      },
    },
    async (request) =>
      checkout(
        customerClaims(request),
        centerOf(request).saleUnit,
        request.body,
        requestLocale(request),
      ),
  );

  app.post(
    CALLS.orderPlace.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Places an order, once per Idempotency-Key',
        description:
          'One transaction: the key is claimed (a request with the same key waits, then answers the same order with ' +
          'Replayed true; the same key with another body is IDEMPOTENCY_CONFLICT), the lines are priced by the server ' +
          '(prices and discounts are never taken from the client; ExpectedTotal, when sent, must match), promotion and ' +
          'coupon uses are taken with conditional updates, stock is reserved per product with its units summed ' +
          '(OUT_OF_STOCK when short), credit (CREDIT_EXCEEDED) or points (POINTS_NOT_ENOUGH) are taken, and the order ' +
          "number comes from the center's locked counter. A failure leaves nothing behind. Refused with " +
          'ORDERING_DISABLED_ANNOUNCEMENT while ordering is closed.',
        security,
        headers: IdempotencyHeadersSchema,
        body: OrderPlaceBodySchema,
        response: { 200: OrderPlaceAnswerSchema },
      },
    },
    async (request) => {
      // The header schema makes it present; the index type cannot say so.
      const key = request.headers['idempotency-key'] ?? '';
      return placement.place(
        customerClaims(request),
        centerOf(request).saleUnit,
        request.body,
        key,
        requestLocale(request),
      );
    },
  );

  app.get(
    CALLS.orderList.path,
    {
      onRequest: history,
      schema: {
        tags: TAGS,
        summary: "The customer's orders, by status tab",
        description:
          "Status 'All' (the default) or one of WAIT, APPROVED, SHIPPING, DELIVERED, CANCELLED; newest first. " +
          'The orders of SaleUnit when given (CENTER_NOT_ALLOWED for a center the caller may not use), else of ' +
          'every center the caller may use (for a salesperson or agent acting for the customer, only the ' +
          'centers they serve too).',
        security,
        querystring: OrderListQuerySchema,
        response: { 200: OrderListAnswerSchema },
      },
    },
    async (request) => {
      const center = centerOf(request);
      const saleUnits = request.query.SaleUnit ? [center.saleUnit] : (center.usable ?? []);
      return queries.list(customerClaims(request), saleUnits, request.query);
    },
  );

  app.post(
    CALLS.orderDetail.path,
    {
      onRequest: history,
      schema: {
        tags: TAGS,
        summary: "One of the customer's orders",
        description:
          'Order, OrderDetails (the snapshot taken when it was placed), ShipTo, BillTo, the promotions it got, its status history and, for a redeem order, its goods issue.',
        security,
        body: OrderDetailBodySchema,
        response: { 200: OrderFullDetailAnswerSchema },
      },
    },
    async (request) =>
      queries.detail(
        await queries.customerOrder(
          customerClaims(request),
          orderRef(request, request.body.orderid),
        ),
        requestLocale(request),
      ),
  );

  app.get(
    CALLS.orderTracking.path,
    {
      onRequest: historyOrStaff,
      schema: {
        tags: TAGS,
        summary: 'The status timeline of an order',
        security,
        params: OrderRefParamsSchema,
        response: { 200: OrderTrackingAnswerSchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      const order =
        auth?.kind === 'staff'
          ? await queries.staffOrder(Number(auth.sub), request.params)
          : await queries.customerOrder(
              customerClaims(request),
              orderRef(request, request.params.orderId),
            );
      return queries.tracking(order);
    },
  );

  app.post(
    CALLS.orderCancel.path,
    {
      onRequest: history,
      schema: {
        tags: TAGS,
        summary: 'Cancels an order still waiting and unpaid',
        description:
          'Allowed while the status is WAIT and nothing is paid (ORDER_CANNOT_CANCEL otherwise). In the same ' +
          'transaction the stock, promotion uses, credit, points and coupon the order took are given back.',
        security,
        params: OrderRefParamsSchema,
        body: z.nullish(OrderCancelBodySchema),
        response: { 200: OrderCancelAnswerSchema },
      },
    },
    async (request) => {
      const order = await queries.customerOrder(
        customerClaims(request),
        orderRef(request, request.params.orderId),
      );
      const customer = {
        kind: 'customer' as const,
        customerId: order.customerId,
        code: customerClaims(request).CUSTOMERCODE,
      };
      const cancelled = await lifecycle.cancel(customer, order, {
        note: request.body?.Reason ?? null,
      });
      return { Order: await queries.orderWire(cancelled) };
    },
  );

  done();
};
