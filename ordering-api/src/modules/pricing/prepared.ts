// The queries of every cart, price and order call, kept as named prepared statements: building wide
// selects costs Drizzle more than PostgreSQL spends running them.
import { is, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';

interface Preparable {
  prepare(name: string): unknown;
}

/** What a transaction runs its statements on (Drizzle's session of the transaction). */
interface TransactionSession {
  client: unknown;
}

/**
 * A query builder's query, kept per database handle. Inside a transaction the query built for the
 * first one is run on each transaction's own connection (its prepared query with that session's
 * client), so a transaction builds no SQL either.
 */
export function preparedQuery<Q extends Preparable>(name: string, build: (tx: DbOrTx) => Q) {
  type Prepared = ReturnType<Q['prepare']>;
  const kept = new WeakMap<object, Prepared>();
  // One per driver (node-postgres, PGlite): keyed by the transaction session's class.
  const inTransaction = new Map<unknown, Prepared>();
  return (tx: DbOrTx): Prepared => {
    if (is(tx, PgTransaction)) {
      const session = (tx as unknown as { _: { session: TransactionSession } })._.session;
      const first = inTransaction.get(session.constructor);
      if (!first) {
        const built = build(tx).prepare(name) as Prepared;
        inTransaction.set(session.constructor, built);
        return built;
      }
      return Object.create(first, { client: { value: session.client } }) as Prepared;
    }
    let query = kept.get(tx);
    if (!query) {
      query = build(tx).prepare(name) as Prepared;
      kept.set(tx, query);
    }
    return query;
  };
}

/**
 * A hand-written statement with placeholders (sql.placeholder), turned into text once and run as
 * a named prepared statement on the database or transaction it is given. Answers the raw rows.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = new PgDialect().sqlToQuery(statement);
  return async (tx: DbOrTx, values: Record<string, unknown>): Promise<{ rows: Row[] }> =>
    (await tx._.session.prepareQuery(query, undefined, name, false).execute(values)) as {
      rows: Row[];
    };
}

/**
 * A list's statements by shape (which filters it has): each shape's statement is made on first use
 * and kept, so a request fills in values and builds nothing.
 */
export function byShape<Shape, Query>(key: (shape: Shape) => string, make: (shape: Shape) => Query) {
  const made = new Map<string, Query>();
  return (shape: Shape): Query => {
    const name = key(shape);
    let query = made.get(name);
    if (!query) {
      query = make(shape);
      made.set(name, query);
    }
    return query;
  };
}
