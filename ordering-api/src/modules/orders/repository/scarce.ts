// The writes that take and give back what an order uses: conditional updates that never overdraw,
// rows always locked in the same order so two transactions cannot deadlock (decision 022).
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { customers, pointBalances, pointLedger, promotions, stock } from '../../../db/schema';
import { promotionCustomerUsages } from '../../../db/schema/promotion-usage';
import { goodsIssues } from '../../../db/schema/redemptions';
import {
  recordStatement,
  recordValues,
  reserveAndRecordStatement,
  reserveStatement,
  wantedValues,
  writtenOf,
  type OrderKey,
  type OrderRecord,
  type WrittenOrder,
} from './statements';
import type { GoodsIssueRow } from './types';

export function createScarceRepository(db: Db) {
  return {
    /** Raises a promotion's use count unless its limit is reached. False when it is. */
    async takePromotionUse(promotionId: number, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(promotions)
        .set({ usageCount: sql`${promotions.usageCount} + 1` })
        .where(
          and(
            eq(promotions.promotionId, promotionId),
            sql`(${promotions.usageLimit} is null or ${promotions.usageCount} < ${promotions.usageLimit})`,
          ),
        )
        .returning({ id: promotions.promotionId });
      return rows.length > 0;
    },

    async givePromotionUseBack(promotionId: number, tx: DbOrTx): Promise<void> {
      await tx
        .update(promotions)
        .set({ usageCount: sql`greatest(${promotions.usageCount} - 1, 0)` })
        .where(eq(promotions.promotionId, promotionId));
    },

    /** Raises the customer's uses of a promotion unless `limit` is reached. False when it is. */
    async takeCustomerPromotionUse(
      promotionId: number,
      customerId: number,
      limit: number,
      tx: DbOrTx,
    ): Promise<boolean> {
      if (limit <= 0) return false;
      const rows = await tx
        .insert(promotionCustomerUsages)
        .values({ promotionId, customerId, usageCount: 1 })
        .onConflictDoUpdate({
          target: [promotionCustomerUsages.promotionId, promotionCustomerUsages.customerId],
          set: { usageCount: sql`${promotionCustomerUsages.usageCount} + 1` },
          setWhere: sql`${promotionCustomerUsages.usageCount} < ${limit}`,
        })
        .returning({ n: promotionCustomerUsages.usageCount });
      return rows.length > 0;
    },

    async giveCustomerPromotionUseBack(
      promotionId: number,
      customerId: number,
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(promotionCustomerUsages)
        .set({ usageCount: sql`greatest(${promotionCustomerUsages.usageCount} - 1, 0)` })
        .where(
          and(
            eq(promotionCustomerUsages.promotionId, promotionId),
            eq(promotionCustomerUsages.customerId, customerId),
          ),
        );
    },

    /**
     * Takes base units of several products (code -> units) from the center's stock in one
     * statement, each only when that many are available: `available >= qty` is part of the
     * update, never read first. The rows are locked in product-code order before any changes, so
     * orders sharing products never wait on each other in a circle. Answers the codes it took;
     * the others (short, or without a stock row) are left as they were.
     */
    async reserveStock(
      saleUnit: string,
      wanted: ReadonlyMap<string, number>,
      tx: DbOrTx,
    ): Promise<Set<string>> {
      if (wanted.size === 0) return new Set();
      const result = await reserveStatement(tx, { saleUnit, ...wantedValues(wanted) });
      return new Set(result.rows.map((row) => row.p_code));
    },

    /** The reserved units leave the warehouse with the order (it ships): nothing comes back. */
    async releaseShipped(saleUnit: string, pCode: string, qty: number, tx: DbOrTx): Promise<void> {
      await tx
        .update(stock)
        .set({ reserved: sql`greatest(${stock.reserved} - ${qty}, 0)`, updatedAt: sql`now()` })
        .where(and(eq(stock.saleUnit, saleUnit), eq(stock.pCode, pCode)));
    },

    async returnStock(saleUnit: string, pCode: string, qty: number, tx: DbOrTx): Promise<void> {
      await tx
        .update(stock)
        .set({
          available: sql`${stock.available} + ${qty}`,
          reserved: sql`greatest(${stock.reserved} - ${qty}, 0)`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(stock.saleUnit, saleUnit), eq(stock.pCode, pCode)));
    },

    /** Adds an order to the customer's debt only while it stays within the credit limit. */
    async takeCredit(customerId: number, amount: number, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(customers)
        .set({ debtAmount: sql`${customers.debtAmount} + ${amount}` })
        .where(
          and(
            eq(customers.id, customerId),
            sql`${customers.authorizeAmount} >= ${customers.debtAmount} + ${amount}`,
          ),
        )
        .returning({ id: customers.id });
      return rows.length > 0;
    },

    async giveCreditBack(customerId: number, amount: number, tx: DbOrTx): Promise<void> {
      await tx
        .update(customers)
        .set({ debtAmount: sql`greatest(${customers.debtAmount} - ${amount}, 0)` })
        .where(eq(customers.id, customerId));
    },

    /**
     * Spends points only when the balance covers them; writes the ledger line. The new balance, or
     * null when there are not enough points.
     */
    async spendPoints(
      input: { customerId: number; saleUnit: string; points: number; reason: string; ref: string },
      tx: DbOrTx,
    ): Promise<number | null> {
      const [row] = await tx
        .update(pointBalances)
        .set({ balance: sql`${pointBalances.balance} - ${input.points}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(pointBalances.customerId, input.customerId),
            eq(pointBalances.saleUnit, input.saleUnit),
            gte(pointBalances.balance, input.points),
          ),
        )
        .returning({ balance: pointBalances.balance });
      if (!row) return null;
      await tx.insert(pointLedger).values({
        customerId: input.customerId,
        saleUnit: input.saleUnit,
        delta: -input.points,
        balanceAfter: row.balance,
        reason: input.reason,
        ref: input.ref,
      });
      return row.balance;
    },

    /** Gives points back (a cancelled redeem order) and writes the ledger line. */
    async refundPoints(
      input: { customerId: number; saleUnit: string; points: number; reason: string; ref: string },
      tx: DbOrTx,
    ): Promise<number> {
      const [row] = await tx
        .insert(pointBalances)
        .values({ customerId: input.customerId, saleUnit: input.saleUnit, balance: input.points })
        .onConflictDoUpdate({
          target: [pointBalances.customerId, pointBalances.saleUnit],
          set: { balance: sql`${pointBalances.balance} + ${input.points}`, updatedAt: sql`now()` },
        })
        .returning({ balance: pointBalances.balance });
      const balance = row?.balance ?? input.points;
      await tx.insert(pointLedger).values({
        customerId: input.customerId,
        saleUnit: input.saleUnit,
        delta: input.points,
        balanceAfter: balance,
        reason: input.reason,
        ref: input.ref,
      });
      return balance;
    },

    async pointBalance(customerId: number, saleUnit: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ balance: pointBalances.balance })
        .from(pointBalances)
        .where(and(eq(pointBalances.customerId, customerId), eq(pointBalances.saleUnit, saleUnit)))
        .limit(1);
      return row?.balance ?? 0;
    },

    /**
     * Writes a placed order in one statement: the next number from the center's counter for the
     * year (its row stays locked until commit, so numbers have no gaps and no repeats), the order,
     * its lines, its promotions, the first status, and the answer of its idempotency key (claimed
     * before, in the same transaction). The counter is taken last of the scarce things and the
     * commit follows at once, which keeps the time it is held short.
     */
    async recordOrder(record: OrderRecord, key: OrderKey, tx: DbOrTx): Promise<WrittenOrder> {
      const written = writtenOf((await recordStatement(tx, recordValues(record, key))).rows);
      if (!written) throw new Error('order insert returned nothing');
      return written;
    },

    /**
     * recordOrder, with the stock (`reserve`: product code -> base units) taken first in the same
     * statement, all of it or none: the rows are locked in code order, and only when every
     * product has enough is anything taken and the order written. The key is claimed in the same
     * statement, with its answer: a key claimed before fails it with a unique violation (once
     * that claim is committed). Answers null when a product was short; nothing was changed then.
     */
    async reserveAndRecordOrder(
      record: OrderRecord,
      reserve: ReadonlyMap<string, number>,
      key: OrderKey,
      tx: DbOrTx,
    ): Promise<WrittenOrder | null> {
      const result = await reserveAndRecordStatement(tx, {
        ...recordValues(record, key),
        ...wantedValues(reserve),
        wantedCount: reserve.size,
      });
      return writtenOf(result.rows);
    },

    async insertGoodsIssue(
      values: typeof goodsIssues.$inferInsert,
      tx: DbOrTx,
    ): Promise<GoodsIssueRow> {
      const [row] = await tx.insert(goodsIssues).values(values).returning();
      if (!row) throw new Error('goods issue insert returned nothing');
      return row;
    },
  };
}
