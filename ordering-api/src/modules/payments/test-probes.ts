// What the payment tests read back from the database: an order, a payment, its ledger and the
// order's PAID moves (each must happen once).
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { orders, orderStatusHistory, paymentEvents, payments } from '../../db/schema';

export function paymentProbes(db: () => DatabaseHandle, saleUnit: string) {
  async function orderOf(orderId: string) {
    const [row] = await db().db.select().from(orders).where(and(eq(orders.orderId, orderId), eq(orders.saleUnit, saleUnit)));
    if (!row) throw new Error('no order');
    return row;
  }

  async function paymentOf(paymentId: string) {
    const [row] = await db().db.select().from(payments).where(eq(payments.paymentId, paymentId));
    if (!row) throw new Error('no payment');
    return row;
  }

  const ledgerOf = async (paymentId: string) =>
    db().db.select().from(paymentEvents).where(eq(paymentEvents.paymentPk, (await paymentOf(paymentId)).id));

  const paidHistory = async (orderId: string) =>
    (await db().db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderPk, (await orderOf(orderId)).id))).filter(
      (h) => h.status === 'PAID',
    );

  return { orderOf, paymentOf, ledgerOf, paidHistory };
}
