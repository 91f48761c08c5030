// The delivery record of an order (order_deliveries) and the stock a delivery
// brings back; only the lifecycle writes them.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { orderDeliveries, stock } from '../../../db/schema';

export type DeliveryRow = typeof orderDeliveries.$inferSelect;
export type DeliveryValues = Partial<Omit<DeliveryRow, 'orderPk' | 'updatedAt'>>;

export function createDeliveryRepository(db: Db) {
  return {
    async delivery(orderPk: number, tx: DbOrTx = db): Promise<DeliveryRow | undefined> {
      const [row] = await tx
        .select()
        .from(orderDeliveries)
        .where(eq(orderDeliveries.orderPk, orderPk))
        .limit(1);
      return row;
    },

    /** Creates or updates the order's delivery record. */
    async saveDelivery(orderPk: number, values: DeliveryValues, tx: DbOrTx): Promise<void> {
      await tx
        .insert(orderDeliveries)
        .values({ orderPk, ...values })
        .onConflictDoUpdate({
          target: orderDeliveries.orderPk,
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    /** Units that left with a shipped order and came back (not delivered): on the shelf again. */
    async returnShippedStock(
      saleUnit: string,
      pCode: string,
      qty: number,
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(stock)
        .set({ available: sql`${stock.available} + ${qty}`, updatedAt: sql`now()` })
        .where(and(eq(stock.saleUnit, saleUnit), eq(stock.pCode, pCode)));
    },
  };
}
