import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bangkokDateKey } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import type { DatabaseHandle } from '../../db/client';
import { centerProducts, orders, promotionProducts, stock } from '../../db/schema';
import { subscriptionRuns } from '../../db/schema/subscriptions';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';
import { isoWeekday } from './schedule';
import { createSubscriptionService } from './service';
import { sayWhenSkippedWithoutPostgres } from '../../../test/database';

const DC01 = 'DC01';
const { singleUnit } = FIXTURE.products;

let db: DatabaseHandle;
let t: TestApp;
let token: string;
let todayWeekday: number;

interface SubscriptionJson {
  SubscriptionId: number;
  Name: string;
  Frequency: string;
  Every: number;
  NextRunDate: string;
  Active: string;
  Status: string;
  LastOrderID: string | null;
  LastError: string | null;
  Items: { P_Code: string; PRODUCTNAME: string | null; qty1: number }[];
  Runs: { Period: string; Status: string; ErrorCode: string | null }[];
}

const body = (overrides: Record<string, unknown> = {}) => ({
  SaleUnit: DC01,
  Name: 'น้ำดื่มทุกสัปดาห์',
  Frequency: 'WEEKS',
  Every: 1,
  DayOfWeek: todayWeekday,
  PaymentMethod: 'COD',
  Items: [{ P_Code: singleUnit, qty1: 2 }],
  ...overrides,
});

const ordersOfSubscription = async (name: string) =>
  db.db.select().from(orders).where(and(eq(orders.remark, name), eq(orders.customerId, FIXTURE.customer.customerId)));

beforeAll(async () => {
  db = await createTestDatabase();
  await db.db.delete(promotionProducts).where(eq(promotionProducts.pCode, singleUnit));
  await db.db
    .update(centerProducts)
    .set({ price1: 50, price1Type: '1' })
    .where(and(eq(centerProducts.saleUnit, DC01), eq(centerProducts.pCode, singleUnit)));
  t = await buildTestApp(db);
  token = await customerToken(t.app, FIXTURE.customer, DC01);
  todayWeekday = isoWeekday(bangkokDateKey(t.clock()));
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('recurring orders', () => {
  it('creates one due from today, lists it and shows it', async () => {
    const res = await post(t.app, '/api/orders/subscriptions/create', token, body());
    expect(res.statusCode).toBe(200);
    const created = res.json<SubscriptionJson>();
    expect(created).toMatchObject({ Frequency: 'WEEKS', Every: 1, Active: 'Y', Status: 'ACTIVE', NextRunDate: bangkokDateKey(t.clock()) });
    expect(created.Items[0]).toMatchObject({ P_Code: singleUnit, qty1: 2 });
    expect(created.Items[0]?.PRODUCTNAME).toBeTruthy();
    const list = await get(t.app, '/api/orders/subscriptions', token);
    expect(list.json<SubscriptionJson[]>().map((s) => s.SubscriptionId)).toContain(created.SubscriptionId);
    const one = await get(t.app, `/api/orders/subscriptions/${created.SubscriptionId}`, token);
    expect(one.json<SubscriptionJson>().Name).toBe('น้ำดื่มทุกสัปดาห์');
    const other = await customerToken(t.app, FIXTURE.creditCustomer, DC01);
    expect(errorOf(await get(t.app, `/api/orders/subscriptions/${created.SubscriptionId}`, other)).Code).toBe('NOT_FOUND');
  });

  it('refuses bad input', async () => {
    const create = (b: Record<string, unknown>) => post(t.app, '/api/orders/subscriptions/create', token, b);
    expect(errorOf(await create(body({ DayOfWeek: null }))).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await create(body({ Frequency: 'MONTHS', DayOfMonth: 31 }))).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await create(body({ Frequency: 'DAILY' }))).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await create(body({ Every: 0 }))).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await create(body({ Every: 13 }))).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await create(body({ Frequency: 'DAYS', Every: 91 }))).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await create(body({ Every: 'two' }))).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await create(body({ Items: [] }))).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await create(body({ Items: [{ P_Code: 'NO-SUCH', qty1: 1 }] }))).Code).toBe('PRODUCT_NOT_FOUND');
    expect(errorOf(await create(body({ PaymentMethod: 'LINEPAY' }))).Code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(errorOf(await create(body({ ShipToAddressId: 999_999 }))).Code).toBe('VALIDATION_FAILED');
    expect((await post(t.app, '/api/orders/subscriptions/create', null, body())).statusCode).toBe(401);
  });

  it('places each due order once through the order path, however often the scheduler runs', async () => {
    const name = 'สั่งซ้ำทุกสัปดาห์';
    const created = (await post(t.app, '/api/orders/subscriptions/create', token, body({ Name: name }))).json<SubscriptionJson>();
    const service = createSubscriptionService({ db: db.db, clock: t.clock });
    const before = (await db.db.select().from(stock).where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, singleUnit))))[0]?.available ?? 0;
    const first = await service.runDue();
    expect(first.placed).toBeGreaterThanOrEqual(1);
    await service.runDue();
    const placed = await ordersOfSubscription(name);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ status: 'WAIT', total: 100, paymentType: '0' });
    const after = (await db.db.select().from(stock).where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, singleUnit))))[0]?.available ?? 0;
    expect(before - after).toBe(2 * first.placed);
    const shown = (await get(t.app, `/api/orders/subscriptions/${created.SubscriptionId}`, token)).json<SubscriptionJson>();
    expect(shown).toMatchObject({ LastOrderID: placed[0]?.orderId, LastError: null });
    // the next run is a week on
    expect(Number(shown.NextRunDate) > Number(bangkokDateKey(t.clock()))).toBe(true);
    expect(shown.Runs).toEqual([expect.objectContaining({ Period: bangkokDateKey(t.clock()), Status: 'PLACED' })]);
  });

  it('repeats every N days from the chosen weekday, and every N weeks', async () => {
    const today = bangkokDateKey(t.clock());
    const daily = (await post(t.app, '/api/orders/subscriptions/create', token, body({ Name: 'ทุก 3 วัน', Frequency: 'DAYS', Every: 3, DayOfWeek: null }))).json<SubscriptionJson>();
    expect(daily).toMatchObject({ Frequency: 'DAYS', Every: 3, NextRunDate: today });
    const tomorrowWeekday = (todayWeekday % 7) + 1;
    const fromTomorrow = (await post(t.app, '/api/orders/subscriptions/create', token, body({ Name: 'ทุก 10 วัน', Frequency: 'DAYS', Every: 10, DayOfWeek: tomorrowWeekday }))).json<SubscriptionJson>();
    expect(fromTomorrow.NextRunDate).toBe(addDays(today, 1));
    await createSubscriptionService({ db: db.db, clock: t.clock }).runDue();
    const afterRun = (await get(t.app, `/api/orders/subscriptions/${daily.SubscriptionId}`, token)).json<SubscriptionJson>();
    expect(afterRun.NextRunDate).toBe(addDays(today, 3));
    const everyThreeWeeks = (await post(t.app, '/api/orders/subscriptions/update/' + daily.SubscriptionId, token, body({ Name: 'ทุก 3 สัปดาห์', Every: 3 }))).json<SubscriptionJson>();
    expect(everyThreeWeeks).toMatchObject({ Frequency: 'WEEKS', Every: 3 });
    for (const id of [daily.SubscriptionId, fromTomorrow.SubscriptionId]) await post(t.app, `/api/orders/subscriptions/delete/${id}`, token, {});
  });

  it('records an order the rules refuse and moves on to the next period', async () => {
    const name = 'สั่งซ้ำที่สินค้าหมด';
    const created = (await post(t.app, '/api/orders/subscriptions/create', token, body({ Name: name, Items: [{ P_Code: singleUnit, qty1: 5000 }] }))).json<SubscriptionJson>();
    await createSubscriptionService({ db: db.db, clock: t.clock }).runDue();
    expect(await ordersOfSubscription(name)).toEqual([]);
    const shown = (await get(t.app, `/api/orders/subscriptions/${created.SubscriptionId}`, token)).json<SubscriptionJson>();
    expect(shown).toMatchObject({ LastError: 'OUT_OF_STOCK' });
    expect(shown.Runs[0]).toMatchObject({ Status: 'FAILED', ErrorCode: 'OUT_OF_STOCK' });
  });

  it('pauses, resumes and cancels; a paused one is not placed', async () => {
    const name = 'สั่งซ้ำที่หยุดไว้';
    const created = (await post(t.app, '/api/orders/subscriptions/create', token, body({ Name: name }))).json<SubscriptionJson>();
    const id = created.SubscriptionId;
    expect((await post(t.app, `/api/orders/subscriptions/pause/${id}`, token, {})).json<SubscriptionJson>()).toMatchObject({ Active: 'N', Status: 'PAUSED' });
    await createSubscriptionService({ db: db.db, clock: t.clock }).runDue();
    expect(await ordersOfSubscription(name)).toEqual([]);
    expect((await post(t.app, `/api/orders/subscriptions/resume/${id}`, token, {})).json<SubscriptionJson>()).toMatchObject({ Status: 'ACTIVE' });
    const deleted = await post(t.app, `/api/orders/subscriptions/delete/${id}`, token, {});
    expect(deleted.json()).toEqual({ status: 200 });
    const list = (await get(t.app, '/api/orders/subscriptions', token)).json<SubscriptionJson[]>();
    expect(list.some((s) => s.SubscriptionId === id)).toBe(false);
    expect(errorOf(await post(t.app, `/api/orders/subscriptions/resume/${id}`, token, {})).Code).toBe('NOT_FOUND');
  });

  it('lets an administrator run the scheduler by hand', async () => {
    const admin = await staffToken(t.app, FIXTURE.merchant.staffUserId, FIXTURE.merchant.roleCode);
    const res = await post(t.app, '/api/orders/subscriptions/run-due', admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ placed: expect.any(Number) as number });
    const salesperson = await staffToken(t.app, FIXTURE.salesperson.staffUserId, FIXTURE.salesperson.roleCode);
    expect((await post(t.app, '/api/orders/subscriptions/run-due', salesperson, {})).statusCode).toBe(403);
  });
});

sayWhenSkippedWithoutPostgres('two schedulers at once on PostgreSQL');

describe.runIf(process.env.DATABASE_URL)('two schedulers at once on PostgreSQL', () => {
  it('place each period once', async () => {
    const name = 'สั่งซ้ำสองเครื่อง';
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post(t.app, '/api/orders/subscriptions/create', token, body({ Name: `${name} ${i}` }))),
    );
    expect(created.every((r) => r.statusCode === 200)).toBe(true);
    const replicas = [createSubscriptionService({ db: db.db, clock: t.clock }), createSubscriptionService({ db: db.db, clock: t.clock })];
    await Promise.all([...replicas.map((r) => r.runDue()), ...replicas.map((r) => r.runDue())]);
    for (let i = 0; i < 5; i++) expect(await ordersOfSubscription(`${name} ${i}`)).toHaveLength(1);
    const ids = created.map((r) => r.json<SubscriptionJson>().SubscriptionId);
    const runs = await db.db.select().from(subscriptionRuns).where(sql`${subscriptionRuns.subscriptionId} in (${sql.join(ids, sql`, `)})`);
    expect(runs).toHaveLength(5);
  });
});
