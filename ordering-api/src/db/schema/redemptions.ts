import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, decimal, saleUnit, tstz, updatedAt } from './columns';
import { distributionCenters } from './centers';
import { customers } from './customers';
import { orders } from './orders';

/**
 * The goods issue of a redeem (points) order. status: 'WAIT' (confirm redeem point), 'APPROVE'
 * or 'CANCEL'; a cancel gives the points back and returns the stock.
 */
export const goodsIssues = pgTable(
  'goods_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderPk: bigint('order_pk', { mode: 'number' })
      .notNull()
      .unique('goods_issues_order_uq')
      .references(() => orders.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    points: decimal('points').notNull(),
    status: text('status').notNull().default('WAIT'),
    /** 'customer', 'staff' or 'system'. */
    actedByKind: text('acted_by_kind'),
    actedById: text('acted_by_id'),
    actedAt: tstz('acted_at'),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('goods_issues_center_idx').on(t.saleUnit, t.status, t.createdAt),
    index('goods_issues_customer_idx').on(t.customerId, t.createdAt),
    check('goods_issues_status_valid', sql`${t.status} in ('WAIT', 'APPROVE', 'CANCEL')`),
    check('goods_issues_points_not_negative', sql`${t.points} >= 0`),
  ],
);
