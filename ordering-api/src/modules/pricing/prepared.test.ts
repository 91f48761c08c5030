// A statement built once runs on the handle, and inside each transaction on that transaction's own
// connection: it sees the transaction's uncommitted rows, and another transaction does not.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { webConfig } from '../../db/schema';
import { createTestDatabase } from '../../db/test-support';
import { byShape, preparedQuery } from './prepared';

const optionValue = preparedQuery('test_web_config_value', (tx) =>
  tx.select({ value: webConfig.optValue }).from(webConfig).where(eq(webConfig.opt, sql.placeholder('opt'))),
);

class RolledBack extends Error {}

describe('preparedQuery', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('runs inside each transaction on its connection, and on the handle outside', async () => {
    const { db } = handle;
    for (const [index, value] of ['first', 'second', 'third'].entries()) {
      const opt = `prepared.test.${index}`;
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(webConfig).values({ opt, optValue: value });
          // The row is not committed: only this transaction's connection sees it.
          expect(await optionValue(tx).execute({ opt })).toEqual([{ value }]);
          throw new RolledBack();
        }),
      ).rejects.toBeInstanceOf(RolledBack);
      expect(await optionValue(db).execute({ opt })).toEqual([]);
    }
  });

  it('keeps two open transactions apart', async () => {
    if (!process.env.DATABASE_URL) return; // PGlite runs one transaction at a time.
    const { db } = handle;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const writer = db.transaction(async (tx) => {
      await tx.insert(webConfig).values({ opt: 'prepared.test.open', optValue: 'mine' });
      inserted();
      await held;
      return optionValue(tx).execute({ opt: 'prepared.test.open' });
    });
    await written;
    const other = await db.transaction((tx) => optionValue(tx).execute({ opt: 'prepared.test.open' }));
    release();
    expect(other).toEqual([]);
    expect(await writer).toEqual([{ value: 'mine' }]);
  });
});

describe('byShape', () => {
  it('makes a shape once and answers the same statement for the same key', () => {
    let made = 0;
    const of = byShape(
      (shape: { a: boolean }) => String(shape.a),
      (shape: { a: boolean }) => ({ shape, serial: ++made }),
    );
    expect(of({ a: true })).toBe(of({ a: true }));
    expect(of({ a: false }).serial).toBe(2);
    expect(made).toBe(2);
  });
});
