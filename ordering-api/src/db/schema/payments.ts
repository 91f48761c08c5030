import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, saleUnit, tstz, updatedAt } from './columns';
import { customers } from './customers';
import { orders } from './orders';

/**
 * A payment of one or more orders of one center (decision 059). Amounts are satang (integers).
 * payment_id is the id people and providers see (also the provider's invoice / reference 1).
 * status: CREATED, PENDING, PAID, FAILED, EXPIRED, REFUNDED, PARTIALLY_REFUNDED.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: text('payment_id').notNull().unique(),
    saleUnit: saleUnit().notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The method of the seeds' list (THAI_QR, TRANSFER ...) and the provider that settles it. */
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    refundedSatang: bigint('refunded_satang', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('CREATED'),
    /** The provider's transaction reference once it has one (the bank's transaction id ...). */
    providerReference: text('provider_reference'),
    /** Why it failed or waits: AMOUNT_MISMATCH, SLIP_REUSED, WAITING_FOR_STAFF ... */
    reason: text('reason'),
    qrPayload: text('qr_payload'),
    slipFile: text('slip_file'),
    /** A slip's own transaction reference (from its QR): a slip pays one payment only. */
    slipReference: text('slip_reference'),
    expiresAt: tstz('expires_at'),
    paidAt: tstz('paid_at'),
    /** The last time the reconciliation job asked the provider. */
    checkedAt: tstz('checked_at'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_customer_idx').on(t.customerId),
    unique('payments_slip_reference_uq').on(t.slipReference),
    check('payments_amount_positive', sql`${t.amountSatang} > 0`),
    check('payments_refund_within_amount', sql`${t.refundedSatang} >= 0 AND ${t.refundedSatang} <= ${t.amountSatang}`),
  ],
);

/** The orders a payment pays, each with its share (satang). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    paymentPk: bigint('payment_pk', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderPk: bigint('order_pk', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentPk, t.orderPk] }), index('payment_orders_order_idx').on(t.orderPk)],
);

/**
 * The ledger of a payment: every provider event (callback, inquiry answer, slip check, staff
 * decision), stored once by the provider's event or transaction id; a repeat is a no-op.
 * outcome: APPLIED (it changed the payment), IGNORED (nothing to change), AMOUNT_MISMATCH,
 * REFUSED (recorded, not applied).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentPk: bigint('payment_pk', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    /** The state the provider reported (PAID, FAILED, PENDING ...). */
    reported: text('reported').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: createdAt(),
  },
  (t) => [
    unique('payment_events_provider_event_uq').on(t.provider, t.eventId),
    index('payment_events_payment_idx').on(t.paymentPk),
  ],
);
