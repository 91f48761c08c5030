import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { webConfig } from '../../db/schema';
import { openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import { bearer, decodeToken, errorBody } from '../../../test/helpers';
import { DEFAULT_SALE_UNIT_KEY } from '../centers/repository';

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

interface GuestAnswer {
  status: number;
  jtoken: string;
  user: Record<string, unknown> & { jtoken: string };
}

describe('guest sessions', () => {
  it.each(['/authen/login/guest', '/authen/user/login/guest'])(
    '%s answers a guest jtoken and the guest user',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json<GuestAnswer>();
      expect(body.status).toBe(200);
      expect(body.user).toMatchObject({
        CUSTOMERCODE: 'GUEST',
        userRole: 'GUEST',
        SALEUNIT: 'DC01',
        ActiveDC: 'DC01',
      });
      expect(body.user.jtoken).toBe(body.jtoken);
      expect(decodeToken(body.jtoken)).toMatchObject({
        kind: 'customer',
        role: 'GUEST',
        CUSTOMERCODE: 'GUEST',
        SALEUNIT: 'DC01',
      });
      const claims = decodeToken(body.jtoken) as { iat: number; exp: number };
      expect(claims.exp - claims.iat).toBe(30 * 86_400);
    },
  );

  it('starts guests in the center the web configuration names', async () => {
    await db.db.insert(webConfig).values({ opt: DEFAULT_SALE_UNIT_KEY, optValue: 'DC02' });
    try {
      const body = (
        await t.app.inject({ method: 'GET', url: '/authen/login/guest' })
      ).json<GuestAnswer>();
      expect(body.user.SALEUNIT).toBe('DC02');
    } finally {
      await db.db
        .delete(webConfig)
        .where(and(eq(webConfig.opt, DEFAULT_SALE_UNIT_KEY), isNull(webConfig.saleUnit)));
    }
  });

  it('falls back to the first active center when the configured one does not exist', async () => {
    await db.db.insert(webConfig).values({ opt: DEFAULT_SALE_UNIT_KEY, optValue: 'NOPE' });
    try {
      const body = (
        await t.app.inject({ method: 'GET', url: '/authen/login/guest' })
      ).json<GuestAnswer>();
      expect(body.user.SALEUNIT).toBe('DC01');
    } finally {
      await db.db
        .delete(webConfig)
        .where(and(eq(webConfig.opt, DEFAULT_SALE_UNIT_KEY), isNull(webConfig.saleUnit)));
    }
  });

  it('gives a guest the guest user again from customerProfile, in the same center', async () => {
    const guest = (
      await t.app.inject({ method: 'GET', url: '/authen/login/guest' })
    ).json<GuestAnswer>();
    const swapped = await t.app.inject({
      method: 'GET',
      url: '/authen/swapdc/DC03',
      headers: bearer(guest.jtoken),
    });
    expect(swapped.statusCode).toBe(200);
    const token = swapped.json<{ jtoken: string }>().jtoken;
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      CUSTOMERCODE: 'GUEST',
      userRole: 'GUEST',
      SALEUNIT: 'DC03',
    });
  });

  it('accepts customerProfile without a body', async () => {
    const guest = (
      await t.app.inject({ method: 'GET', url: '/authen/login/guest' })
    ).json<GuestAnswer>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: bearer(guest.jtoken),
    });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a customerProfile body with fields', async () => {
    const guest = (
      await t.app.inject({ method: 'GET', url: '/authen/login/guest' })
    ).json<GuestAnswer>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: bearer(guest.jtoken),
      payload: { CUSTOMERCODE: 'C000001' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Code).toBe('VALIDATION_FAILED');
  });
});

describe('with guest mode disabled', () => {
  it('refuses guest sign-in and guest tokens issued before, in both languages', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/authen/login/guest' })
    ).json<GuestAnswer>();
    const closed = await buildTestApp(db, { env: { DISABLE_GUEST_MODE: 'Y' } });
    try {
      for (const url of ['/authen/login/guest', '/authen/user/login/guest']) {
        const res = await closed.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-language': 'en' },
        });
        expect(res.statusCode).toBe(403);
        expect(errorBody(res)).toMatchObject({
          Code: 'GUEST_MODE_DISABLED',
          Message: 'Guest mode is disabled. Please log in.',
        });
      }
      const th = await closed.app.inject({ method: 'GET', url: '/authen/login/guest' });
      expect(errorBody(th).Message).toBe('กรุณาเข้าสู่ระบบก่อนใช้งาน ไม่เปิดให้ใช้งานแบบผู้เยี่ยมชม');

      const profile = await closed.app.inject({
        method: 'POST',
        url: '/authen/customerProfile',
        headers: bearer(before.jtoken),
        payload: {},
      });
      expect(profile.statusCode).toBe(403);
      expect(errorBody(profile).Code).toBe('GUEST_MODE_DISABLED');
    } finally {
      await closed.app.close();
    }
  });
});
