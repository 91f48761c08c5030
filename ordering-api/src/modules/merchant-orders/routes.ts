// The merchant's orders: list, detail (GET_ORDER_DETAIL), the lifecycle's
// actions, the tracking edit and the center's riders. Staff only, scoped to the
// staff member's centers (decision 056).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  MerchantOrderActionAnswerSchema,
  MerchantOrderActionBodySchema,
  MerchantOrderDetailAnswerSchema,
  MerchantOrderListAnswerSchema,
  MerchantOrderListQuerySchema,
  MerchantRidersAnswerSchema,
  MerchantRidersQuerySchema,
  MerchantTrackingAnswerSchema,
  MerchantTrackingBodySchema,
  OrderDetailBodySchema,
  OrderRefParamsSchema,
} from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import { requestLocale } from '../../plugins/errors';
import type { MerchantOrderService } from './service';

export interface MerchantOrderRoutesOptions {
  merchantOrders: MerchantOrderService;
}

const security = [{ jtoken: [] }];
const TAGS = ['order'];

export const merchantOrderRoutes: FastifyPluginCallbackZod<MerchantOrderRoutesOptions> = (
  app,
  { merchantOrders },
  done,
) => {
  const staff = app.requireStaff();
  const staffId = (request: Parameters<typeof staffClaims>[0]) => Number(staffClaims(request).sub);

  app.get(
    CALLS.merchantOrderList.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "The orders of the staff member's centers, by status tab",
        description:
          "Status 'All' (the default) or one order status; Text finds the order number, the customer code or name; " +
          'FromDate and ToDate (YYYYMMDD, Bangkok, both included); newest first, 12 a page (skip, take). SaleUnit ' +
          'narrows to one of the staff member\'s centers (CENTER_NOT_ALLOWED otherwise). Mode point lists redeem ' +
          'orders; GoodsIssue (WAIT, APPROVE, CANCEL) lists redeem orders by the state of their goods issue.',
        security,
        querystring: MerchantOrderListQuerySchema,
        response: { 200: MerchantOrderListAnswerSchema },
      },
    },
    async (request) => merchantOrders.list(staffId(request), request.query),
  );

  app.post(
    CALLS.merchantOrderDetail.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "An order of one of the staff member's centers",
        description:
          'Order, OrderDetails, ShipTo and BillTo (the specification), with the promotions, the status history, a ' +
          "redeem order's goods issue, the payment (read-only), the parcel (rider or carrier, tracking number, " +
          "expected date) and the actions staff may take now. Another center's order is ORDER_NOT_FOUND.",
        security,
        body: OrderDetailBodySchema,
        response: { 200: MerchantOrderDetailAnswerSchema },
      },
    },
    async (request) =>
      merchantOrders.detail(
        staffId(request),
        { orderId: request.body.orderid, saleUnit: request.body.saleunit },
        requestLocale(request),
      ),
  );

  app.post(
    CALLS.merchantOrderAction.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Approves, ships, delivers or cancels an order',
        description:
          'One change of the order lifecycle (decision 043) by staff of the order\'s center: approve (WAIT), ship ' +
          '(APPROVED; to a rider of the center, RiderId, or a carrier, Carrier and TrackingNo), deliver (SHIPPING), ' +
          'cancel (WAIT or APPROVED, with a Reason; stock, credit, points and coupon go back). Expect is the status ' +
          'the page showed: ORDER_CHANGED_MEANWHILE (409) when the order has moved since. A change the table does ' +
          'not allow is ORDER_STATUS_CHANGE_NOT_ALLOWED or ORDER_CANNOT_CANCEL (409). Each change writes one ' +
          'status-history row and one LINE notice for the customer. Answers the order as the detail does.',
        security,
        params: OrderRefParamsSchema,
        body: MerchantOrderActionBodySchema,
        response: { 200: MerchantOrderActionAnswerSchema },
      },
    },
    async (request) =>
      merchantOrders.act(staffId(request), request.params, request.body, requestLocale(request)),
  );

  app.post(
    CALLS.merchantTrackingEdit.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "Edits an order's carrier, tracking number and expected date",
        description:
          'A field left out stays; null or an empty text clears it. ExpectedDate is YYYYMMDD. Not on a cancelled ' +
          "order (ORDER_STATUS_CHANGE_NOT_ALLOWED). The customer's tracking page shows the values. The status is " +
          'not changed here.',
        security,
        params: OrderRefParamsSchema,
        body: MerchantTrackingBodySchema,
        response: { 200: MerchantTrackingAnswerSchema },
      },
    },
    async (request) => merchantOrders.editTracking(staffId(request), request.params, request.body),
  );

  app.get(
    CALLS.merchantRiders.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "The active riders of one of the staff member's centers",
        security,
        querystring: MerchantRidersQuerySchema,
        response: { 200: MerchantRidersAnswerSchema },
      },
    },
    async (request) => merchantOrders.riders(staffId(request), request.query.SaleUnit),
  );

  done();
};
