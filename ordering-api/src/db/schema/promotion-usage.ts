import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { promotions } from './promotions';

/**
 * How many orders of a customer used a promotion, for promotions.usage_limit_per_customer. Raised
 * with a conditional upsert in the order transaction, lowered when the order is cancelled.
 */
export const promotionCustomerUsages = pgTable(
  'promotion_customer_usages',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.promotionId, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    usageCount: integer('usage_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.customerId] }),
    check('promotion_customer_usages_count_not_negative', sql`${t.usageCount} >= 0`),
  ],
);
