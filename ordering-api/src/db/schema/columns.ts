import { numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Money and prices: two decimals, read back as JavaScript numbers. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** Quantities that may be fractional (points per unit, unit rates). */
export const decimal = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });

/** Coordinates in decimal degrees. */
export const coordinate = (name: string) => numeric(name, { precision: 10, scale: 7, mode: 'number' });

/** The center a row belongs to. */
export const saleUnit = () => text('sale_unit');

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
