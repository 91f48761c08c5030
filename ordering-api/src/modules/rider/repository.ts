// The rider's orders as their screens read them: the order, its customer and
// its delivery record, in one query per page.
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, orderDeliveries, orders } from '../../db/schema';
import type { DeliveryRow, OrderRow } from '../orders/repository';

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

export function createRiderRepository(db: Db) {
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

  function where(riderId: number, filter: RiderFilter): SQL | undefined {
    const mine = eq(orders.riderId, riderId);
    switch (filter.kind) {
      case 'status':
        return and(mine, eq(orders.status, filter.status));
      case 'invoiceWait':
        return and(mine, eq(orders.invoiceStatus, 'Wait'));
      case 'ended':
        return and(
          eq(orderDeliveries.riderId, riderId),
          gte(orderDeliveries.endedAt, filter.from),
          lt(orderDeliveries.endedAt, filter.to),
        );
    }
  }

  return {
    /** A page of the rider's orders: open ones oldest first, ended ones latest first. */
    async list(
      riderId: number,
      filter: RiderFilter,
      page: { skip: number; take: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: RiderOrderRow[]; total: number }> {
      const condition = where(riderId, filter);
      const order =
        filter.kind === 'ended'
          ? [desc(orderDeliveries.endedAt), desc(orders.id)]
          : [asc(orders.createdAt), asc(orders.id)];
      const [rows, [totalRow]] = await Promise.all([
        select(tx)
          .where(condition)
          .orderBy(...order)
          .limit(page.take)
          .offset(page.skip),
        // The delivery is joined only where the filter needs it; an open tab counts from the index alone.
        filter.kind === 'ended'
          ? tx.select({ n: count() }).from(orders).innerJoin(orderDeliveries, eq(orderDeliveries.orderPk, orders.id)).where(condition)
          : tx.select({ n: count() }).from(orders).where(condition),
      ]);
      return { rows, total: Number(totalRow?.n ?? 0) };
    },

    /** Every order the rider ended between two instants (the history: a week is a few hundred). */
    async ended(riderId: number, from: Date, to: Date, tx: DbOrTx = db): Promise<RiderOrderRow[]> {
      return select(tx)
        .where(where(riderId, { kind: 'ended', from, to }))
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
