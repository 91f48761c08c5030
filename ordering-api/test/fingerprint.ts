// What a database holds, table by table, as a value two databases can be compared by.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';

export interface TableFingerprint {
  columns: string[];
  rows: number;
  /** md5 of the rows' text over `columns`, in a stable order. */
  hash: string;
}
export type DatabaseFingerprint = Record<string, TableFingerprint>;

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table of the public schema. With `like`, only its tables and columns are read, so a
 * newer schema can be compared with an older one: a column or table it lost shows as a difference.
 */
export async function databaseFingerprint(
  handle: DatabaseHandle,
  like?: DatabaseFingerprint,
): Promise<DatabaseFingerprint> {
  const found = await handle.db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`);
  const columnsOf = new Map<string, string[]>();
  for (const { table_name, column_name } of found.rows) {
    columnsOf.set(table_name, [...(columnsOf.get(table_name) ?? []), column_name]);
  }
  const tables = like ? Object.keys(like) : [...columnsOf.keys()];
  const result: DatabaseFingerprint = {};
  for (const table of tables.sort()) {
    const present = columnsOf.get(table) ?? [];
    const columns = like ? like[table]!.columns.filter((column) => present.includes(column)) : present;
    if (columns.length === 0) {
      result[table] = { columns, rows: 0, hash: '' };
      continue;
    }
    const list = columns.map(quote).join(', ');
    const { rows } = await handle.db.execute<{ n: number; hash: string | null }>(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash
         from (select ${list} from public.${quote(table)}) r`,
      ),
    );
    result[table] = { columns, rows: Number(rows[0]?.n ?? 0), hash: rows[0]?.hash ?? '' };
  }
  return result;
}

/** Runs a script of many statements (a dump), on either driver. */
export async function runSqlScript(handle: DatabaseHandle, script: string): Promise<void> {
  if (handle.pglite) {
    await handle.pglite.exec(script);
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query(script);
  } finally {
    client.release();
  }
}
