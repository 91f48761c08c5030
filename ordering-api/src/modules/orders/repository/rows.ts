// Reading orders, and the one write that changes their state (the lifecycle's).
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import {
  customers,
  distributionCenters,
  orderLines,
  orders,
  orderStatusHistory,
  riders,
  staffUserCenters,
  staffUsers,
} from '../../../db/schema';
import { byShape, preparedQuery } from '../../pricing/prepared';
import { orderPromotions } from '../../../db/schema/order-promotions';
import { goodsIssues } from '../../../db/schema/redemptions';
import { listOrders, type OrderListFilter } from './list';
import type {
  CenterName,
  GoodsIssueRow,
  OrderLineRow,
  OrderPromotionRow,
  OrderRow,
  StatusHistoryRow,
} from './types';

const at = (name: string) => sql.placeholder(name);
const byOrder = (column: typeof orderLines.orderPk | typeof orderPromotions.orderPk | typeof orderStatusHistory.orderPk | typeof goodsIssues.orderPk) =>
  eq(column, at('orderPk'));

/** The reads of one order and of the names its answer shows, each built once (decision 104). */
const read = {
  byRef: preparedQuery('order_by_ref', (tx) =>
    tx.select().from(orders).where(and(eq(orders.orderId, at('orderId')), eq(orders.saleUnit, at('saleUnit')))).limit(1),
  ),
  lines: preparedQuery('order_lines', (tx) => tx.select().from(orderLines).where(byOrder(orderLines.orderPk)).orderBy(asc(orderLines.lineNo))),
  promotions: preparedQuery('order_promotions', (tx) =>
    tx.select().from(orderPromotions).where(byOrder(orderPromotions.orderPk)).orderBy(asc(orderPromotions.promotionId)),
  ),
  history: preparedQuery('order_history', (tx) =>
    tx
      .select()
      .from(orderStatusHistory)
      .where(byOrder(orderStatusHistory.orderPk))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
  ),
  goodsIssue: preparedQuery('order_goods_issue', (tx) => tx.select().from(goodsIssues).where(byOrder(goodsIssues.orderPk)).limit(1)),
  centerNames: preparedQuery('order_center_names', (tx) =>
    tx
      .select({ saleUnit: distributionCenters.saleUnit, th: distributionCenters.distName, en: distributionCenters.distNameEn })
      .from(distributionCenters)
      .where(sql`${distributionCenters.saleUnit} = any(${at('saleUnits')})`),
  ),
  customerNames: preparedQuery('order_customer_names', (tx) =>
    tx
      .select({ id: customers.id, code: customers.customerCode, name: customers.customerName })
      .from(customers)
      .where(sql`${customers.id} = any(${at('ids')})`),
  ),
  rider: preparedQuery('order_rider', (tx) => tx.select().from(riders).where(eq(riders.id, at('id'))).limit(1)),
  lockByRef: preparedQuery('order_lock_by_ref', (tx) =>
    tx.select().from(orders).where(and(eq(orders.orderId, at('orderId')), eq(orders.saleUnit, at('saleUnit')))).for('update'),
  ),
  /** The order locked, and whether this staff member works at its center: one round trip. */
  lockByRefForStaff: preparedQuery('order_lock_by_ref_for_staff', (tx) =>
    tx
      .select({
        ...getTableColumns(orders),
        staffReaches: sql<boolean>`exists (select 1 from ${staffUserCenters} where ${staffUserCenters.staffUserId} = ${at('staffUserId')} and ${staffUserCenters.saleUnit} = ${at('saleUnit')})`,
      })
      .from(orders)
      .where(and(eq(orders.orderId, at('orderId')), eq(orders.saleUnit, at('saleUnit'))))
      .for('update'),
  ),
  staffInCenter: preparedQuery('order_staff_in_center', (tx) =>
    tx
      .select({ one: sql<number>`1` })
      .from(staffUserCenters)
      .where(and(eq(staffUserCenters.staffUserId, at('staffUserId')), eq(staffUserCenters.saleUnit, at('saleUnit'))))
      .limit(1),
  ),
};

/** The fields a change of state may write. */
type StateField = 'status' | 'paymentStatus' | 'riderId' | 'trackingNo' | 'carrier' | 'invoiceStatus';

/**
 * A change's update and its history row, one statement per set of fields written (one round trip
 * in the change's transaction). Conditional on the status read under the lock: a change never
 * lands on a moved order, and then no history row is written either.
 */
const stateUpdate = byShape(
  (fields: readonly StateField[]) => fields.join(','),
  (fields: readonly StateField[]) =>
    preparedQuery(`order_state_${fields.map((field) => field.toLowerCase()).join('_')}`, (tx) => {
      const changed = tx.$with('changed').as(
        tx
          .update(orders)
          .set({ ...Object.fromEntries(fields.map((field) => [field, at(field)])), updatedAt: sql`now()` })
          .where(and(eq(orders.id, at('id')), eq(orders.status, at('readStatus'))))
          .returning(),
      );
      const logged = tx.$with('logged').as(
        tx.insert(orderStatusHistory).select(
          tx
            // Every column in the table's order, as an insert from a select needs: the defaults by hand.
            .select({
              id: sql`nextval(pg_get_serial_sequence('order_status_history', 'id'))`.as('id'),
              orderPk: sql`${changed.id}`.as('order_pk'),
              status: sql`${at('historyStatus')}::text`.as('status'),
              note: sql`${at('note')}::text`.as('note'),
              changedByKind: sql`${at('changedByKind')}::text`.as('changed_by_kind'),
              changedById: sql`${at('changedById')}::text`.as('changed_by_id'),
              at: sql`now()`.as('at'),
            })
            .from(changed),
        ),
      );
      return tx.with(changed, logged).select().from(changed);
    }),
);

export function createOrderRowsRepository(db: Db) {
  return {
    async findByPk(id: number, tx: DbOrTx = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async findByRef(
      orderId: string,
      saleUnit: string,
      tx: DbOrTx = db,
    ): Promise<OrderRow | undefined> {
      const [row] = await read.byRef(tx).execute({ orderId, saleUnit });
      return row;
    },

    /** The order, locked for a change of status. */
    async lockByRef(orderId: string, saleUnit: string, tx: DbOrTx): Promise<OrderRow | undefined> {
      const [row] = await read.lockByRef(tx).execute({ orderId, saleUnit });
      return row;
    },

    /** The order locked for a change by staff, with whether they work at its center. */
    async lockByRefForStaff(
      orderId: string,
      saleUnit: string,
      staffUserId: number,
      tx: DbOrTx,
    ): Promise<{ order: OrderRow; staffReaches: boolean } | undefined> {
      const [found] = await read.lockByRefForStaff(tx).execute({ orderId, saleUnit, staffUserId });
      if (!found) return undefined;
      const { staffReaches, ...order } = found;
      return { order, staffReaches };
    },

    async lines(orderPk: number, tx: DbOrTx = db): Promise<OrderLineRow[]> {
      return read.lines(tx).execute({ orderPk });
    },

    async promotions(orderPk: number, tx: DbOrTx = db): Promise<OrderPromotionRow[]> {
      return read.promotions(tx).execute({ orderPk });
    },

    async history(orderPk: number, tx: DbOrTx = db): Promise<StatusHistoryRow[]> {
      return read.history(tx).execute({ orderPk });
    },

    /** The goods issue status of each of these orders of a center that has one, by order number. */
    async goodsIssueStatuses(
      saleUnit: string,
      orderIds: readonly string[],
    ): Promise<Map<string, string>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ orderId: orders.orderId, status: goodsIssues.status })
        .from(goodsIssues)
        .innerJoin(orders, eq(orders.id, goodsIssues.orderPk))
        .where(and(eq(orders.saleUnit, saleUnit), inArray(orders.orderId, [...new Set(orderIds)])));
      return new Map(rows.map((r) => [r.orderId, r.status]));
    },

    async goodsIssue(orderPk: number, tx: DbOrTx = db): Promise<GoodsIssueRow | undefined> {
      const [row] = await read.goodsIssue(tx).execute({ orderPk });
      return row;
    },

    /**
     * Writes a locked order's new state and its history row; only the lifecycle calls it.
     * `history.status` is the new status, or the new payment status of a payment transition.
     */
    async setState(
      order: OrderRow,
      change: Partial<
        Pick<
          OrderRow,
          'status' | 'paymentStatus' | 'riderId' | 'trackingNo' | 'carrier' | 'invoiceStatus'
        >
      >,
      history: Pick<StatusHistoryRow, 'status' | 'note' | 'changedByKind' | 'changedById'>,
      tx: DbOrTx,
    ): Promise<OrderRow> {
      const fields = (Object.keys(change) as StateField[]).filter((field) => change[field] !== undefined).sort();
      const [row] = await stateUpdate(fields)(tx).execute({
        ...change,
        id: order.id,
        readStatus: order.status,
        historyStatus: history.status,
        note: history.note ?? null,
        changedByKind: history.changedByKind,
        changedById: history.changedById ?? null,
      });
      if (!row) throw new Error('order moved while locked');
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
    list: (filter: OrderListFilter, tx: DbOrTx = db) => listOrders(filter, tx),

    // ------------------------------------------------------------------ names for answers

    async centerNames(saleUnits: readonly string[], tx: DbOrTx = db): Promise<Map<string, CenterName>> {
      if (saleUnits.length === 0) return new Map();
      const rows = await read.centerNames(tx).execute({ saleUnits: [...new Set(saleUnits)] });
      return new Map(rows.map((r) => [r.saleUnit, { th: r.th, en: r.en }]));
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
      const rows = await read.customerNames(tx).execute({ ids: [...new Set(ids)] });
      return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
    },

    async rider(id: number, tx: DbOrTx = db) {
      const [row] = await read.rider(tx).execute({ id });
      return row;
    },

    async staffIsInCenter(
      staffUserId: number,
      saleUnit: string,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      return (await read.staffInCenter(tx).execute({ staffUserId, saleUnit })).length > 0;
    },
  };
}
