// The journeys' broadcast audience: every member a customer of the center, linked to its own valid
// LINE user id, in the one tag, and all of them reachable by the broadcast's own rule.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../db/test-support';
import { audienceFrom, reachable } from '../modules/merchant-broadcast/repository';
import { audienceLineUserId, LINE_AUDIENCE_TAG, seedLineAudience } from './line-audience';

let db: DatabaseHandle;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('seedLineAudience', () => {
  it('puts 1,200 LINE-linked customers of DC01 in one tag, each with its own user id', async () => {
    const tagId = await seedLineAudience(db.db, { saleUnit: 'DC01', tagName: LINE_AUDIENCE_TAG, count: 1200 });
    const counts = await db.db.execute<{ customers: string; reachable: string }>(
      sql`select count(*) as customers, count(*) filter (where ${reachable}) as reachable ${audienceFrom('DC01', tagId)}`,
    );
    expect(Number(counts.rows[0]?.customers)).toBe(1200);
    expect(Number(counts.rows[0]?.reachable)).toBe(1200);
    const ids = Array.from({ length: 1200 }, (_, i) => audienceLineUserId('DC01', i + 1));
    expect(new Set(ids).size).toBe(1200);
    expect(ids.every((id) => /^U[0-9a-f]{32}$/.test(id))).toBe(true);
  });
});
