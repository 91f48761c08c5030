// How many of these payments were not settled exactly once: not PAID, not one APPLIED ledger event,
// or an order without exactly one PAID history row. For the race test's kin: the callbacks bench.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { orderStatusHistory, paymentEvents, paymentOrders, payments } from '../src/db/schema';

export interface SettledOnce {
  payments: number;
  notPaid: number;
  appliedNotOnce: number;
  historyNotOnce: number;
}

const countBy = (keys: number[]) => {
  const map = new Map<number, number>();
  for (const key of keys) map.set(key, (map.get(key) ?? 0) + 1);
  return map;
};

export async function settledOnce(db: Db, paymentIds: string[]): Promise<SettledOnce> {
  const rows = paymentIds.length ? await db.select().from(payments).where(inArray(payments.paymentId, paymentIds)) : [];
  const pks = rows.map((r) => r.id);
  const applied = pks.length
    ? await db.select({ pk: paymentEvents.paymentPk }).from(paymentEvents).where(and(inArray(paymentEvents.paymentPk, pks), eq(paymentEvents.outcome, 'APPLIED')))
    : [];
  const links = pks.length ? await db.select().from(paymentOrders).where(inArray(paymentOrders.paymentPk, pks)) : [];
  const orderPks = links.map((l) => l.orderPk);
  const history = orderPks.length
    ? await db
        .select({ pk: orderStatusHistory.orderPk })
        .from(orderStatusHistory)
        .where(and(inArray(orderStatusHistory.orderPk, orderPks), eq(orderStatusHistory.status, 'PAID')))
    : [];
  const appliedBy = countBy(applied.map((a) => a.pk));
  const historyBy = countBy(history.map((h) => h.pk));
  return {
    payments: rows.length,
    notPaid: rows.filter((r) => r.status !== 'PAID').length + (paymentIds.length - rows.length),
    appliedNotOnce: rows.filter((r) => appliedBy.get(r.id) !== 1).length,
    historyNotOnce: links.filter((l) => historyBy.get(l.orderPk) !== 1).length,
  };
}
