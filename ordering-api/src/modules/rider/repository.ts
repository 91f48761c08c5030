// The rider's orders as their screens read them: the order, its customer and
// its delivery record, in one query per page.
import { and, asc, count, desc, eq, gte, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, orderDeliveries, orders } from '../../db/schema';
import type { DeliveryRow, OrderRow } from '../orders/repository';
import { preparedQuery } from '../pricing/prepared';

export interface RiderOrderRow {
  order: OrderRow;
  customer: { code: string; name: string; mobileNo: string | null } | null;
  delivery: DeliveryRow | null;
}

/** Which of the rider's orders a list shows. */
export type RiderFilter =
  | { kind: 'status'; status: 'APPROVED' | 'SHIPPING' }
  | { kind: 'invoiceWait' }
  /** Delivered, partly delivered or refused between these instants. */
  | { kind: 'ended'; from: Date; to: Date };

const select = (tx: DbOrTx) =>
  tx
    .select({
      order: orders,
      customer: {
        code: customers.customerCode,
        name: customers.customerName,
        mobileNo: customers.mobileNo,
      },
      delivery: orderDeliveries,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(orderDeliveries, eq(orderDeliveries.orderPk, orders.id));

/** The values a rider list is run with: its placeholders. */
type ListValues = {
  riderId: number;
  status?: string;
  from?: Date;
  to?: Date;
  take: number;
  skip: number;
};

type Placeholders = { [K in keyof ListValues]-?: Placeholder<K> };
const at: Placeholders = {
  riderId: sql.placeholder('riderId'),
  status: sql.placeholder('status'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  take: sql.placeholder('take'),
  skip: sql.placeholder('skip'),
};

/** The orders a rider ended between two instants. */
const endedBetween = (riderId: number | Placeholder, from: Date | Placeholder, to: Date | Placeholder) =>
  and(eq(orderDeliveries.riderId, riderId), gte(orderDeliveries.endedAt, from), lt(orderDeliveries.endedAt, to));

/** The condition of a list, on its placeholders. */
function where(kind: RiderFilter['kind']): SQL | undefined {
  const mine = eq(orders.riderId, at.riderId);
  switch (kind) {
    case 'status':
      return and(mine, eq(orders.status, at.status));
    case 'invoiceWait':
      return and(mine, eq(orders.invoiceStatus, 'Wait'));
    case 'ended':
      return endedBetween(at.riderId, at.from, at.to);
  }
}

function listQueries(kind: RiderFilter['kind']) {
  const condition = where(kind);
  const order =
    kind === 'ended' ? [desc(orderDeliveries.endedAt), desc(orders.id)] : [asc(orders.createdAt), asc(orders.id)];
  return {
    page: preparedQuery(`rider_list_${kind}`, (tx) =>
      select(tx).where(condition).orderBy(...order).limit(at.take).offset(at.skip),
    ),
    // The delivery is joined only where the filter needs it; an open tab counts from the index alone.
    total: preparedQuery(`rider_count_${kind}`, (tx) =>
      kind === 'ended'
        ? tx.select({ n: count() }).from(orders).innerJoin(orderDeliveries, eq(orderDeliveries.orderPk, orders.id)).where(condition)
        : tx.select({ n: count() }).from(orders).where(condition),
    ),
  };
}

const lists = {
  status: listQueries('status'),
  invoiceWait: listQueries('invoiceWait'),
  ended: listQueries('ended'),
};

export function createRiderRepository(db: Db) {
  return {
    /** A page of the rider's orders: open ones oldest first, ended ones latest first. */
    async list(
      riderId: number,
      filter: RiderFilter,
      page: { skip: number; take: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: RiderOrderRow[]; total: number }> {
      const values: ListValues = {
        riderId,
        take: page.take,
        skip: page.skip,
        ...(filter.kind === 'status' ? { status: filter.status } : {}),
        ...(filter.kind === 'ended' ? { from: filter.from, to: filter.to } : {}),
      };
      const queries = lists[filter.kind];
      const [rows, [totalRow]] = await Promise.all([queries.page(tx).execute(values), queries.total(tx).execute(values)]);
      return { rows, total: Number(totalRow?.n ?? 0) };
    },

    /** Every order the rider ended between two instants (the history: a week is a few hundred). */
    async ended(riderId: number, from: Date, to: Date, tx: DbOrTx = db): Promise<RiderOrderRow[]> {
      return select(tx)
        .where(endedBetween(riderId, from, to))
        .orderBy(desc(orderDeliveries.endedAt), desc(orders.id));
    },

    /** One order, when it is assigned to the rider. */
    async assigned(
      riderId: number,
      orderId: string,
      saleUnit: string,
      tx: DbOrTx = db,
    ): Promise<RiderOrderRow | undefined> {
      const [row] = await select(tx)
        .where(
          and(
            eq(orders.orderId, orderId),
            eq(orders.saleUnit, saleUnit),
            eq(orders.riderId, riderId),
          ),
        )
        .limit(1);
      return row;
    },
  };
}

export type RiderRepository = ReturnType<typeof createRiderRepository>;
