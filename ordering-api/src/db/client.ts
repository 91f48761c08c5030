import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The drizzle database, whichever driver is underneath. Typed as the node-postgres flavour; the
 * query builder behaves the same on PGlite. One difference to keep in mind: the raw result of an
 * update or delete without `.returning()` carries `rowCount` on PostgreSQL and `affectedRows` on
 * PGlite. Use `.returning()` for conditional updates, or `affectedRows(result)` below.
 */
export type Db = NodePgDatabase<Schema>;

/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What repository methods accept: the database, or a transaction they take part in. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Ends the pool, or closes the PGlite instance (also one that was passed in). */
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

/**
 * Connections that always use a prepared statement's generic plan, for the statements whose
 * plan does not depend on their values (decision 126). Only on PostgreSQL; opened as needed.
 */
const GENERIC_PLAN_POOL = Symbol.for('eorder.genericPlanPool');

/** The pool of `db` whose connections plan a prepared statement once (undefined on PGlite). */
export function genericPlanPool(db: Db): pg.Pool | undefined {
  // Kept on the database object itself, so every copy of this module (tests load one per file)
  // finds the pool of a database another copy opened.
  return (db as unknown as Record<symbol, pg.Pool | undefined>)[GENERIC_PLAN_POOL];
}

/** Connections of the generic-plan pool: the statements it runs are short and few at a time. */
const GENERIC_PLAN_POOL_SIZE = 5;

export interface OpenDatabaseOptions {
  /** A postgres:// url; when set, PostgreSQL is used and the PGlite options are ignored. */
  databaseUrl?: string;
  /** The PGlite data folder; PGlite keeps the database in memory when neither this nor `pglite` is given. */
  dataDir?: string;
  /** An existing PGlite instance (for example a clone of a test template); it must have pg_trgm loaded. */
  pglite?: PGlite;
  /** Connections in the PostgreSQL pool. Default DEFAULT_POOL_SIZE. */
  poolSize?: number;
  /** Called when an idle pooled connection fails (the pool replaces it). Default: ignored. */
  onPoolError?: (error: Error) => void;
}

/**
 * Connections per server. PostgreSQL gets nothing from more statements running at once than it
 * has cores to run them on; more only wait on each other's row locks (every order of a center
 * takes the same counter row). Ten leaves room for the reads a request runs side by side; a
 * request that finds them all busy waits here, which costs nothing.
 */
export const DEFAULT_POOL_SIZE = 10;

/** Creates a PGlite instance with the extensions the migrations need. */
export async function createPglite(dataDir?: string): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
}

/** Opens PostgreSQL when a url is given, otherwise PGlite (in `dataDir`, in memory, or the given instance). */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const poolOf = (max: number, options?: string) => {
      const made = new pg.Pool({
        connectionString: opts.databaseUrl,
        max,
        application_name: 'eorder-ordering-api',
        ...(options ? { options } : {}),
      });
      // Without a listener an idle connection that drops (a server restart) would end the process.
      made.on('error', (error) => opts.onPoolError?.(error));
      return made;
    };
    const pool = poolOf(opts.poolSize ?? DEFAULT_POOL_SIZE);
    const db = drizzleNodePg({ client: pool, schema });
    const generic = poolOf(GENERIC_PLAN_POOL_SIZE, '-c plan_cache_mode=force_generic_plan');
    Object.defineProperty(db, GENERIC_PLAN_POOL, { value: generic });
    return {
      db,
      kind: 'postgres',
      pool,
      close: async () => {
        await Promise.all([pool.end(), generic.end()]);
      },
    };
  }
  const pglite = opts.pglite ?? (await createPglite(opts.dataDir));
  await pglite.waitReady;
  // Same query builder, different session class; see the note on Db.
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Rows touched by an update, insert or delete run without `.returning()`, on either driver. */
export function affectedRows(result: unknown): number {
  if (result && typeof result === 'object') {
    const r = result as { rowCount?: unknown; affectedRows?: unknown };
    if (typeof r.rowCount === 'number') return r.rowCount;
    if (typeof r.affectedRows === 'number') return r.affectedRows;
  }
  return 0;
}
