// Reading orders: the customer's history, one order's detail and tracking, and
// finding the order a customer or a staff member may see.
import {
  AppError,
  type CustomerClaims,
  type Locale,
  type Order,
  type OrderListQuery,
  type OrderRefParams,
  type OrderTrackingAnswer,
} from '@eorder/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { isGuestClaims, resolveCaller } from '../../pricing/caller';
import type { OrderFullDetailAnswer } from '../orders.schema';
import type { CenterName, OrderListFilter, OrderRepository, OrderRow } from '../repository';
import {
  goodsIssueToWire,
  historyToWire,
  lineToWire,
  orderToWire,
  partyToWire,
  promotionToWire,
  type OrderNames,
} from '../wire';

/** Names already at hand when an order is answered (customers and staff by id, centers by sale unit). */
export interface KnownNames {
  customers?: ReadonlyMap<number, { code: string; name: string }>;
  centers?: ReadonlyMap<string, CenterName>;
  staff?: ReadonlyMap<number, string>;
}

/** A date key 'YYYYMMDD' as the day 'YYYY-MM-DD'. */
export const dashed = (key: string) => `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`;

export function createOrderQueries({ db, repository }: { db: Db; repository: OrderRepository }) {
  /** Names an order answer shows: the customer, the center, who placed it. Known ones are not read. */
  async function namesOf(
    order: OrderRow,
    tx: DbOrTx = db,
    known: KnownNames = {},
  ): Promise<OrderNames> {
    const people = [
      order.customerId,
      ...(order.placedByCustomerId ? [order.placedByCustomerId] : []),
    ];
    const [customers, centers, staff] = await Promise.all([
      repository.customerNames(
        people.filter((id) => !known.customers?.has(id)),
        tx,
      ),
      known.centers?.has(order.saleUnit)
        ? known.centers
        : repository.centerNames([order.saleUnit], tx),
      known.staff ?? repository.staffNames(order.placedByUserId ? [order.placedByUserId] : [], tx),
    ]);
    const person = (id: number) => known.customers?.get(id) ?? customers.get(id);
    const agent = order.placedByCustomerId ? person(order.placedByCustomerId) : undefined;
    const salesperson = order.placedByUserId ? staff.get(order.placedByUserId) : undefined;
    return {
      customer: person(order.customerId),
      centerName: centers.get(order.saleUnit),
      placedBy: order.placedByUserId ? String(order.placedByUserId) : (agent?.code ?? null),
      placedByName: salesperson ?? agent?.name ?? null,
    };
  }

  async function orderWire(order: OrderRow, tx: DbOrTx = db, known: KnownNames = {}): Promise<Order> {
    return orderToWire(order, await namesOf(order, tx, known));
  }

  /** The names of a page of orders, read once for the page rather than once an order. */
  async function namesOfPage(rows: readonly OrderRow[]): Promise<KnownNames> {
    const [customers, centers, staff] = await Promise.all([
      repository.customerNames(rows.flatMap((row) => [row.customerId, ...(row.placedByCustomerId ? [row.placedByCustomerId] : [])])),
      repository.centerNames(rows.map((row) => row.saleUnit)),
      repository.staffNames(rows.flatMap((row) => (row.placedByUserId ? [row.placedByUserId] : []))),
    ]);
    return { customers, centers, staff };
  }

  return {
    namesOf,
    orderWire,
    namesOfPage,

    /** The customer's orders in `saleUnits`: the one the query named, else every center they may use. */
    async list(claims: CustomerClaims, saleUnits: readonly string[], query: OrderListQuery) {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const [first] = saleUnits;
      if (first === undefined) return { Data: [], Total: 0 };
      const caller = await resolveCaller(db, claims, first);
      const customer = caller.customer;
      if (!customer) throw new AppError('AUTH_REQUIRED');
      const { rows, total } = await repository.list({
        customerId: customer.id,
        saleUnits,
        ...(query.Status !== 'All' ? { statuses: [query.Status] } : {}),
        ...(query.Text ? { text: query.Text } : {}),
        ...(query.FromDate ? { from: dashed(query.FromDate) } : {}),
        ...(query.ToDate ? { to: dashed(query.ToDate) } : {}),
        skip: query.skip,
        take: query.take,
      });
      const known = await namesOfPage(rows);
      const data = await Promise.all(rows.map((row) => orderWire(row, undefined, known)));
      return { Data: data, Total: total };
    },

    /** One of the customer's orders (or, for staff, one of their center's). */
    async detail(order: OrderRow, locale: Locale): Promise<OrderFullDetailAnswer> {
      const [lines, promotions, history, goodsIssue] = await Promise.all([
        repository.lines(order.id),
        repository.promotions(order.id),
        repository.history(order.id),
        repository.goodsIssue(order.id),
      ]);
      return {
        Order: await orderWire(order),
        OrderDetails: lines.map((line) => lineToWire(order, line, locale)),
        ShipTo: partyToWire(order.shipTo),
        BillTo: partyToWire(order.billTo),
        Promotions: promotions.map(promotionToWire),
        StatusHistory: history.map(historyToWire),
        GoodsIssue: goodsIssueToWire(goodsIssue),
      };
    },

    /** One of the customer's orders in a center they may use (the request's, resolved). */
    async customerOrder(claims: CustomerClaims, ref: OrderRefParams): Promise<OrderRow> {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const { orderId, saleUnit } = ref;
      const caller = await resolveCaller(db, claims, saleUnit);
      const order = await repository.findByRef(orderId, saleUnit);
      if (!order || order.customerId !== caller.customer?.id)
        throw new AppError('ORDER_NOT_FOUND', { orderId });
      return order;
    },

    async staffOrder(staffUserId: number, ref: OrderRefParams): Promise<OrderRow> {
      const order = await repository.findByRef(ref.orderId, ref.saleUnit);
      if (!order || !(await repository.staffIsInCenter(staffUserId, order.saleUnit))) {
        throw new AppError('ORDER_NOT_FOUND', { orderId: ref.orderId });
      }
      return order;
    },

    /** The order's lines as placed (the rider's delivery screen). */
    lines: (order: OrderRow) => repository.lines(order.id),

    async tracking(order: OrderRow): Promise<OrderTrackingAnswer> {
      const history = await repository.history(order.id);
      const rider = order.riderId ? await repository.rider(order.riderId) : undefined;
      return {
        OrderID: order.orderId,
        SaleUnit: order.saleUnit,
        Status: order.status,
        TrackingNo: order.trackingNo,
        Carrier: order.carrier,
        RiderName: rider?.name ?? null,
        RiderMobileNo: rider?.mobileNo ?? null,
        ExpectedDate: order.expectedDate,
        Events: history.map(historyToWire),
      };
    },

    /** A page of the orders of centers the caller was checked to serve (the merchant's list). */
    centerPage: (filter: Omit<OrderListFilter, 'customerId'>) => repository.list(filter),

    rider: (id: number) => repository.rider(id),

    /** The customer's points in a center. */
    pointBalance: (customerId: number, saleUnit: string) =>
      repository.pointBalance(customerId, saleUnit),

    /** A redeem order's goods issue, as the point calls answer it. */
    goodsIssue: (order: OrderRow) => repository.goodsIssue(order.id).then(goodsIssueToWire),

    /** The goods issue status of each of these orders of a center that has one, by order number. */
    goodsIssueStatuses: (saleUnit: string, orderIds: readonly string[]) =>
      repository.goodsIssueStatuses(saleUnit, orderIds),
  };
}

export type OrderQueries = ReturnType<typeof createOrderQueries>;
