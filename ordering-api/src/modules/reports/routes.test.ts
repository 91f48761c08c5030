// The dashboard's reports: their windows, what they count, and scoping to the staff's centers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDateKey } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { createCustomer, createProduct, createStaff, type ProductRow } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase, fixtureNow } from '../../db/test-support';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';
import { bucketsOf, reportWindow } from './service';

let db: DatabaseHandle;
let t: TestApp;
let dc01Staff: string;
let dc02Staff: string;
let bestSeller: ProductRow;

interface ReportJson {
  Data: { Label: string; Value: number; Amount?: number; Code?: string }[];
  From: string;
  To: string;
}

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db, { clock: createTestClock(fixtureNow()) });
  dc01Staff = await staffToken(t.app, (await createStaff(db.db, { saleUnits: ['DC01'] })).id, '1');
  dc02Staff = await staffToken(t.app, (await createStaff(db.db, { saleUnits: ['DC02'] })).id, '1');
  bestSeller = await createProduct(db.db, { price: 1000, stock: 1000 });
  const customer = await createCustomer(db.db);
  const placed = await post(
    t.app,
    '/api/orders/place',
    await customerToken(t.app, customer, 'DC01'),
    { SaleUnit: 'DC01', PaymentMethod: 'COD', Items: [{ P_Code: bestSeller.pCode, qty1: 20, qty2: 0, qty3: 0 }] },
    { 'idempotency-key': 'report-order-0001' },
  );
  expect(placed.statusCode, placed.body).toBe(200);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('report windows', () => {
  it('end today: a day, seven days, this month, this year by month', () => {
    expect(reportWindow('day', '20240615')).toEqual({ from: '20240615', to: '20240615', bucket: 'day' });
    expect(reportWindow('week', '20240603')).toEqual({ from: '20240528', to: '20240603', bucket: 'day' });
    expect(reportWindow('month', '20240615')).toEqual({ from: '20240601', to: '20240615', bucket: 'day' });
    expect(bucketsOf(reportWindow('year', '20240315'))).toEqual(['202401', '202402', '202403']);
    expect(bucketsOf(reportWindow('week', '20240603'))).toHaveLength(7);
  });
});

describe('the dashboard calls', () => {
  it("put the center's best seller first, this month by default", async () => {
    const res = await get(t.app, '/api/merchant/report/topsaleByMonth', dc01Staff);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReportJson>();
    expect(body.Data[0]).toMatchObject({ Code: bestSeller.pCode, Amount: 20 });
    expect(body.Data[0]?.Value).toBeGreaterThan(0);
    expect(body.To.replace(/-/g, '')).toBe(bangkokDateKey(fixtureNow()));
  });

  it('count new customers for every day of the range', async () => {
    await createCustomer(db.db);
    const res = await get(t.app, '/api/merchant/report/salemannewcustomerbymonth?type=week', dc01Staff);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReportJson>();
    expect(body.Data).toHaveLength(7);
    expect(body.Data.at(-1)?.Value).toBeGreaterThanOrEqual(1);
  });

  it("refuse another center, a bad range and a customer's call", async () => {
    const other = await get(t.app, '/api/merchant/report/topsaleByMonth?saleUnit=DC01', dc02Staff);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).Code).toBe('CENTER_NOT_ALLOWED');
    const own = await get(t.app, '/api/merchant/report/topsaleByMonth', dc02Staff);
    expect(own.json<ReportJson>().Data.some((point) => point.Code === bestSeller.pCode)).toBe(false);
    expect((await get(t.app, '/api/merchant/report/topsaleByMonth?type=decade', dc01Staff)).statusCode).toBe(400);
    expect((await get(t.app, '/api/merchant/report/topsaleByMonth', null)).statusCode).toBe(401);
  });
});
