import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { saleUnit, updatedAt } from './columns';

/** One cart line as the web keeps it: quantities per unit level and whether it is selected. */
export interface CartItem {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
  selected: boolean;
}

/**
 * The server copy of a cart, per customer key (customer code, or the guest id), center and mode.
 * version rises by one on every write, so concurrent writers can detect a lost update.
 */
export const carts = pgTable(
  'carts',
  {
    customerKey: text('customer_key').notNull(),
    saleUnit: saleUnit().notNull(),
    mode: text('mode').notNull().default('MONEY'),
    items: jsonb('items').$type<CartItem[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerKey, t.saleUnit, t.mode] }),
    check('carts_mode_valid', sql`${t.mode} in ('MONEY', 'POINT')`),
  ],
);
