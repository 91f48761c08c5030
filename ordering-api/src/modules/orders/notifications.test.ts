// A status change of an order queues the customer's LINE notice in the same transaction: the
// cancel that moves the order also writes the outbox row, and a LINE-less customer gets none.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import type { DatabaseHandle } from '../../db/client';
import { customers, stock } from '../../db/schema';
import { lineOutbox } from '../../db/schema/line';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { customerToken, post } from './test-kit';

const DC01 = 'DC01';
const LINE_USER = 'U00000000000000000000000000notify';
const { threeUnits } = FIXTURE.products;

let db: DatabaseHandle;
let t: TestApp;
let keyNo = 0;

async function placeAndCancel(token: string): Promise<string> {
  const placed = await post(
    t.app,
    '/api/orders/place',
    token,
    {
      SaleUnit: DC01,
      PaymentMethod: 'COD',
      Items: [{ P_Code: threeUnits, qty1: 0, qty2: 0, qty3: 1 }],
    },
    { 'idempotency-key': `notify-key-${String(++keyNo).padStart(4, '0')}` },
  );
  expect(placed.statusCode).toBe(200);
  const orderId = placed.json<{ Order: { OrderID: string } }>().Order.OrderID;
  const cancel = await post(t.app, `/api/orders/cancel/${orderId}/${DC01}`, token, {});
  expect(cancel.statusCode).toBe(200);
  return orderId;
}

beforeAll(async () => {
  db = await createTestDatabase();
  await db.db.update(stock).set({ available: 500, reserved: 0 }).where(eq(stock.pCode, threeUnits));
  t = await buildTestApp(db);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('order status notices in LINE', () => {
  it('queues no notice for a customer without LINE', async () => {
    const token = await customerToken(t.app, FIXTURE.customer, DC01);
    await placeAndCancel(token);
    expect(
      await db.db.select().from(lineOutbox).where(like(lineOutbox.dedupeKey, 'order-status:%')),
    ).toEqual([]);
  });

  it('queues one notice of the cancel for a customer linked to LINE', async () => {
    await db.db
      .update(customers)
      .set({ lineUserId: LINE_USER })
      .where(eq(customers.customerCode, FIXTURE.customer.customerCode));
    const token = await customerToken(t.app, FIXTURE.customer, DC01);
    await placeAndCancel(token);
    const rows = await db.db.select().from(lineOutbox).where(eq(lineOutbox.lineUserId, LINE_USER));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.dedupeKey).toMatch(/^order-status:\d+:CANCELLED$/);
    expect(JSON.stringify(rows[0]?.messages)).toContain('flex');
  });
});
