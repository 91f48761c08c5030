// The writes that make and unmake an order. Every one that takes something
// scarce (stock, a promotion's uses, credit, points, a coupon) is a conditional
// update that changes nothing when there is not enough, so concurrent orders
// can never overdraw. Rows are always locked in the same order (promotions,
// their per-customer uses, stock by product code, the customer's credit, the
// order counter, points, coupons) so two transactions cannot deadlock.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  customers,
  distributionCenters,
  orderCounters,
  orderLines,
  orders,
  orderStatusHistory,
  pointBalances,
  pointLedger,
  promotions,
  riders,
  staffUsers,
  stock,
} from '../../db/schema';
import { orderPromotions } from '../../db/schema/order-promotions';
import { promotionCustomerUsages } from '../../db/schema/promotion-usage';
import { goodsIssues } from '../../db/schema/redemptions';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderLineInsert = typeof orderLines.$inferInsert;
export type OrderPromotionRow = typeof orderPromotions.$inferSelect;
export type StatusHistoryRow = typeof orderStatusHistory.$inferSelect;
export type GoodsIssueRow = typeof goodsIssues.$inferSelect;

export interface OrderListFilter {
  customerId?: number;
  saleUnit?: string;
  statuses?: readonly string[];
  text?: string;
  /** Bangkok dates 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
  skip: number;
  take: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Told of every status change, inside the transaction that makes it (the LINE notice outbox). */
export type OrderStatusListener = (order: OrderRow, tx: DbOrTx) => Promise<unknown>;

export function createOrderRepository(db: Db, onStatusChanged?: OrderStatusListener) {
  return {
    // ------------------------------------------------------------------ scarce things

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
     * Takes `qty` base units of a product from the center's stock, only when that many are
     * available: `available >= qty` is part of the update, never read first.
     */
    async reserveStock(saleUnit: string, pCode: string, qty: number, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(stock)
        .set({
          available: sql`${stock.available} - ${qty}`,
          reserved: sql`${stock.reserved} + ${qty}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(stock.saleUnit, saleUnit), eq(stock.pCode, pCode), gte(stock.available, qty)))
        .returning({ available: stock.available });
      return rows.length > 0;
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

    /** The next order number of a center in a year; the counter row stays locked until commit. */
    async nextOrderNo(saleUnit: string, year: number, tx: DbOrTx): Promise<number> {
      const [row] = await tx
        .insert(orderCounters)
        .values({ saleUnit, year, lastNo: 1 })
        .onConflictDoUpdate({
          target: [orderCounters.saleUnit, orderCounters.year],
          set: { lastNo: sql`${orderCounters.lastNo} + 1` },
        })
        .returning({ lastNo: orderCounters.lastNo });
      if (!row) throw new Error('order counter returned nothing');
      return row.lastNo;
    },

    // ------------------------------------------------------------------ orders

    async insertOrder(
      order: OrderInsert,
      lines: Omit<OrderLineInsert, 'orderPk'>[],
      promotionRows: Omit<typeof orderPromotions.$inferInsert, 'orderPk'>[],
      history: {
        status: string;
        note: string | null;
        changedByKind: string;
        changedById: string | null;
      },
      tx: DbOrTx,
    ): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(order).returning();
      if (!row) throw new Error('order insert returned nothing');
      if (lines.length > 0)
        await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderPk: row.id })));
      if (promotionRows.length > 0) {
        await tx
          .insert(orderPromotions)
          .values(promotionRows.map((p) => ({ ...p, orderPk: row.id })));
      }
      await tx.insert(orderStatusHistory).values({ ...history, orderPk: row.id });
      return row;
    },

    async insertGoodsIssue(
      values: typeof goodsIssues.$inferInsert,
      tx: DbOrTx,
    ): Promise<GoodsIssueRow> {
      const [row] = await tx.insert(goodsIssues).values(values).returning();
      if (!row) throw new Error('goods issue insert returned nothing');
      return row;
    },

    async findByPk(id: number, tx: DbOrTx = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async findByRef(
      orderId: string,
      saleUnit: string,
      tx: DbOrTx = db,
    ): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderId, orderId), eq(orders.saleUnit, saleUnit)))
        .limit(1);
      return row;
    },

    /** The order, locked for a change of status. */
    async lockByRef(orderId: string, saleUnit: string, tx: DbOrTx): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderId, orderId), eq(orders.saleUnit, saleUnit)))
        .for('update');
      return row;
    },

    async lines(orderPk: number, tx: DbOrTx = db): Promise<OrderLineRow[]> {
      return tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderPk, orderPk))
        .orderBy(asc(orderLines.lineNo));
    },

    async promotions(orderPk: number, tx: DbOrTx = db): Promise<OrderPromotionRow[]> {
      return tx
        .select()
        .from(orderPromotions)
        .where(eq(orderPromotions.orderPk, orderPk))
        .orderBy(asc(orderPromotions.promotionId));
    },

    async history(orderPk: number, tx: DbOrTx = db): Promise<StatusHistoryRow[]> {
      return tx
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderPk, orderPk))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    },

    async goodsIssue(orderPk: number, tx: DbOrTx = db): Promise<GoodsIssueRow | undefined> {
      const [row] = await tx
        .select()
        .from(goodsIssues)
        .where(eq(goodsIssues.orderPk, orderPk))
        .limit(1);
      return row;
    },

    async setStatus(
      order: OrderRow,
      status: string,
      history: { note: string | null; changedByKind: string; changedById: string | null },
      tx: DbOrTx,
    ): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
        .returning();
      await tx.insert(orderStatusHistory).values({ orderPk: order.id, status, ...history });
      if (!row) throw new Error('order vanished while locked');
      await onStatusChanged?.(row, tx);
      return row;
    },

    async setGoodsIssueStatus(
      orderPk: number,
      status: string,
      by: { kind: string; id: string | null; remark: string | null },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(goodsIssues)
        .set({
          status,
          actedByKind: by.kind,
          actedById: by.id,
          actedAt: sql`now()`,
          remark: by.remark,
          updatedAt: sql`now()`,
        })
        .where(eq(goodsIssues.orderPk, orderPk));
    },

    /** A page of orders, newest first, and how many there are in all. */
    async list(
      filter: OrderListFilter,
      tx: DbOrTx = db,
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.customerId !== undefined)
        conditions.push(eq(orders.customerId, filter.customerId));
      if (filter.saleUnit) conditions.push(eq(orders.saleUnit, filter.saleUnit));
      if (filter.statuses && filter.statuses.length > 0)
        conditions.push(inArray(orders.status, [...filter.statuses]));
      if (filter.text) conditions.push(ilike(orders.orderId, `%${escapeLike(filter.text)}%`));
      if (filter.from)
        conditions.push(
          gte(
            sql`(${orders.createdAt} at time zone 'Asia/Bangkok')::date`,
            sql`${filter.from}::date`,
          ),
        );
      if (filter.to)
        conditions.push(
          lte(
            sql`(${orders.createdAt} at time zone 'Asia/Bangkok')::date`,
            sql`${filter.to}::date`,
          ),
        );
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        tx
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(filter.take)
          .offset(filter.skip),
        tx.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: Number(totalRow?.n ?? 0) };
    },

    // ------------------------------------------------------------------ names for answers

    async customerById(id: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },

    async centerNames(saleUnits: readonly string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (saleUnits.length === 0) return new Map();
      const rows = await tx
        .select({ saleUnit: distributionCenters.saleUnit, name: distributionCenters.distName })
        .from(distributionCenters)
        .where(inArray(distributionCenters.saleUnit, [...new Set(saleUnits)]));
      return new Map(rows.map((r) => [r.saleUnit, r.name]));
    },

    async staffNames(ids: readonly number[], tx: DbOrTx = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: staffUsers.id, name: staffUsers.displayName })
        .from(staffUsers)
        .where(inArray(staffUsers.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async customerNames(
      ids: readonly number[],
      tx: DbOrTx = db,
    ): Promise<Map<number, { code: string; name: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: customers.id, code: customers.customerCode, name: customers.customerName })
        .from(customers)
        .where(inArray(customers.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
    },

    async rider(id: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(riders).where(eq(riders.id, id)).limit(1);
      return row;
    },

    async staffIsInCenter(
      staffUserId: number,
      saleUnit: string,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const rows = await tx.execute<{ one: number }>(
        sql`select 1 as one from staff_user_centers where staff_user_id = ${staffUserId} and sale_unit = ${saleUnit} limit 1`,
      );
      return rows.rows.length > 0;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
