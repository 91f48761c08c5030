// The point ledger of a customer in a center (the balance is the orders module's: its
// placing and lifecycle are what move points).
import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointLedger } from '../../db/schema';

export type PointLedgerRow = typeof pointLedger.$inferSelect;

export function createPointRepository(db: Db) {
  return {
    /** A page of ledger lines, newest first (RECEIVED: added, PAID: spent), and how many in all. */
    async ledger(filter: {
      customerId: number;
      saleUnit: string;
      type: 'ALL' | 'RECEIVED' | 'PAID';
      skip: number;
      take: number;
    }): Promise<{ rows: PointLedgerRow[]; total: number }> {
      const conditions: SQL[] = [
        eq(pointLedger.customerId, filter.customerId),
        eq(pointLedger.saleUnit, filter.saleUnit),
      ];
      if (filter.type === 'RECEIVED') conditions.push(gt(pointLedger.delta, 0));
      if (filter.type === 'PAID') conditions.push(lt(pointLedger.delta, 0));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointLedger)
          .where(where)
          .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
          .limit(filter.take)
          .offset(filter.skip),
        db.select({ n: count() }).from(pointLedger).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
