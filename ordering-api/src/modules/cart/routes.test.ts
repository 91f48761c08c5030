import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CONFIG_KEYS } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import type { DatabaseHandle } from '../../db/client';
import { carts, centerProducts, promotionProducts, stock, webConfig } from '../../db/schema';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { decodeToken, guestToken } from '../../../test/helpers';
import { bearer, customerToken, errorOf, get, guestJtoken, post } from '../orders/test-kit';

const DC01 = 'DC01';
const { threeUnits, singleUnit, outOfStock, disabledAtDc01 } = FIXTURE.products;

let db: DatabaseHandle;
let t: TestApp;
let token: string;

interface CartJson {
  SaleUnit: string;
  Mode: string;
  Version: number;
  Items: { P_Code: string; qty1: number; qty2: number; qty3: number; selected: boolean; SalesPrice1?: number | null }[];
  Removed: string[];
  Conflicts: string[];
}

interface PricedJson {
  Lines: { Key: string; P_Code: string; Qty: number; Price: number | null; Amount: number; Selected: boolean; Issues: string[]; OutOfStock: boolean }[];
  Totals: { Subtotal: number; Total: number; VatAmount: number; DiscountAmount: number };
  Stock: { P_Code: string; Required: number; StockAvailable: number | null; OutOfStock: boolean }[];
  Coupon: { couponid: string; statusText: string; Applied: number } | null;
  Removed: string[];
  PricesHidden: boolean;
}

const line = (P_Code: string, qty1 = 0, qty2 = 0, qty3 = 0, selected = true) => ({ P_Code, qty1, qty2, qty3, selected });

beforeAll(async () => {
  db = await createTestDatabase();
  // Known prices, and no promotion on these two products, so totals can be worked out by hand.
  await db.db.delete(promotionProducts).where(sql`${promotionProducts.pCode} in (${singleUnit}, ${threeUnits})`);
  await db.db
    .update(centerProducts)
    .set({ price1: 10, price1Type: '1', price2: 9, price2Type: '1' })
    .where(and(eq(centerProducts.saleUnit, DC01), eq(centerProducts.pCode, threeUnits)));
  await db.db
    .update(centerProducts)
    .set({ price1: 100, price1Type: '2' })
    .where(and(eq(centerProducts.saleUnit, DC01), eq(centerProducts.pCode, singleUnit)));
  t = await buildTestApp(db);
  token = await customerToken(t.app, FIXTURE.customer, DC01);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('GET/POST api/cart/sync', () => {
  it('answers an empty cart at version 0 before anything is written', async () => {
    const inDc02 = await customerToken(t.app, FIXTURE.customer, 'DC02');
    const res = await get(t.app, '/api/cart/sync?saleUnit=DC02&mode=point', inDc02);
    expect(res.statusCode).toBe(200);
    expect(res.json<CartJson>()).toMatchObject({ SaleUnit: 'DC02', Mode: 'point', Version: 0, Items: [] });
  });

  it('stores the cart and answers its products priced at the customer level', async () => {
    const res = await post(t.app, '/api/cart/sync', token, { SaleUnit: DC01, Items: [line(threeUnits, 1, 2), line('NO-SUCH-PRODUCT', 1)] });
    expect(res.statusCode).toBe(200);
    const cart = res.json<CartJson>();
    expect(cart.Version).toBe(1);
    expect(cart.Items).toEqual([expect.objectContaining({ P_Code: threeUnits, qty1: 1, qty2: 2, qty3: 0, selected: true, SalesPrice1: 10 })]);
    expect(cart.Removed).toEqual(['NO-SUCH-PRODUCT']);
    const again = await get(t.app, '/api/cart/sync?saleUnit=DC01', token);
    expect(again.json<CartJson>()).toMatchObject({ Version: 1, Items: [expect.objectContaining({ P_Code: threeUnits, qty2: 2 })] });
  });

  it('keeps carts of each mode and center apart', async () => {
    await post(t.app, '/api/cart/sync', token, { SaleUnit: DC01, Mode: 'point', Items: [line(FIXTURE.products.reward, 1)] });
    const money = (await get(t.app, '/api/cart/sync?saleUnit=DC01&mode=money', token)).json<CartJson>();
    expect(money.Items.map((i) => i.P_Code)).toEqual([threeUnits]);
    const point = (await get(t.app, '/api/cart/sync?saleUnit=DC01&mode=point', token)).json<CartJson>();
    expect(point.Items.map((i) => i.P_Code)).toEqual([FIXTURE.products.reward]);
  });

  it('merges a write from a device that missed another device\'s change, losing nothing', async () => {
    const start = (await get(t.app, '/api/cart/sync?saleUnit=DC01', token)).json<CartJson>();
    // Device 1 adds the single-unit product.
    const one = await post(t.app, '/api/cart/sync', token, {
      SaleUnit: DC01,
      Version: start.Version,
      Items: [line(threeUnits, 1, 2), line(singleUnit, 3)],
    });
    expect(one.json<CartJson>().Version).toBe(start.Version + 1);
    // Device 2, still at the old version, adds a case of the three-unit product.
    const two = await post(t.app, '/api/cart/sync', token, { SaleUnit: DC01, Version: start.Version, Items: [line(threeUnits, 1, 2, 1)] });
    const merged = two.json<CartJson>();
    expect(merged.Version).toBe(start.Version + 2);
    expect(merged.Items).toEqual([
      expect.objectContaining({ P_Code: threeUnits, qty1: 1, qty2: 2, qty3: 1 }),
      expect.objectContaining({ P_Code: singleUnit, qty1: 3 }),
    ]);
  });

  it('refuses bad input with the error body', async () => {
    const negative = await post(t.app, '/api/cart/sync', token, { SaleUnit: DC01, Items: [line(threeUnits, -1)] });
    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative).Code).toBe('VALIDATION_FAILED');
    const twice = await post(t.app, '/api/cart/sync', token, { SaleUnit: DC01, Items: [line(threeUnits, 1), line(threeUnits, 2)] });
    expect(errorOf(twice).Code).toBe('VALIDATION_FAILED');
    // A price sent by the client is not part of a cart line.
    const priced = await post(t.app, '/api/cart/sync', token, { SaleUnit: DC01, Items: [{ ...line(threeUnits, 1), Price: 0.01 }] });
    expect(priced.statusCode).toBe(400);
    const badCenter = await post(t.app, '/api/cart/sync', token, { SaleUnit: 'NOPE', Items: [] });
    expect(errorOf(badCenter).Code).toBe('CENTER_NOT_FOUND');
    const noToken = await post(t.app, '/api/cart/sync', null, { Items: [] });
    expect(noToken.statusCode).toBe(401);
  });

  it('refuses a center the customer is not linked to', async () => {
    const credit = await customerToken(t.app, FIXTURE.creditCustomer, DC01);
    const res = await get(t.app, '/api/cart/sync?saleUnit=DC02', credit);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).Code).toBe('CENTER_NOT_ALLOWED');
  });

});

describe("a guest's cart", () => {
  /** A guest's server copy, as a client that keeps one would have written it. */
  const keep = (guestId: string, items: ReturnType<typeof line>[]) =>
    db.db.insert(carts).values({ customerKey: `GUEST:${guestId}`, saleUnit: '-', mode: 'MONEY', items, version: 1 });
  const subjectOf = (jtoken: string) => String(decodeToken(jtoken).sub);

  it("is its guest token's own: another guest naming its id reads and writes only their own", async () => {
    const owner = await guestToken(t.app);
    const other = await guestToken(t.app);
    const ownerId = subjectOf(owner);
    expect(ownerId).not.toBe(subjectOf(other));
    await keep(ownerId, [line(singleUnit, 2)]);

    const read = await get(t.app, `/api/cart/sync?guestUid=${ownerId}`, other);
    expect(read.statusCode).toBe(200);
    expect(read.json<CartJson>().Items).toEqual([]);
    const named = await post(t.app, '/api/cart/sync', other, { GuestUid: ownerId, Items: [line(threeUnits, 1)] });
    expect(errorOf(named).Code).toBe('VALIDATION_FAILED');
    const written = await post(t.app, '/api/cart/sync', other, { Items: [line(threeUnits, 1)] });
    expect(written.json<CartJson>().Items.map((i) => i.P_Code)).toEqual([threeUnits]);

    const own = await get(t.app, '/api/cart/sync', owner);
    expect(own.json<CartJson>().Items).toEqual([expect.objectContaining({ P_Code: singleUnit, qty1: 2 })]);
  });

  it('stays with the guest across a center switch and a renewal', async () => {
    const guest = await guestToken(t.app);
    const switched = await get(t.app, '/authen/swapdc/DC02', guest);
    expect(subjectOf(switched.json<{ jtoken: string }>().jtoken)).toBe(subjectOf(guest));
    const renewed = await post(t.app, '/authen/customerProfile', guest, {});
    expect(subjectOf(renewed.json<{ jtoken: string }>().jtoken)).toBe(subjectOf(guest));
  });
});

describe('POST api/cart/merge', () => {
  it("adds the guest cart into the customer's and empties the guest's server copy, once per key", async () => {
    const guestId = 'guest-merge-0001';
    const customer = await customerToken(t.app, FIXTURE.lineCustomer, 'DC02', { GuestUid: guestId });
    await post(t.app, '/api/cart/sync', customer, { Version: 0, Items: [line(threeUnits, 2)] });
    const guest = await guestJtoken(t.app, 'DC02', guestId);
    await post(t.app, '/api/cart/sync', guest, { Items: [line(threeUnits, 1, 1)] });

    const body = { Items: [line(threeUnits, 1, 1)] };
    const headers = { 'idempotency-key': 'merge-key-0001' };
    const res = await post(t.app, '/api/cart/merge', customer, body, headers);
    expect(res.statusCode).toBe(200);
    // 2 + the guest's 1 bottle (device and server copy are the same cart: counted once), 1 pack
    expect(res.json<CartJson>().Items).toEqual([expect.objectContaining({ P_Code: threeUnits, qty1: 3, qty2: 1, selected: true })]);
    const rows = await db.db.select().from(carts).where(eq(carts.customerKey, `GUEST:${guestId}`));
    expect(rows).toEqual([]);

    const retry = await post(t.app, '/api/cart/merge', customer, body, headers);
    expect(retry.json<CartJson>().Items).toEqual([expect.objectContaining({ qty1: 3, qty2: 1 })]);
    const other = await post(t.app, '/api/cart/merge', customer, { Items: [line(singleUnit, 1)] }, headers);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).Code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('takes only the cart of the guest the customer signed in from', async () => {
    const [left, signedInFrom] = [await guestToken(t.app), await guestToken(t.app)];
    const leftId = String(decodeToken(left).sub);
    const fromId = String(decodeToken(signedInFrom).sub);
    await db.db.insert(carts).values([
      { customerKey: `GUEST:${leftId}`, saleUnit: '-', mode: 'MONEY', items: [line(threeUnits, 5)], version: 1 },
      { customerKey: `GUEST:${fromId}`, saleUnit: '-', mode: 'MONEY', items: [line(singleUnit, 4)], version: 1 },
    ]);
    // The browser held the second guest's token when the customer signed in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/authen/customer/login',
      headers: bearer(signedInFrom),
      payload: { Username: FIXTURE.sapCustomer.username, Password: FIXTURE.password },
    });
    const customer = login.json<{ jtoken: string }>().jtoken;
    expect(decodeToken(customer)).toMatchObject({ GuestUid: fromId });

    const naming = await post(t.app, '/api/cart/merge', customer, { GuestUid: leftId, Items: [] });
    expect(errorOf(naming).Code).toBe('VALIDATION_FAILED');
    const merged = await post(t.app, '/api/cart/merge', customer, { Items: [] });
    expect(merged.statusCode).toBe(200);
    expect(merged.json<CartJson>().Items).toEqual([expect.objectContaining({ P_Code: singleUnit, qty1: 4 })]);
    const kept = await db.db.select().from(carts).where(eq(carts.customerKey, `GUEST:${leftId}`));
    expect(kept).toHaveLength(1);
  });

  it('is for signed-in customers only', async () => {
    const guest = await guestJtoken(t.app, DC01);
    const res = await post(t.app, '/api/cart/merge', guest, { Items: [] });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST api/cart/price', () => {
  it('prices lines at the customer level with VAT by price type', async () => {
    const res = await post(t.app, '/api/cart/price', token, { SaleUnit: DC01, Items: [line(threeUnits, 1, 1), line(singleUnit, 2)] });
    expect(res.statusCode).toBe(200);
    const cart = res.json<PricedJson>();
    const byKey = new Map(cart.Lines.map((l) => [l.Key, l]));
    // the three-unit product: 10.00 a unit with VAT; its pack is 6 units
    expect(byKey.get(`${threeUnits}#1`)).toMatchObject({ Price: 10, Amount: 10 });
    expect(byKey.get(`${threeUnits}#2`)).toMatchObject({ Price: 60, Amount: 60 });
    // the single-unit product: 100.00 before VAT, 2 × 107.00
    expect(byKey.get(`${singleUnit}#1`)).toMatchObject({ Price: 100, Amount: 214 });
    // 10 + 60 + 214 = 284.00; VAT 70 × 7/107 = 4.58 and 14.00
    expect(cart.Totals).toMatchObject({ Subtotal: 284, Total: 284, VatAmount: 18.58 });
  });

  it('prices the stored cart when no lines are given', async () => {
    const cart = (await post(t.app, '/api/cart/price', token, { SaleUnit: DC01 })).json<PricedJson>();
    expect(cart.Lines.map((l) => l.Key).sort()).toEqual([`${singleUnit}#1`, `${threeUnits}#1`, `${threeUnits}#2`, `${threeUnits}#3`].sort());
  });

  it('sums the units of a product against its stock and unselects what cannot be had', async () => {
    await db.db.update(stock).set({ available: 30 }).where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, threeUnits)));
    await db.db.insert(webConfig).values({ opt: WEB_CONFIG_KEYS.disableItemOutOfStock, optValue: 'Y', saleUnit: DC01 }).onConflictDoNothing();
    // 1 case (24) + 2 packs (12) = 36 units; 30 in stock
    const cart = (
      await post(t.app, '/api/cart/price', token, { SaleUnit: DC01, Items: [line(threeUnits, 0, 2, 1), line(outOfStock, 1), line(disabledAtDc01, 1)] })
    ).json<PricedJson>();
    expect(cart.Stock).toContainEqual({ P_Code: threeUnits, Required: 36, StockAvailable: 30, OutOfStock: true });
    const three = cart.Lines.filter((l) => l.P_Code === threeUnits);
    expect(three).toHaveLength(2);
    expect(three.every((l) => l.OutOfStock && !l.Selected)).toBe(true);
    expect(cart.Lines.find((l) => l.P_Code === outOfStock)).toMatchObject({ OutOfStock: true, Selected: false });
    expect(cart.Removed).toEqual([disabledAtDc01]);
    expect(cart.Totals.Total).toBe(0);
    await db.db.update(stock).set({ available: 500 }).where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, threeUnits)));
  });

  it('says whether a coupon applies and takes it off', async () => {
    const [unused] = FIXTURE.coupons.unused;
    const ok = (await post(t.app, '/api/cart/price', token, { SaleUnit: DC01, Items: [line(singleUnit, 2)], CouponId: unused })).json<PricedJson>();
    expect(ok.Coupon).toMatchObject({ couponid: unused, statusText: 'OK', Applied: 50 });
    expect(ok.Totals).toMatchObject({ Subtotal: 214, DiscountAmount: 50, Total: 164 });
    const used = (await post(t.app, '/api/cart/price', token, { SaleUnit: DC01, Items: [line(singleUnit, 2)], CouponId: FIXTURE.coupons.used })).json<PricedJson>();
    expect(used.Coupon).toMatchObject({ statusText: 'USED', Applied: 0 });
    expect(used.Totals.Total).toBe(214);
  });

  it('refuses prices or discounts sent by the client', async () => {
    const res = await post(t.app, '/api/cart/price', token, { Items: [{ ...line(singleUnit, 1), Price: 1 }] });
    expect(res.statusCode).toBe(400);
    const total = await post(t.app, '/api/cart/price', token, { Items: [line(singleUnit, 1)], Total: 1 });
    expect(errorOf(total).Code).toBe('VALIDATION_FAILED');
  });

  it('prices a guest at level 1 and hides prices when guests may not see them', async () => {
    const guest = await guestJtoken(t.app, DC01);
    const seen = (await post(t.app, '/api/cart/price', guest, { Items: [line(singleUnit, 1)] })).json<PricedJson>();
    expect(seen).toMatchObject({ PricesHidden: false, Totals: { Total: 107 } });
    await db.db.insert(webConfig).values({ opt: WEB_CONFIG_KEYS.guestModeDisableCatalogPrice, optValue: 'Y', saleUnit: DC01 });
    const hidden = (await post(t.app, '/api/cart/price', guest, { Items: [line(singleUnit, 1)] })).json<PricedJson>();
    expect(hidden).toMatchObject({ PricesHidden: true, Totals: { Total: 0 } });
    expect(hidden.Lines[0]?.Price).toBeNull();
  });
});

describe('bad input to the cart reads and merge', () => {
  it('answers the error body', async () => {
    expect(errorOf(await get(t.app, '/api/cart/sync?mode=cash', token)).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await post(t.app, '/api/cart/merge', token, { Items: [line(singleUnit, -2)] })).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await post(t.app, '/api/cart/merge', token, { Items: [] }, { 'idempotency-key': 'short' })).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await post(t.app, '/api/cart/sync', token, { Items: [], Version: -1 })).Code).toBe('VALIDATION_FAILED');
  });
});
