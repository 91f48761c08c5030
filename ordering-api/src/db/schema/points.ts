import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, decimal, saleUnit, updatedAt } from './columns';
import { distributionCenters } from './centers';
import { customers } from './customers';

/** Every change of a customer's points in a center; balance_after is the balance once applied. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    delta: decimal('delta').notNull(),
    balanceAfter: decimal('balance_after').notNull(),
    /** 'ORDER_EARN', 'ORDER_REDEEM', 'ORDER_CANCEL', 'ADJUST', 'COUPON' ... */
    reason: text('reason').notNull(),
    ref: text('ref'),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_ledger_customer_idx').on(t.customerId, t.saleUnit, t.createdAt),
    check('point_ledger_balance_after_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Current balance; spending is a conditional update, so the balance never goes below 0. */
export const pointBalances = pgTable(
  'point_balances',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    balance: decimal('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.saleUnit] }),
    check('point_balances_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);
