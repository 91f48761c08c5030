// Transactions that PostgreSQL may pick as a deadlock victim (or lose a
// serialization race) are run again, a few times, before the error is answered.
import type { Db, Tx } from '../../db/client';
import { sqlState } from '../../db/sql-state';

const TRANSACTION_ATTEMPTS = 3;

export async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = sqlState(error);
      if (attempt >= TRANSACTION_ATTEMPTS || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

/** One transaction, run again when it lost a deadlock or serialization race. */
export function withRetry<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retried(() => db.transaction(work));
}

/** In the caller's transaction (as a savepoint) when given one, else in a transaction of its own. */
export function inTransaction<T>(
  db: Db,
  tx: Tx | undefined,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return tx ? tx.transaction(work) : withRetry(db, work);
}
