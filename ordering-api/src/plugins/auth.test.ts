import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/database';
import { buildTestApp, TEST_JWT_SECRET, testEnv, type TestApp } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { createTokenService } from './auth';

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

describe('verified tokens kept by their text', () => {
  const claims = {
    sub: 'C000001',
    kind: 'customer' as const,
    role: 'CUSTOMER',
    CUSTOMERCODE: 'C000001',
    SALEUNIT: 'DC01',
  };

  it('answers the same claims, frozen, without checking the signature again', async () => {
    const tokens = createTokenService(testEnv(), createTestClock());
    const { jtoken } = await tokens.sign(claims);
    const first = await tokens.verify(jtoken);
    expect(first).toMatchObject(claims);
    expect(await tokens.verify(jtoken)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('still expires a kept token when the clock passes its exp', async () => {
    const clock = createTestClock();
    const tokens = createTokenService(testEnv(), clock);
    const { jtoken, exp } = await tokens.sign(claims);
    await tokens.verify(jtoken);
    clock.set(new Date(exp * 1000 - 1000));
    await expect(tokens.verify(jtoken)).resolves.toMatchObject(claims);
    clock.set(new Date(exp * 1000));
    await expect(tokens.verify(jtoken)).rejects.toMatchObject({ code: 'AUTH_TOKEN_EXPIRED' });
  });

  it('keeps a token unusable before its nbf', async () => {
    const clock = createTestClock();
    const tokens = createTokenService(testEnv(), clock);
    const now = Math.floor(clock().getTime() / 1000);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setNotBefore(now + 60)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'AUTH_TOKEN_INVALID' });
    clock.advance(120_000);
    await tokens.verify(token);
    clock.advance(-120_000);
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'AUTH_TOKEN_INVALID' });
  });

  it('refuses an altered copy of a kept token', async () => {
    const tokens = createTokenService(testEnv(), createTestClock());
    const { jtoken } = await tokens.sign(claims);
    await tokens.verify(jtoken);
    const [header, payload, signature = ''] = jtoken.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        SALEUNIT: 'DC02',
      }),
    ).toString('base64url');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).rejects.toMatchObject({
      code: 'AUTH_TOKEN_INVALID',
    });
    await expect(tokens.verify(`${header}.${payload}.${flipped}`)).rejects.toMatchObject({
      code: 'AUTH_TOKEN_INVALID',
    });
  });

  it('keeps only as many tokens as it may, each still verified when it comes back', async () => {
    const tokens = createTokenService(testEnv(), createTestClock(), { kept: 2 });
    const signed = await Promise.all(
      ['C1', 'C2', 'C3'].map((code) => tokens.sign({ ...claims, sub: code, CUSTOMERCODE: code })),
    );
    const first = [];
    for (const { jtoken } of signed) first.push(await tokens.verify(jtoken));
    // Two kept: the last two. The first was dropped for the third: verified again, into new claims.
    expect(await tokens.verify(signed[2]?.jtoken ?? '')).toBe(first[2]);
    expect(await tokens.verify(signed[1]?.jtoken ?? '')).toBe(first[1]);
    const again = await tokens.verify(signed[0]?.jtoken ?? '');
    expect(again).toMatchObject({ sub: 'C1' });
    expect(again).not.toBe(first[0]);
  });
});
