// What the merchant's order pages read and write besides the lifecycle: the
// staff member's centers, the center's riders, an order's latest payment and
// its parcel (carrier, tracking number, expected date).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffCenterCodes } from '../auth/repository';
import { orders, paymentOrders, payments, riders } from '../../db/schema';
import { preparedQuery } from '../pricing/prepared';

export interface ParcelFields {
  carrier?: string | null;
  trackingNo?: string | null;
  expectedDate?: string | null;
}

/** An order's latest payment: read with every answer of an order's detail and action. */
const latestPaymentQuery = preparedQuery('order_latest_payment', (tx) =>
  tx
    .select({ payment: payments })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.paymentPk, payments.id))
    .where(eq(paymentOrders.orderPk, sql.placeholder('orderPk')))
    .orderBy(desc(payments.id))
    .limit(1),
);

export function createMerchantOrderRepository(db: Db) {
  return {
    staffCenters: (staffUserId: number) => staffCenterCodes(db, staffUserId),

    activeRiders(saleUnit: string) {
      return db
        .select()
        .from(riders)
        .where(and(eq(riders.saleUnit, saleUnit), eq(riders.active, true)))
        .orderBy(asc(riders.name), asc(riders.id));
    },

    async latestPayment(orderPk: number) {
      // A payment may cover several orders (the combined payment): the order's latest one.
      const [row] = await latestPaymentQuery(db).execute({ orderPk });
      return row?.payment;
    },

    /** Writes the parcel fields of an order that is not cancelled; undefined when it is (or gone). */
    async setParcel(orderPk: number, fields: ParcelFields) {
      const [row] = await db
        .update(orders)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderPk), sql`${orders.status} <> 'CANCELLED'`))
        .returning();
      return row;
    },
  };
}

export type MerchantOrderRepository = ReturnType<typeof createMerchantOrderRepository>;
