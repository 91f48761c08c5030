import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { orders } from './orders';

/** A free item an order's promotion gave. */
export interface OrderFreeItem {
  P_Code: string;
  UnitLevel: number;
  Qty: number;
}

/**
 * What each promotion gave an order, as it was when the order was placed. usage_counted says the
 * promotion's usage (and the customer's) was raised for this order, so a cancel lowers it again.
 */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    orderPk: bigint('order_pk', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').notNull(),
    promotionName: text('promotion_name').notNull(),
    shortName: text('short_name').notNull(),
    /** The English names at the time of the order, when the promotion had them. */
    promotionNameEn: text('promotion_name_en'),
    shortNameEn: text('short_name_en'),
    /** PER_UNIT, MONEY, PERCENT or FREE. */
    kind: text('kind').notNull(),
    /** PRODUCT or BILL. */
    scope: text('scope').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    freeItems: jsonb('free_items').$type<OrderFreeItem[]>().notNull().default([]),
    usageCounted: boolean('usage_counted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orderPk, t.promotionId] })],
);
