import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/database';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app';

const A = DEMO_ACCOUNTS;
let db: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDatabase();
  t = await buildTestApp(db);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const customerToken = async () =>
  (
    await t.app.tokens.sign({
      sub: A.customer.customerCode,
      kind: 'customer',
      role: 'CUSTOMER',
      CUSTOMERCODE: A.customer.customerCode,
      SALEUNIT: 'DC01',
    })
  ).jtoken;

const staffToken = async (id: number, role: string | number) =>
  (await t.app.tokens.sign({ sub: String(id), kind: 'staff', role })).jtoken;

const riderToken = async () =>
  (
    await t.app.tokens.sign({
      sub: String(A.rider.riderId),
      kind: 'rider',
      role: 'RIDER',
      SALEUNIT: 'DC01',
    })
  ).jtoken;

async function sign(claims: Record<string, unknown>, secret: string, expSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + expSeconds)
    .sign(new TextEncoder().encode(secret));
}

describe('jtokens', () => {
  it('carries the claims of the conventions', async () => {
    const { jtoken } = await t.app.tokens.sign({
      sub: 'C000001',
      kind: 'customer',
      role: 'CUSTOMER',
      CUSTOMERCODE: 'C000001',
      SALEUNIT: 'DC01',
    });
    const [header, payload] = jtoken
      .split('.')
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>,
      );
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({
      sub: 'C000001',
      kind: 'customer',
      role: 'CUSTOMER',
      CUSTOMERCODE: 'C000001',
      SALEUNIT: 'DC01',
    });
    // Customer tokens last 30 days by default.
    expect((payload?.exp as number) - (payload?.iat as number)).toBe(30 * 24 * 3600);
  });

  it('gives staff and rider tokens 12 hours', async () => {
    for (const jtoken of [await staffToken(1, 1), await riderToken()]) {
      const payload = JSON.parse(
        Buffer.from(jtoken.split('.')[1] ?? '', 'base64url').toString(),
      ) as { iat: number; exp: number };
      expect(payload.exp - payload.iat).toBe(12 * 3600);
    }
  });
});

describe('route guards', () => {
  it('lets a valid customer token through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: bearer(await customerToken()),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a missing token with 401 AUTH_REQUIRED and a Bearer challenge', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/authen/customerProfile', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.json()).toMatchObject({
      Code: 'AUTH_REQUIRED',
      IsExceptionHandler: true,
      StatusCode: 401,
    });
  });

  it('answers an expired token with 401 and "The token expired" in www-authenticate', async () => {
    const token = await customerToken();
    t.clock.advance(31 * 24 * 3600 * 1000);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/authen/customerProfile',
        headers: bearer(token),
        payload: {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe(
        'Bearer error="invalid_token", error_description="The token expired"',
      );
      expect(res.json()).toMatchObject({ Code: 'AUTH_TOKEN_EXPIRED' });
    } finally {
      t.clock.advance(-31 * 24 * 3600 * 1000);
    }
  });

  it('answers a token whose exp is in the past with the expired challenge', async () => {
    const token = await sign(
      {
        sub: 'C000001',
        kind: 'customer',
        role: 'CUSTOMER',
        CUSTOMERCODE: 'C000001',
        SALEUNIT: 'DC01',
      },
      TEST_JWT_SECRET,
      -3600,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/authen/swapdc/DC02',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('The token expired');
  });

  it('answers a token signed with another secret with 401 "The token is invalid"', async () => {
    const token = await sign(
      {
        sub: 'C000001',
        kind: 'customer',
        role: 'CUSTOMER',
        CUSTOMERCODE: 'C000001',
        SALEUNIT: 'DC01',
      },
      'another-secret-that-is-long-enough-to-sign',
      3600,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe(
      'Bearer error="invalid_token", error_description="The token is invalid"',
    );
    expect(res.json()).toMatchObject({ Code: 'AUTH_TOKEN_INVALID' });
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['three parts of nonsense', 'a.b.c'],
    [
      'an unsigned token',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"C000001","kind":"customer"}').toString('base64url')}.`,
    ],
  ])('answers %s with 401 invalid', async (_name, token) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('The token is invalid');
  });

  it('answers a non-Bearer authorization header with 401 invalid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: { authorization: 'Basic ZGVtbzpkZW1vMTIzNA==' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('The token is invalid');
  });

  it('refuses a correctly signed token whose claims are not a jtoken', async () => {
    const token = await sign({ sub: 'x', kind: 'admin', role: 'ROOT' }, TEST_JWT_SECRET, 3600);
    const res = await t.app.inject({
      method: 'GET',
      url: '/authen/user/dcs',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Code: 'AUTH_TOKEN_INVALID' });
  });

  it('answers a token of the wrong kind with 403', async () => {
    const cases = [
      { url: '/authen/user/dcs', method: 'GET' as const, token: await customerToken() },
      { url: '/authen/rider/profile', method: 'GET' as const, token: await staffToken(1, 1) },
      { url: '/authen/customerProfile', method: 'POST' as const, token: await riderToken() },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: bearer(c.token),
        ...(c.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, c.url).toBe(403);
      expect(res.json()).toMatchObject({ Code: 'AUTH_FORBIDDEN', StatusCode: 403 });
    }
  });

  it('answers a guest on a customer-only call with 401 AUTH_REQUIRED', async () => {
    const guest = (await t.app.inject({ method: 'GET', url: '/authen/login/guest' })).json<{
      jtoken: string;
    }>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/customer/changePassword',
      headers: bearer(guest.jtoken),
      payload: { OldPassword: 'demo1234', NewPassword: 'another-one-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Code: 'AUTH_REQUIRED' });
  });

  it('lets a rider token read the rider profile', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/authen/rider/profile',
      headers: bearer(await riderToken()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      RiderId: A.rider.riderId,
      MobileNo: A.rider.mobileNo,
      SaleUnit: 'DC01',
    });
  });
});
