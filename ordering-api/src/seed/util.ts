import { createHash } from 'node:crypto';
import { formatBangkok } from '@eorder/shared';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** Parameters per statement: PostgreSQL allows 65,535; stay well below it. */
const MAX_PARAMS = 30_000;

/** Multi-row inserts in batches sized by the table's column count. */
export async function insertMany<T extends PgTable>(db: DbOrTx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

const DAY_MS = 86_400_000;

/** The Thai calendar date `days` after `now`, as YYYY-MM-DD. */
export function thaiDate(now: Date, days = 0): string {
  return formatBangkok(now.getTime() + days * DAY_MS, 'YYYY-MM-DD');
}

/** A moment `days` (may be fractional) before `now`. */
export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * A number in [0, 100) from the md5 of the text: the same value in JavaScript and in SQL
 * (see sqlBucket), so rows made by INSERT ... SELECT follow the same rule as the code that reads them.
 */
export function bucket(text: string): number {
  return Number.parseInt(createHash('md5').update(text).digest('hex').slice(0, 8), 16) % 100;
}

/** The SQL twin of bucket(): `expr` is a text expression. */
export function sqlBucket(expr: ReturnType<typeof sql>): ReturnType<typeof sql> {
  return sql`(('x' || lpad(substr(md5(${expr}), 1, 8), 16, '0'))::bit(64)::bigint % 100)`;
}

/** Empties every table of the public schema and restarts the identities. */
export async function resetDatabase(db: DbOrTx): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = result.rows.map((r) => `"${r.tablename.replace(/"/g, '""')}"`);
  if (names.length === 0) return;
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}

/** Moves every serial sequence past the highest id, after rows were inserted with explicit ids. */
export async function syncSequences(db: DbOrTx): Promise<void> {
  const result = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_default like 'nextval(%'
    order by table_name, column_name`);
  for (const { table_name: table, column_name: column } of result.rows) {
    const t = `"${table.replace(/"/g, '""')}"`;
    const c = `"${column.replace(/"/g, '""')}"`;
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${t.replace(/'/g, "''")}', '${column.replace(/'/g, "''")}'), coalesce((select max(${c}) from ${t}), 0) + 1, false)`,
      ),
    );
  }
}

/** EAN-13 with its check digit, from 12 digits. */
export function ean13(twelveDigits: string): string {
  const digits = twelveDigits.padStart(12, '0').slice(-12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}

export const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Round to satang (two decimals). */
export const baht = (value: number): number => Math.round(value * 100) / 100;
