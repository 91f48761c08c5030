// Many requests at once against a real PostgreSQL (only when DATABASE_URL is set: PGlite serves one
// connection at a time), on one app and on two replicas of one database.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReplicas, type Replicas } from '../../../test/replicas';
import type { DatabaseHandle } from '../../db/client';
import {
  centerProducts,
  coupons,
  orders,
  pointBalances,
  pointLedger,
  products,
  promotionProducts,
  stock,
} from '../../db/schema';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { customerToken, get, post } from './test-kit';
import { sayWhenSkippedWithoutPostgres } from '../../../test/database';

const DC01 = 'DC01';
const { threeUnits, singleUnit, reward } = FIXTURE.products;

sayWhenSkippedWithoutPostgres('concurrent requests on PostgreSQL');

describe.runIf(process.env.DATABASE_URL).each([1, 2])('concurrent requests on PostgreSQL, %i replica(s)', (replicaCount) => {
  let db: DatabaseHandle;
  let replicas: Replicas;
  let t: { app: Replicas['target'] };
  let token: string;
  let keyNo = 0;
  const nextKey = (prefix: string) => `${prefix}-${String(++keyNo).padStart(5, '0')}`;

  const place = (body: Record<string, unknown>, key: string) =>
    post(
      t.app,
      '/api/orders/place',
      token,
      { SaleUnit: DC01, PaymentMethod: 'COD', ...body },
      { 'idempotency-key': key },
    );
  const line = (P_Code: string, qty1 = 0, qty2 = 0, qty3 = 0) => ({ P_Code, qty1, qty2, qty3 });
  const available = async (pCode: string) =>
    (
      await db.db
        .select()
        .from(stock)
        .where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, pCode)))
    )[0]?.available;
  const ordersOf = async (pCode: string) =>
    Number(
      (
        await db.db.execute<{ n: number }>(
          sql`select count(distinct o.id)::int as n from orders o join order_lines l on l.order_pk = o.id where l.p_code = ${pCode} and o.status <> 'CANCELLED'`,
        )
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.db
      .delete(promotionProducts)
      .where(sql`${promotionProducts.pCode} in (${singleUnit}, ${threeUnits}, ${reward})`);
    await db.db
      .update(centerProducts)
      .set({ price1: 10, price1Type: '1' })
      .where(
        and(
          eq(centerProducts.saleUnit, DC01),
          sql`${centerProducts.pCode} in (${singleUnit}, ${threeUnits})`,
        ),
      );
    await db.db.update(products).set({ option1: 100 }).where(eq(products.pCode, reward));
    replicas = await buildReplicas(db, replicaCount);
    t = { app: replicas.target };
    token = await customerToken(replicas.apps[0]!.app, FIXTURE.customer, DC01);
  });

  afterAll(async () => {
    await replicas.close();
    await db.close();
  });

  it('50 orders for the last 10 units: exactly 10 succeed and the stock ends at zero', async () => {
    await db.db
      .update(stock)
      .set({ available: 10, reserved: 0 })
      .where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, singleUnit)));
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        place({ Items: [line(singleUnit, 1)] }, nextKey('last-units')),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(40);
    expect(refused.every((r) => r.json<{ Code: string }>().Code === 'OUT_OF_STOCK')).toBe(true);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await available(singleUnit)).toBe(0);
    expect(await ordersOf(singleUnit)).toBe(10);
    const ids = ok.map((r) => r.json<{ Order: { OrderID: string } }>().Order.OrderID);
    expect(new Set(ids).size).toBe(10);
  });

  it('orders mixing units of one product never take more than is there', async () => {
    // 30 units; each order wants 1 pack (6) + 2 units = 8: only 3 fit
    await db.db
      .update(stock)
      .set({ available: 30, reserved: 0 })
      .where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, threeUnits)));
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        place({ Items: [line(threeUnits, 2, 1)] }, nextKey('mixed')),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await available(threeUnits)).toBe(6);
  });

  // With the last units, the requests after the first find no stock left and go the transaction
  // way, where the claimed key answers the first order all the same.
  it.each([
    { units: 100, left: 97, what: 'plenty of stock' },
    { units: 3, left: 0, what: 'the last units' },
  ])('20 requests with one idempotency key make one order ($what)', async ({ units, left }) => {
    await db.db
      .update(stock)
      .set({ available: units, reserved: 0 })
      .where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, singleUnit)));
    const key = nextKey('same-key');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => place({ Items: [line(singleUnit, 3)] }, key)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const ids = new Set(results.map((r) => r.json<{ Order: { OrderID: string } }>().Order.OrderID));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => !r.json<{ Replayed: boolean }>().Replayed)).toHaveLength(1);
    const rows = await db.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await available(singleUnit)).toBe(left);
  });

  it('20 uses of a coupon with one use left: one succeeds', async () => {
    await db.db
      .update(stock)
      .set({ available: 100, reserved: 0 })
      .where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, singleUnit)));
    const couponId = FIXTURE.coupons.unused[0];
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        place({ Items: [line(singleUnit, 10)], CouponId: couponId }, nextKey('coupon')),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(19);
    expect(refused.every((r) => r.json<{ Code: string }>().Code === 'COUPON_USED')).toBe(true);
    const [coupon] = await db.db.select().from(coupons).where(eq(coupons.couponId, couponId));
    expect(coupon).toMatchObject({
      lock: 'Y',
      usedOrderId: ok[0]?.json<{ Order: { OrderID: string } }>().Order.OrderID,
    });
    // only the one order took stock
    expect(await available(singleUnit)).toBe(90);
  });

  it('orders sharing products, listed in any order, all go through and take exactly their units', async () => {
    const { lastUnit } = FIXTURE.products;
    const codes = [singleUnit, threeUnits, lastUnit];
    for (const pCode of codes)
      await db.db
        .update(stock)
        .set({ available: 1000, reserved: 0 })
        .where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, pCode)));
    // Half list the products one way round, half the other: locked in code order, no order
    // waits on another in a circle.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) => {
        const items = codes.map((pCode) => line(pCode, 1));
        return place({ Items: n % 2 ? items : items.reverse() }, nextKey('shared'));
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 30 }, () => 200));
    for (const pCode of codes) expect(await available(pCode)).toBe(970);
  });

  it('points never go below zero, whatever arrives at once', async () => {
    await db.db
      .update(pointBalances)
      .set({ balance: 500 })
      .where(
        and(
          eq(pointBalances.customerId, FIXTURE.customer.customerId),
          eq(pointBalances.saleUnit, DC01),
        ),
      );
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        place({ Mode: 'point', Items: [line(reward, 1)] }, nextKey('points')),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(15);
    expect(refused.every((r) => r.json<{ Code: string }>().Code === 'POINTS_NOT_ENOUGH')).toBe(true);
    const [balance] = await db.db
      .select()
      .from(pointBalances)
      .where(
        and(
          eq(pointBalances.customerId, FIXTURE.customer.customerId),
          eq(pointBalances.saleUnit, DC01),
        ),
      );
    expect(balance?.balance).toBe(0);
    const ledger = await db.db
      .select()
      .from(pointLedger)
      .where(
        and(
          eq(pointLedger.customerId, FIXTURE.customer.customerId),
          eq(pointLedger.reason, 'ORDER_REDEEM'),
          sql`${pointLedger.ref} like 'DC01%'`,
        ),
      );
    expect(ledger).toHaveLength(5);
    expect(ledger.every((l) => l.balanceAfter >= 0)).toBe(true);
  });

  it('a guest cart merged while the customer adds from another device loses no item', async () => {
    const customer = await customerToken(replicas.apps[0]!.app, FIXTURE.lineCustomer, 'DC02');
    const codes = (
      await db.db
        .select({ pCode: centerProducts.pCode })
        .from(centerProducts)
        .where(eq(centerProducts.saleUnit, 'DC02'))
        .limit(30)
    ).map((r) => r.pCode);
    for (let round = 0; round < 5; round++) {
      const [a, b, c, d] = codes.slice(round * 4, round * 4 + 4) as [
        string,
        string,
        string,
        string,
      ];
      const start = await post(t.app, '/api/cart/sync', customer, {
        SaleUnit: 'DC02',
        Items: [line(a, 1)],
      });
      const version = start.json<{ Version: number }>().Version;
      const [merge, sync] = await Promise.all([
        post(t.app, '/api/cart/merge', customer, {
          SaleUnit: 'DC02',
          Items: [line(b, 2), line(c, 1)],
        }),
        post(t.app, '/api/cart/sync', customer, {
          SaleUnit: 'DC02',
          Version: version,
          Items: [line(a, 1), line(d, 3)],
        }),
      ]);
      expect(merge.statusCode).toBe(200);
      expect(sync.statusCode).toBe(200);
      const cart = (await get(t.app, '/api/cart/sync?saleUnit=DC02', customer)).json<{
        Items: { P_Code: string; qty1: number }[];
      }>();
      const byCode = new Map(cart.Items.map((i) => [i.P_Code, i.qty1]));
      expect(byCode.get(a)).toBe(1);
      expect(byCode.get(b)).toBe(2);
      expect(byCode.get(c)).toBe(1);
      expect(byCode.get(d)).toBe(3);
      // the next round starts from a clean cart
      await post(t.app, '/api/cart/sync', customer, { SaleUnit: 'DC02', Items: [] });
    }
  });
});
