import { bigint, bigserial, index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, money, saleUnit, updatedAt } from './columns';
import { orders } from './orders';

/** Payment attempts of an order with a provider (LINEPAY, 2C2P, GHL, KBANK, SLIP, PROMPTPAY, COD, CREDIT). */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderPk: bigint('order_pk', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit().notNull(),
    provider: text('provider').notNull(),
    methodCode: text('method_code').notNull(),
    amount: money('amount').notNull(),
    /** 'PENDING', 'PAID', 'FAILED', 'CANCELED', 'EXPIRED' */
    status: text('status').notNull().default('PENDING'),
    providerReference: text('provider_reference'),
    slipFile: text('slip_file'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderPk),
    unique('payments_provider_reference_uq').on(t.provider, t.providerReference),
  ],
);

/** Provider callbacks; the unique key makes a repeated callback a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: createdAt(),
  },
  (t) => [unique('payment_events_provider_reference_type_uq').on(t.provider, t.reference, t.eventType)],
);
