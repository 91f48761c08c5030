import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, saleUnit, tstz, updatedAt } from './columns';
import { distributionCenters } from './centers';
import { customers, deliveryAddresses } from './customers';
import { orders } from './orders';
import { staffUsers } from './staff';

/** One line of a recurring order: quantities per unit level. */
export interface SubscriptionItem {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
}

/**
 * Recurring orders of a customer in a center, every `every` days ('DAYS', starting on
 * day_of_week when one is given), weeks ('WEEKS', on day_of_week: 1 Monday ... 7 Sunday) or
 * months ('MONTHS', on day_of_month 1-28). next_run_date is the Bangkok date of the next order;
 * status 'ACTIVE', 'PAUSED' or 'CANCELLED'.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The salesperson who set it up for the customer, if one did. */
    createdByUserId: integer('created_by_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    frequency: text('frequency').notNull(),
    every: smallint('every').notNull().default(1),
    dayOfWeek: smallint('day_of_week'),
    dayOfMonth: smallint('day_of_month'),
    status: text('status').notNull().default('ACTIVE'),
    paymentMethod: text('payment_method').notNull(),
    shipToAddressId: integer('ship_to_address_id').references(() => deliveryAddresses.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<SubscriptionItem[]>().notNull(),
    nextRunDate: date('next_run_date', { mode: 'string' }).notNull(),
    lastRunAt: tstz('last_run_at'),
    lastOrderId: text('last_order_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_due_idx').on(t.status, t.nextRunDate),
    index('subscriptions_customer_idx').on(t.customerId, t.saleUnit),
    check('subscriptions_frequency_valid', sql`${t.frequency} in ('DAYS', 'WEEKS', 'MONTHS')`),
    check('subscriptions_every_range', sql`${t.every} between 1 and 90`),
    check('subscriptions_status_valid', sql`${t.status} in ('ACTIVE', 'PAUSED', 'CANCELLED')`),
    check('subscriptions_day_of_week_range', sql`${t.dayOfWeek} is null or ${t.dayOfWeek} between 1 and 7`),
    check('subscriptions_day_of_month_range', sql`${t.dayOfMonth} is null or ${t.dayOfMonth} between 1 and 28`),
  ],
);

/**
 * One row per subscription and period (the due date): the scheduler claims it in the transaction
 * that places the order, so two replicas never place the same period twice.
 */
export const subscriptionRuns = pgTable(
  'subscription_runs',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    period: date('period', { mode: 'string' }).notNull(),
    /** 'PLACED' or 'FAILED'. */
    status: text('status').notNull(),
    orderPk: bigint('order_pk', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    errorCode: text('error_code'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.period] }),
    check('subscription_runs_status_valid', sql`${t.status} in ('PLACED', 'FAILED')`),
  ],
);
