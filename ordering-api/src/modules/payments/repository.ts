// The payments tables: a payment, the orders it pays and its ledger of provider
// events. Writes that settle a payment run in the caller's transaction, with
// the payment row locked.
import { and, asc, desc, eq, exists, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders, paymentEvents, paymentOrders, payments } from '../../db/schema';
import { byShape, preparedQuery } from '../pricing/prepared';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = Omit<typeof paymentEvents.$inferInsert, 'id' | 'receivedAt'>;
/** An order a payment pays, as settling reads it. */
export interface OrderLink {
  orderPk: number;
  orderId: string;
  saleUnit: string;
  status: string;
  paymentStatus: string;
}

/** States in which a payment may still become paid. */
export const OPEN_STATUSES = ['CREATED', 'PENDING'] as const;

const at = (name: string) => sql.placeholder(name);

/** A payment locked with its orders, by its key or by the provider's reference: one statement each. */
const lockWithOrders = (() => {
  const locked = (name: string, where: SQL | undefined) =>
    preparedQuery(name, (tx) =>
      tx
        .select({
          payment: payments,
          link: { orderPk: orders.id, orderId: orders.orderId, saleUnit: orders.saleUnit, status: orders.status, paymentStatus: orders.paymentStatus },
        })
        .from(payments)
        .innerJoin(paymentOrders, eq(paymentOrders.paymentPk, payments.id))
        .innerJoin(orders, eq(orders.id, paymentOrders.orderPk))
        .where(where)
        .orderBy(asc(orders.id))
        .for('update', { of: payments }),
    );
  return {
    byPk: locked('payment_lock_by_pk', eq(payments.id, at('id'))),
    byRef: locked('payment_lock_by_ref', and(eq(payments.paymentId, at('paymentId')), eq(payments.provider, at('provider')))),
  };
})();

/**
 * A payment's update, one statement per set of fields written, built once: settling a paid notice
 * writes the same four fields every time, and building the update cost more than running it.
 */
const paymentUpdate = byShape(
  (fields: readonly (keyof NewPayment)[]) => fields.join(','),
  (fields: readonly (keyof NewPayment)[]) =>
    preparedQuery(`payment_update_${fields.map((field) => field.toLowerCase()).join('_')}`, (tx) =>
      tx
        .update(payments)
        .set({ ...Object.fromEntries(fields.map((field) => [field, at(field)])), updatedAt: sql`now()` })
        .where(eq(payments.id, at('id')))
        .returning(),
    ),
);

/** A provider's event, stored once by its provider and id (the unique key decides "applied once"). */
const insertEvent = preparedQuery('payment_event_insert', (tx) =>
  tx
    .insert(paymentEvents)
    .values({
      paymentPk: at('paymentPk'),
      provider: at('provider'),
      eventId: at('eventId'),
      kind: at('kind'),
      reported: at('reported'),
      amountSatang: at('amountSatang'),
      outcome: at('outcome'),
      payload: at('payload'),
    })
    .onConflictDoNothing()
    .returning(),
);

export function createPaymentRepository(db: Db) {
  return {
    async insert(row: NewPayment, shares: { orderPk: number; amountSatang: number }[], tx: DbOrTx): Promise<PaymentRow> {
      const [created] = await tx.insert(payments).values(row).returning();
      if (!created) throw new Error('payment not inserted');
      await tx.insert(paymentOrders).values(shares.map((s) => ({ paymentPk: created.id, ...s })));
      return created;
    },

    async byPaymentId(paymentId: string, tx: DbOrTx = db): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.paymentId, paymentId)).limit(1);
      return row;
    },

    async bySlipReference(reference: string, tx: DbOrTx = db): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.slipReference, reference)).limit(1);
      return row;
    },

    async lock(id: number, tx: DbOrTx): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },

    /**
     * Locks a payment (by row id, or by payment id and provider) and reads the orders it pays, in one
     * statement: the settling path's first round trip (decision 109).
     */
    async lockWithOrders(target: number | { paymentId: string; provider: string }, tx: DbOrTx): Promise<{ payment: PaymentRow; links: OrderLink[] } | undefined> {
      const rows =
        typeof target === 'number'
          ? await lockWithOrders.byPk(tx).execute({ id: target })
          : await lockWithOrders.byRef(tx).execute({ paymentId: target.paymentId, provider: target.provider });
      const first = rows[0];
      return first ? { payment: first.payment, links: rows.map((r) => r.link) } : undefined;
    },

    async update(id: number, values: Partial<NewPayment>, tx: DbOrTx): Promise<PaymentRow> {
      const fields = (Object.keys(values) as (keyof NewPayment)[]).filter((field) => values[field] !== undefined).sort();
      const [row] = await paymentUpdate(fields)(tx).execute({ ...values, id });
      if (!row) throw new Error('payment not found');
      return row;
    },

    /** The order numbers (and keys) a payment pays, in the order they were given. */
    async ordersOf(paymentPk: number, tx: DbOrTx = db) {
      return tx
        .select({ orderPk: orders.id, orderId: orders.orderId, saleUnit: orders.saleUnit, status: orders.status, paymentStatus: orders.paymentStatus })
        .from(paymentOrders)
        .innerJoin(orders, eq(orders.id, paymentOrders.orderPk))
        .where(eq(paymentOrders.paymentPk, paymentPk))
        .orderBy(asc(orders.id));
    },

    /** The latest payment of an order. */
    async latestOfOrder(orderPk: number, tx: DbOrTx = db): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select({ payment: payments })
        .from(paymentOrders)
        .innerJoin(payments, eq(payments.id, paymentOrders.paymentPk))
        .where(eq(paymentOrders.orderPk, orderPk))
        .orderBy(desc(payments.id))
        .limit(1);
      return row?.payment;
    },

    /** The open payments of these orders (any method). */
    async openOfOrders(orderPks: number[], tx: DbOrTx): Promise<PaymentRow[]> {
      if (orderPks.length === 0) return [];
      const rows = await tx
        .selectDistinct({ payment: payments })
        .from(paymentOrders)
        .innerJoin(payments, eq(payments.id, paymentOrders.paymentPk))
        .where(and(inArray(paymentOrders.orderPk, orderPks), inArray(payments.status, [...OPEN_STATUSES])));
      return rows.map((r) => r.payment);
    },

    /** Stores an event once; false when the provider's id was stored already (a repeat). */
    async recordEvent(event: NewPaymentEvent, tx: DbOrTx): Promise<PaymentEventRow | null> {
      const [row] = await insertEvent(tx).execute({
        paymentPk: event.paymentPk,
        provider: event.provider,
        eventId: event.eventId,
        kind: event.kind,
        reported: event.reported,
        amountSatang: event.amountSatang ?? null,
        outcome: event.outcome,
        payload: event.payload ?? {},
      });
      return row ?? null;
    },

    async setEventOutcome(id: number, outcome: string, tx: DbOrTx): Promise<void> {
      await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));
    },

    async events(paymentPk: number, tx: DbOrTx = db): Promise<PaymentEventRow[]> {
      return tx.select().from(paymentEvents).where(eq(paymentEvents.paymentPk, paymentPk)).orderBy(asc(paymentEvents.id));
    },

    /**
     * Claims the next open payment of these providers made before `before` and not asked about since
     * `before`: one statement, rows locked by another replica skipped, so each is asked about once a round.
     */
    async claimStale(providers: readonly string[], before: Date, now: Date, tx: DbOrTx = db): Promise<PaymentRow | undefined> {
      if (providers.length === 0) return undefined;
      const candidate = tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            inArray(payments.status, [...OPEN_STATUSES]),
            inArray(payments.provider, [...providers]),
            lt(payments.createdAt, before),
            or(isNull(payments.checkedAt), lt(payments.checkedAt, before)),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await tx
        .update(payments)
        .set({ checkedAt: now })
        .where(inArray(payments.id, candidate))
        .returning();
      return row;
    },

    /**
     * Claims the next payment with a refund still pending at its provider (decision 121), not asked
     * about since `before`: rows locked by another replica skipped, so each is asked about once a round.
     */
    async claimPendingRefund(providers: readonly string[], before: Date, now: Date, tx: DbOrTx = db): Promise<PaymentRow | undefined> {
      if (providers.length === 0) return undefined;
      const pending = tx
        .select({ one: sql`1` })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentPk, payments.id), eq(paymentEvents.kind, 'REFUND'), eq(paymentEvents.outcome, 'PENDING')));
      const candidate = tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(inArray(payments.provider, [...providers]), exists(pending), or(isNull(payments.checkedAt), lt(payments.checkedAt, before))))
        .orderBy(asc(payments.checkedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await tx.update(payments).set({ checkedAt: now }).where(inArray(payments.id, candidate)).returning();
      return row;
    },

    /** A customer's unpaid money orders of a center by the given methods, oldest first (at most 200). */
    async unpaidOrdersOf(customerId: number, saleUnit: string, methods: string[]) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            eq(orders.saleUnit, saleUnit),
            eq(orders.mode, 'MONEY'),
            eq(orders.paymentStatus, 'UNPAID'),
            inArray(orders.paymentType, methods),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(200);
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
