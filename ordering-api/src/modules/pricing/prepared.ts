// The queries of every cart, price and order call, kept as named prepared statements: building wide
// selects costs Drizzle more than PostgreSQL spends running them.
import { is, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';

interface Preparable {
  prepare(name: string): unknown;
}

/**
 * A query builder's query, kept per database handle; inside a transaction it is built for that
 * transaction.
 */
export function preparedQuery<Q extends Preparable>(name: string, build: (tx: DbOrTx) => Q) {
  type Prepared = ReturnType<Q['prepare']>;
  const kept = new WeakMap<object, Prepared>();
  return (tx: DbOrTx): Prepared => {
    if (is(tx, PgTransaction)) return build(tx).prepare(name) as Prepared;
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
