// The writes that make and unmake an order. Every one that takes something
// scarce (stock, a promotion's uses, credit, points, a coupon) is a conditional
// update that changes nothing when there is not enough, so concurrent orders
// can never overdraw. Rows are always locked in the same order (promotions,
// their per-customer uses, stock by product code, the customer's credit, the
// order counter, points, coupons) so two transactions cannot deadlock.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  sql,
  type SQL,
  getTableColumns,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import {
  customers,
  distributionCenters,
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
import { preparedStatement } from '../pricing/prepared';
import { answeredClaimOf, completionOf } from './idempotency';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderLineInsert = typeof orderLines.$inferInsert;
/** A line as placing writes it: every column but the keys, so the answer needs no second read. */
export type OrderLineValues = Omit<OrderLineRow, 'id' | 'orderPk'>;
export type OrderPromotionRow = typeof orderPromotions.$inferSelect;
export type OrderPromotionValues = Omit<OrderPromotionRow, 'orderPk'>;
export type StatusHistoryRow = typeof orderStatusHistory.$inferSelect;
export type GoodsIssueRow = typeof goodsIssues.$inferSelect;

export interface OrderListFilter {
  customerId?: number;
  /** The centers whose orders are listed. */
  saleUnits: readonly string[];
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

const p = sql.placeholder;

/**
 * Rows of a table passed as one JSON parameter and unpacked by PostgreSQL, so a statement's text
 * is the same whatever the number of rows. Columns are the table's own, less `omit`.
 */
function jsonRows<T extends PgTable>(table: T, omit: readonly (keyof T['$inferSelect'])[]) {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => !omit.includes(key as keyof T['$inferSelect']),
  );
  const definition = sql.raw(
    columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '),
  );
  return {
    names: sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', ')),
    /** The rows of the JSON parameter `name` as a set to select from. */
    from: (name: string) => sql`jsonb_to_recordset(${p(name)}::jsonb) as x(${definition})`,
    /** The value of that parameter (dates go as ISO text, jsonb columns as JSON). */
    json: (rows: readonly Partial<T['$inferSelect']>[]) =>
      JSON.stringify(
        rows.map((row) =>
          Object.fromEntries(
            columns.map(([key, column]) => [column.name, row[key as keyof typeof row] ?? null]),
          ),
        ),
      ),
  };
}

const ORDER = jsonRows(orders, ['id', 'orderId']);
const LINE = jsonRows(orderLines, ['id', 'orderPk']);
const PROMOTION = jsonRows(orderPromotions, ['orderPk']);
const HISTORY = jsonRows(orderStatusHistory, ['id', 'orderPk', 'at']);

/**
 * The start of a statement that changes stock: `wanted` (the parameters `codes` and `qtys`, base
 * units by product code) and `locked`, the center's stock rows of those products locked in code
 * order, so orders sharing products never wait on each other in a circle. The rows are found by
 * the stock key (sale unit, code), never by scanning the center's stock.
 */
const lockedStock = sql`wanted (p_code, qty) as (
    select * from unnest(${p('codes')}::text[], ${p('qtys')}::integer[])
  ), locked as (
    select s.p_code, s.available from stock s
    where s.sale_unit = ${p('saleUnit')} and s.p_code = any(${p('codes')}::text[])
    order by s.p_code
    for update
  )`;

/** The rows of the stock key that a statement starting with lockedStock changes. */
const wantedStock = sql`s.sale_unit = ${p('saleUnit')} and s.p_code = any(${p('codes')}::text[])`;

const wantedValues = (wanted: ReadonlyMap<string, number>) => ({
  codes: [...wanted.keys()],
  qtys: [...wanted.values()],
});

/** Takes what it can of `wanted`, product by product; see reserveStock. */
const reserveStatement = preparedStatement<{ p_code: string }>(
  'orders_reserve_stock',
  sql`with ${lockedStock}
    update stock s
    set available = s.available - w.qty, reserved = s.reserved + w.qty, updated_at = now()
    from wanted w join locked l on l.p_code = w.p_code
    where ${wantedStock} and s.p_code = w.p_code and s.available >= w.qty
    returning s.p_code`,
);

/**
 * The statement that writes an order (see recordOrder), after taking the stock first when
 * `reserve` (see reserveAndRecordOrder), and ending with `tail`: statements that may read
 * `placed`, the new order's id and order_id.
 */
function orderStatement(reserve: boolean, tail: SQL): SQL {
  const stockFirst = reserve
    ? sql`${lockedStock}, enough as (
        select count(*) = ${p('wantedCount')} as ok
        from locked l join wanted w on w.p_code = l.p_code
        where l.available >= w.qty
      ), taken as (
        update stock s
        set available = s.available - w.qty, reserved = s.reserved + w.qty, updated_at = now()
        from wanted w
        where (select ok from enough)
          and ${wantedStock} and s.p_code = w.p_code and s.available >= w.qty
        returning s.p_code
      ),`
    : sql``;
  const allTaken = reserve ? sql`where (select count(*) from taken) = ${p('wantedCount')}` : sql``;
  return sql`with ${stockFirst} counter as (
      insert into order_counters (sale_unit, year, last_no)
      select ${p('saleUnit')}, ${p('year')}::integer, 1 ${allTaken}
      on conflict (sale_unit, year) do update set last_no = order_counters.last_no + 1
      returning last_no
    ), placed as (
      insert into orders (order_id, ${ORDER.names})
      select ${p('prefix')}::text || case when c.last_no < 1000000
          then lpad(c.last_no::text, 6, '0') else c.last_no::text end, ${ORDER.names}
      from counter c, ${ORDER.from('order')}
      returning id, order_id
    ), lines as (
      insert into order_lines (order_pk, ${LINE.names})
      select p.id, ${LINE.names} from placed p, ${LINE.from('lines')}
    ), promotions as (
      insert into order_promotions (order_pk, ${PROMOTION.names})
      select p.id, ${PROMOTION.names} from placed p, ${PROMOTION.from('promotions')}
    ), history as (
      insert into order_status_history (order_pk, ${HISTORY.names})
      select p.id, ${HISTORY.names} from placed p, ${HISTORY.from('history')}
    ), tail as (${tail})
    select p.id, p.order_id from (select 1) one left join placed p on true`;
}

/** The key's place in idempotency_keys, as parameters of a statement. */
const keyParams = { scope: p('scope'), owner: p('owner'), key: p('key') };
const answer = sql`jsonb_build_object('orderPk', placed.id, 'orderId', placed.order_id)`;

/** An order written in a transaction that claimed its key before: the key gets its answer. */
const recordStatement = preparedStatement<WrittenRow>(
  'orders_record',
  orderStatement(false, completionOf({ ...keyParams, statusCode: 200, response: answer }, sql`placed`)),
);

/** An order written in its own statement: the key is claimed with its answer there. */
const reserveAndRecordStatement = preparedStatement<WrittenRow>(
  'orders_reserve_and_record',
  orderStatement(
    true,
    answeredClaimOf({ ...keyParams, hash: p('hash'), statusCode: 200, response: answer }, sql`placed`),
  ),
);

interface WrittenRow {
  id: number | string | null;
  order_id: string | null;
}

export interface OrderRecord {
  order: Omit<OrderRow, 'id' | 'orderId'>;
  /** The order number before its six-digit count: sale unit and two-digit year. */
  prefix: string;
  year: number;
  lines: OrderLineValues[];
  promotions: OrderPromotionValues[];
  history: Pick<StatusHistoryRow, 'status' | 'note' | 'changedByKind' | 'changedById'>;
}

export interface WrittenOrder {
  id: number;
  orderId: string;
}

/** The idempotency key an order is placed under. */
export interface OrderKey {
  scope: string;
  owner: string;
  key: string;
  hash: string;
}

const recordValues = (record: OrderRecord, key: OrderKey) => ({
  saleUnit: record.order.saleUnit,
  year: record.year,
  prefix: record.prefix,
  order: ORDER.json([record.order]),
  lines: LINE.json(record.lines),
  promotions: PROMOTION.json(record.promotions),
  history: HISTORY.json([record.history]),
  scope: key.scope,
  owner: key.owner,
  key: key.key,
  hash: key.hash,
});

function writtenOf(rows: WrittenRow[]): WrittenOrder | null {
  const [row] = rows;
  if (!row) throw new Error('order insert returned nothing');
  if (row.id === null || row.order_id === null) return null;
  // bigint comes back as text from node-postgres.
  return { id: Number(row.id), orderId: row.order_id };
}

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
      conditions.push(inArray(orders.saleUnit, [...filter.saleUnits]));
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
