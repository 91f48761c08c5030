import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { fixtureNow } from '../../db/test-support';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { bearer, customerLogin, errorBody, guestToken } from '../../../test/helpers';

let db: DatabaseHandle;
let t: TestApp;
let customer: string;
let credit: string;
let guest: string;

beforeAll(async () => {
  db = await openTestDatabase();
  t = await buildTestApp(db, { clock: createTestClock(fixtureNow()) });
  customer = (await customerLogin(t.app, FIXTURE.customer.username)).jtoken;
  credit = (await customerLogin(t.app, FIXTURE.creditCustomer.username)).jtoken;
  guest = await guestToken(t.app);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

const change = (action: 'add' | 'remove', productIds: unknown, token: string | null = customer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Products/favourite/items/${action}`,
    headers: token ? bearer(token) : {},
    payload: { productIds } as Record<string, unknown>,
  });

const items = (detail: boolean | string, token: string | null = customer, language = 'th') =>
  t.app.inject({
    method: 'GET',
    url: `/api/Products/favourite/items?detail=${String(detail)}`,
    headers: { 'accept-language': language, ...(token ? bearer(token) : {}) },
  });

interface ChangeAnswer {
  status: number;
  Data: string[];
  Skipped?: string[];
}

describe('wishlist', () => {
  it("answers the customer's stored wishlist and empties it on removal", async () => {
    const stored = (await db.db.execute(sql`
      select p_code from favourites where customer_id = ${FIXTURE.customer.customerId} and sale_unit = 'DC01'
      order by created_at desc, p_code`)).rows as { p_code: string }[];
    expect(stored.length).toBeGreaterThan(0);
    const res = await items(false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(stored.map((row) => row.p_code));
    const removed = await change('remove', stored.map((row) => row.p_code));
    expect(removed.json<ChangeAnswer>()).toMatchObject({ status: 200, Data: [] });
  });

  it('adds idempotently and lists the latest first', async () => {
    expect((await items(false)).json()).toEqual([]);
    const first = await change('add', ['P000004']);
    expect(first.statusCode).toBe(200);
    expect(first.json<ChangeAnswer>()).toMatchObject({ status: 200, Data: ['P000004'], Skipped: [] });
    await db.db.execute(sql`update favourites set created_at = now() - interval '1 minute' where p_code = 'P000004'`);
    await change('add', ['P000001', 'P000001']);
    const again = (await change('add', ['P000001', 'P000004'])).json<ChangeAnswer>();
    expect(again.Data).toEqual(['P000001', 'P000004']);
    const [{ n }] = (await db.db.execute(sql`select count(*)::int as n from favourites where customer_id = ${FIXTURE.customer.customerId}`))
      .rows as [{ n: number }];
    expect(n).toBe(2);
    expect((await items(false)).json()).toEqual(['P000001', 'P000004']);
    expect((await items('N')).json()).toEqual(['P000001', 'P000004']);
  });

  it('answers the products with detail, priced for the customer, in the same order', async () => {
    const res = await items(true, customer, 'en');
    expect(res.statusCode).toBe(200);
    const products = res.json<{ P_Code: string; PRODUCTNAME: string; PRODUCTNAME_EN: string; SalesPrice1: number }[]>();
    expect(products.map((p) => p.P_Code)).toEqual(['P000001', 'P000004']);
    for (const product of products) {
      expect(product.PRODUCTNAME).toBe(product.PRODUCTNAME_EN);
      expect(product.SalesPrice1).toBeGreaterThan(0);
    }
  });

  it('does not add codes the center does not sell, and says which', async () => {
    const res = (await change('add', ['NOPE', FIXTURE.products.disabledAtDc01, 'P000005'])).json<ChangeAnswer>();
    expect(res.Skipped).toEqual(['NOPE', FIXTURE.products.disabledAtDc01]);
    expect(res.Data).toContain('P000005');
    expect(res.Data).not.toContain('NOPE');
  });

  it('removes idempotently', async () => {
    const removed = (await change('remove', ['P000005', 'P000005'])).json<ChangeAnswer>();
    expect(removed.Data).toEqual(['P000001', 'P000004']);
    const again = await change('remove', ['P000005', 'NOPE']);
    expect(again.statusCode).toBe(200);
    expect(again.json<ChangeAnswer>().Data).toEqual(['P000001', 'P000004']);
  });

  it('keeps a list per customer and per center', async () => {
    expect((await items(false, credit)).json()).toEqual([]);
    const swapped = (await t.app.inject({ method: 'GET', url: '/authen/swapdc/DC02', headers: bearer(customer) })).json<{ jtoken: string }>();
    expect((await items(false, swapped.jtoken)).json()).toEqual([]);
    await change('add', ['P000001'], swapped.jtoken);
    expect((await items(false, swapped.jtoken)).json()).toEqual(['P000001']);
    expect((await items(false)).json()).toEqual(['P000001', 'P000004']);
  });

  it('answers a guest 401 with a clear message, in the language asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Products/favourite/items?detail=false', headers: { ...bearer(guest), 'accept-language': 'en' } });
    expect(res.statusCode).toBe(401);
    const body = errorBody(res);
    expect(body.Code).toBe('AUTH_REQUIRED');
    expect(body.Message).toBe('Please log in to continue.');
    expect((await change('add', ['P000001'], guest)).statusCode).toBe(401);
    expect((await change('remove', ['P000001'], null)).statusCode).toBe(401);
  });

  it('refuses bad bodies and detail values', async () => {
    for (const productIds of [[], 'P000001', [1], Array.from({ length: 101 }, (_, i) => `P${i}`), ['']]) {
      const res = await change('add', productIds);
      expect(res.statusCode, JSON.stringify(productIds).slice(0, 40)).toBe(400);
      expect(errorBody(res).Code).toBe('VALIDATION_FAILED');
    }
    expect((await items('sometimes')).statusCode).toBe(400);
  });
});
