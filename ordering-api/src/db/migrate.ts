import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './client';

/** Key of the advisory lock that keeps two starting replicas from migrating at once. */
const MIGRATION_LOCK_KEY = 4_710_231;

/**
 * Finds the generated migrations: beside the sources (`src/db` -> `../../drizzle`) or beside the
 * bundle (`dist/server.js` -> `../drizzle`).
 */
export function findMigrationsFolder(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  const candidates = [
    path.resolve(from, '../drizzle'),
    path.resolve(from, '../../drizzle'),
    path.resolve(from, 'drizzle'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) {
    throw new Error(`Database migrations not found; looked in ${candidates.join(', ')}`);
  }
  return found;
}

/** Applies every migration not applied yet. Safe to call on each start. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  opts: { migrationsFolder?: string } = {},
): Promise<void> {
  const migrationsFolder = opts.migrationsFolder ?? findMigrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const pool = handle.pool;
  if (!pool) throw new Error('A PostgreSQL handle without a pool cannot be migrated');
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(handle.db, { migrationsFolder });
  } finally {
    try {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    } finally {
      lockClient.release();
    }
  }
}

/** True when the database has no migrated tables yet (used to decide on a first-run seed). */
export async function isDatabaseEmpty(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'distribution_centers'`,
  );
  if (Number(result.rows[0]?.n ?? 0) === 0) return true;
  const centers = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from distribution_centers`);
  return Number(centers.rows[0]?.n ?? 0) === 0;
}
