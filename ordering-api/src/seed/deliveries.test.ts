// The demo rider's day: orders approved and handed to the demo rider, their
// stock reserved, the counter moved past their numbers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { orderCounters, orders } from '../db/schema';
import { createTestDatabase } from '../db/test-support';
import { DEMO_ACCOUNTS } from './accounts';
import { seedDeliveries } from './deliveries';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.transaction((tx) => seedDeliveries(tx, new Date()));
});

afterAll(async () => {
  await handle.close();
});

describe('the demo deliveries', () => {
  it('hands approved cash-on-delivery orders to the demo rider', async () => {
    const rows = await handle.db.select().from(orders).where(eq(orders.riderId, DEMO_ACCOUNTS.rider.riderId));
    expect(rows.length).toBe(3);
    expect(rows.every((row) => row.status === 'APPROVED' && row.paymentType === '0')).toBe(true);
    const [counter] = await handle.db.select().from(orderCounters);
    expect(counter?.lastNo).toBe(3);
  });
});
