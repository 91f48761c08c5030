import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { distributionCenters } from '../../db/schema';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import { bearer, customerLogin, decodeToken, errorBody, guestToken } from '../../../test/helpers';

let db: DatabaseHandle;
let t: TestApp;
let centers: {
  saleUnit: string;
  distName: string;
  distShortName: string;
  lat: number | null;
  lon: number | null;
}[];

beforeAll(async () => {
  db = await openTestDatabase();
  t = await buildTestApp(db);
  centers = await db.db.select().from(distributionCenters);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

interface Center {
  SaleUnit: string;
  DIST_NAME: string;
  Distance?: number | null;
}

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
  });

/** Bangkok's city hall, near DC01. */
const BANGKOK = { lat: 13.7563, lng: 100.5018 };

describe('GET authen/customer/dcs', () => {
  it("lists the customer's centers and every center, active one first, with distances in km", async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.customer.username);
    const swapped = (await get('/authen/swapdc/DC03', jtoken)).json<{ jtoken: string }>().jtoken;
    const res = await get(`/authen/customer/dcs?lat=${BANGKOK.lat}&lng=${BANGKOK.lng}`, swapped);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ Customer: Center[]; All: Center[] }>();
    expect(body.Customer.map((c) => c.SaleUnit).sort()).toEqual(
      [...FIXTURE.customer.saleUnits].sort(),
    );
    expect(body.Customer[0]?.SaleUnit).toBe('DC03');
    expect(body.All).toHaveLength(centers.length);
    expect(body.All[0]?.SaleUnit).toBe('DC03');
    const rest = body.All.slice(1).map((c) => c.Distance ?? Infinity);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    const dc01 = body.All.find((c) => c.SaleUnit === 'DC01');
    expect(dc01?.Distance).toBeGreaterThan(0);
    expect(dc01?.Distance).toBeLessThan(20);
  });

  it('leaves Distance empty without a position', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.creditCustomer.username);
    const body = (await get('/authen/customer/dcs', jtoken)).json<{
      Customer: Center[];
      All: Center[];
    }>();
    expect(body.Customer.map((c) => c.SaleUnit)).toEqual(['DC01']);
    expect(body.All.length).toBeGreaterThan(0);
    expect(body.All.every((c) => c.Distance === null || c.Distance === undefined)).toBe(true);
  });

  it('gives a guest no centers of their own', async () => {
    const body = (await get('/authen/customer/dcs', await guestToken(t.app))).json<{
      Customer: Center[];
      All: Center[];
    }>();
    expect(body.Customer).toEqual([]);
    expect(body.All).toHaveLength(centers.length);
  });

  it.each(['lat=91&lng=100', 'lat=13&lng=181', 'lat=abc&lng=100'])('rejects %s', async (query) => {
    const res = await get(`/authen/customer/dcs?${query}`, await guestToken(t.app));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Code).toBe('VALIDATION_FAILED');
  });

  it('lists every center without a token, and refuses a bad one', async () => {
    const res = await get('/authen/customer/dcs');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ Customer: Center[]; All: Center[] }>();
    expect(body.Customer).toEqual([]);
    expect(body.All).toHaveLength(centers.length);
    expect((await get('/authen/customer/dcs', 'forged.token.here')).statusCode).toBe(401);
  });
});

describe('GET authen/customer/dcs/all', () => {
  const search = async (query: string) => {
    const res = await get(`/authen/customer/dcs/all?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Center[]>();
  };

  it('searches sale unit, name, short name and address, case-insensitively', async () => {
    const dc02 = centers.find((c) => c.saleUnit === 'DC02');
    expect((await search('text=dc02')).map((c) => c.SaleUnit)).toEqual(['DC02']);
    expect(
      (await search(`text=${encodeURIComponent(dc02?.distShortName.toUpperCase() ?? '')}`)).map(
        (c) => c.SaleUnit,
      ),
    ).toContain('DC02');
    expect(
      (await search(`text=${encodeURIComponent(dc02?.distName ?? '')}`)).map((c) => c.SaleUnit),
    ).toContain('DC02');
    expect(
      (await search(`text=${encodeURIComponent('กรุงเทพมหานคร')}`)).map((c) => c.SaleUnit),
    ).toContain('DC01');
    expect(await search('text=no-such-center')).toEqual([]);
    // Wildcards are plain characters.
    expect(await search(`text=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await search(`text=${encodeURIComponent('_')}`)).toEqual([]);
  });

  it('orders by name without a position and nearest first with one', async () => {
    const byName = await search('');
    expect(byName).toHaveLength(centers.length);
    const names = byName.map((c) => c.DIST_NAME);
    const collator = new Intl.Collator('th', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));

    const near = await search(`lat=${BANGKOK.lat}&lng=${BANGKOK.lng}`);
    expect(near[0]?.SaleUnit).toBe('DC01');
    const distances = near.map((c) => c.Distance ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('pages with skip and take', async () => {
    const all = await search('lat=13.7563&lng=100.5018');
    expect((await search('lat=13.7563&lng=100.5018&take=1')).map((c) => c.SaleUnit)).toEqual([
      all[0]?.SaleUnit,
    ]);
    expect((await search('lat=13.7563&lng=100.5018&skip=1&take=1')).map((c) => c.SaleUnit)).toEqual(
      [all[1]?.SaleUnit],
    );
    expect(await search('skip=50')).toEqual([]);
  });

  it.each([
    'skip=-1',
    'take=0',
    'take=1000000',
    'take=-5',
    'skip=abc',
    'skip=1.5',
    `text=${'x'.repeat(300)}`,
  ])('rejects %s', async (query) => {
    const res = await get(`/authen/customer/dcs/all?${query}`);
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body.Code).toBe('VALIDATION_FAILED');
    expect(body.Errors?.[0]?.path).toMatch(/^querystring\./);
  });

  it('leaves out inactive centers', async () => {
    await db.db
      .update(distributionCenters)
      .set({ active: false })
      .where(eq(distributionCenters.saleUnit, 'DC03'));
    try {
      expect((await search('')).map((c) => c.SaleUnit)).not.toContain('DC03');
    } finally {
      await db.db
        .update(distributionCenters)
        .set({ active: true })
        .where(eq(distributionCenters.saleUnit, 'DC03'));
    }
  });

  it('refuses a bad token even though a token is not needed', async () => {
    const res = await get('/authen/customer/dcs/all', 'not-a-token');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET authen/swapdc/{saleUnit}', () => {
  it('switches a customer to one of their centers with a new jtoken', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.customer.username);
    const res = await get('/authen/swapdc/DC02', jtoken);
    expect(res.statusCode).toBe(200);
    const user = res.json<{
      jtoken: string;
      SALEUNIT: string;
      ActiveDC: string;
      SALEUNIT_NAME: string;
    }>();
    expect(user).toMatchObject({
      SALEUNIT: 'DC02',
      ActiveDC: 'DC02',
      CUSTOMERCODE: FIXTURE.customer.customerCode,
    });
    expect(decodeToken(user.jtoken)).toMatchObject({
      SALEUNIT: 'DC02',
      CUSTOMERCODE: FIXTURE.customer.customerCode,
    });
  });

  it('refuses a center the customer does not belong to', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.creditCustomer.username);
    const res = await get('/authen/swapdc/DC02', jtoken);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res)).toMatchObject({
      Code: 'CENTER_NOT_ALLOWED',
      Message: 'You are not allowed to use merchant DC02.',
    });
  });

  it('answers CENTER_NOT_FOUND for an unknown or inactive center', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.customer.username);
    const unknown = await get('/authen/swapdc/DC99', jtoken);
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown)).toMatchObject({
      Code: 'CENTER_NOT_FOUND',
      Message: 'Merchant DC99 not found.',
    });

    await db.db
      .update(distributionCenters)
      .set({ active: false })
      .where(eq(distributionCenters.saleUnit, 'DC03'));
    try {
      expect(errorBody(await get('/authen/swapdc/DC03', jtoken)).Code).toBe('CENTER_NOT_FOUND');
    } finally {
      await db.db
        .update(distributionCenters)
        .set({ active: true })
        .where(eq(distributionCenters.saleUnit, 'DC03'));
    }
  });

  it('lets a guest pick any active center', async () => {
    const res = await get('/authen/swapdc/DC03', await guestToken(t.app));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      CUSTOMERCODE: 'GUEST',
      userRole: 'GUEST',
      SALEUNIT: 'DC03',
    });
  });

  it('rejects a malformed sale unit and a missing token', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.customer.username);
    const bad = await get(`/authen/swapdc/${encodeURIComponent('DC01; drop')}`, jtoken);
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).Errors?.[0]?.path).toBe('params.saleUnit');
    expect((await get('/authen/swapdc/DC02')).statusCode).toBe(401);
  });

  it('keeps a salesperson acting for a customer within the centers of both', async () => {
    const { jtoken } = await t.app.tokens.sign({
      sub: FIXTURE.customer.customerCode,
      kind: 'customer',
      role: 3,
      CUSTOMERCODE: FIXTURE.customer.customerCode,
      SALEUNIT: 'DC01',
      UserId: FIXTURE.salesperson.staffUserId,
    });
    // The customer may use DC02, the salesperson may not.
    const res = await get('/authen/swapdc/DC02', jtoken);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).Code).toBe('CENTER_NOT_ALLOWED');
  });
});
