import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, startBff, XHR } from '../../../test/bff.js';
import { startFakeUpstream, type FakeUpstream } from '../../../test/fake-upstream.js';
import { signToken, unsignedToken } from '../../../test/tokens.js';
import { createWebDist, type WebDist } from '../../../test/web-dist.js';

let upstream: FakeUpstream;
let web: WebDist;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  web = createWebDist();
  ({ app } = await startBff({ ORDERING_API_URL: upstream.url, WEB_DIST_DIR: web.dir }));
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  web.remove();
});

type InjectedCookie = {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
  path?: string;
  httpOnly?: boolean;
};
const cleared = (cookies: InjectedCookie[]) =>
  cookies
    .filter(
      (cookie) =>
        cookie.value === '' &&
        (cookie.maxAge === 0 || (cookie.expires?.getTime() ?? Infinity) <= Date.now()),
    )
    .map((cookie) => cookie.name)
    .sort();

const LINE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Line/14.3.1/IAB';
const OTHER_KEY = 'not-the-key-of-this-deployment-0123456789';

const empty = { present: false, expired: false, role: null, kind: null, exp: null };
const guestUser = { CUSTOMERCODE: 'GUEST', CUSTOMERNAME: 'Guest', userRole: 'GUEST' };

describe('GET bff/session', () => {
  it('reports no session when there are no cookies, and starts a guest session in its cookie', async () => {
    const before = upstream.guestLogins();
    const response = await app.inject({ method: 'GET', url: '/bff/session' });
    expect(response.json()).toEqual({
      customer: empty,
      staff: empty,
      rider: empty,
      guest: { user: guestUser },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(upstream.guestLogins()).toBe(before + 1);
    const token = (response.cookies as InjectedCookie[]).filter(
      (cookie) => cookie.name === 'dsg_token',
    );
    expect(token).toHaveLength(1);
    expect(token[0]).toMatchObject({ value: upstream.tokens.guest, httpOnly: true, path: '/' });
    expect(response.body).not.toContain(upstream.tokens.guest);
  });

  it('starts a guest session in place of an expired customer one', async () => {
    const expired = await signToken({ kind: 'customer', role: 'CUSTOMER', expiresIn: -5 });
    const response = await app.inject({
      method: 'GET',
      url: '/bff/session',
      headers: { cookie: cookieHeader({ dsg_token: expired }) },
    });
    const body = response.json<{ customer: { expired: boolean }; guest?: unknown }>();
    expect(body.customer.expired).toBe(true);
    expect(body.guest).toEqual({ user: guestUser });
    const token = (response.cookies as InjectedCookie[]).filter(
      (cookie) => cookie.name === 'dsg_token',
    );
    expect(token.map((cookie) => cookie.value)).toEqual([upstream.tokens.guest]);
  });

  it('starts no guest session inside the LINE app, which signs in by LINE instead', async () => {
    const before = upstream.guestLogins();
    const response = await app.inject({
      method: 'GET',
      url: '/bff/session',
      headers: {
        'user-agent': LINE_USER_AGENT,
      },
    });
    expect(response.json()).toEqual({ customer: empty, staff: empty, rider: empty });
    expect(response.cookies).toHaveLength(0);
    expect(upstream.guestLogins()).toBe(before);
  });

  it('answers without a guest where the ordering API gives none (the web then asks itself)', async () => {
    upstream.failGuestLogin(true);
    try {
      const response = await app.inject({ method: 'GET', url: '/bff/session' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ customer: empty, staff: empty, rider: empty });
      expect(response.cookies).toHaveLength(0);
    } finally {
      upstream.failGuestLogin(false);
    }
  });

  it('starts no guest session where guest mode is disabled', async () => {
    const { app: strict } = await startBff({
      ORDERING_API_URL: upstream.url,
      WEB_DIST_DIR: web.dir,
      APP_FLAGS: '{"disableGuestMode":true}',
    });
    try {
      const before = upstream.guestLogins();
      const response = await strict.inject({ method: 'GET', url: '/bff/session' });
      expect(response.json()).toEqual({ customer: empty, staff: empty, rider: empty });
      expect(response.cookies).toHaveLength(0);
      expect(upstream.guestLogins()).toBe(before);
    } finally {
      await strict.close();
    }
  });

  it('verifies each session cookie, tells expired and refused ones, renews the live ones for a year and drops the rest', async () => {
    const expiredStaff = await signToken({ kind: 'staff', role: 1, expiresIn: -5 });
    const response = await app.inject({
      method: 'GET',
      url: '/bff/session',
      headers: {
        cookie: cookieHeader({
          dsg_token: upstream.tokens.customer,
          dsg_st_token: expiredStaff,
          dsg_rider_token: 'not-a-jwt',
        }),
      },
    });
    const body =
      response.json<
        Record<
          string,
          { present: boolean; expired: boolean; role: unknown; kind: unknown; exp: number | null }
        >
      >();
    expect(body.customer).toMatchObject({
      present: true,
      expired: false,
      role: 'CUSTOMER',
      kind: 'customer',
    });
    expect(body.customer?.exp).toBeGreaterThan(Date.now() / 1000);
    // Only a verified token's claims are told: an expired one's are not read.
    expect(body.staff).toEqual({ present: true, expired: true, role: null, kind: null, exp: null });
    expect(body.rider).toEqual({ present: true, expired: true, role: null, kind: null, exp: null });
    const cookies = response.cookies as InjectedCookie[];
    expect(cleared(cookies)).toEqual(['dsg_rider_token', 'dsg_st_token']);
    const renewed = cookies.filter((cookie) => cookie.value !== '');
    expect(renewed.map((cookie) => cookie.name)).toEqual(['dsg_token']);
    expect(renewed[0]).toMatchObject({
      value: upstream.tokens.customer,
      maxAge: 31_536_000,
      httpOnly: true,
    });
    expect(response.body).not.toContain(upstream.tokens.customer);
  });

  it.each([
    ['signed with another key', () => signToken({ kind: 'customer', role: 'CUSTOMER', secret: OTHER_KEY })],
    ['unsigned (alg none)', () => unsignedToken({ kind: 'customer', role: 'CUSTOMER' })],
    ['signed with another algorithm', () => signToken({ kind: 'customer', role: 'CUSTOMER', alg: 'HS512' })],
    ['a staff token in the customer cookie', () => signToken({ kind: 'staff', role: 1 })],
  ])('refuses a customer cookie %s: reported expired, a guest session in its place', async (_what, make) => {
    const refused = await make();
    const response = await app.inject({
      method: 'GET',
      url: '/bff/session',
      headers: { cookie: cookieHeader({ dsg_token: refused }) },
    });
    const body = response.json<{ customer: unknown; guest?: unknown }>();
    expect(body.customer).toEqual({ present: true, expired: true, role: null, kind: null, exp: null });
    expect(body.guest).toEqual({ user: guestUser });
    const token = (response.cookies as InjectedCookie[]).filter((cookie) => cookie.name === 'dsg_token');
    expect(token.map((cookie) => cookie.value)).toEqual([upstream.tokens.guest]);
  });

  it('drops a refused customer cookie where no guest session is made (inside LINE)', async () => {
    const forged = await signToken({ kind: 'customer', role: 'CUSTOMER', secret: OTHER_KEY });
    const response = await app.inject({
      method: 'GET',
      url: '/bff/session',
      headers: { cookie: cookieHeader({ dsg_token: forged }), 'user-agent': LINE_USER_AGENT },
    });
    expect(response.json<{ guest?: unknown }>().guest).toBeUndefined();
    expect(cleared(response.cookies as InjectedCookie[])).toEqual(['dsg_token']);
  });
});

describe('POST bff/logout', () => {
  const allCookies = (tokens: Partial<Record<'c' | 's' | 'r', string>> = {}) =>
    cookieHeader({
      dsg_token: tokens.c ?? upstream.tokens.customer,
      dsg_agent: 'a',
      dsg_customerimage: 'i',
      dsg_point: 'Y',
      dsg_st_token: tokens.s ?? upstream.tokens.staff,
      dsg_st_user: 'u',
      dsg_st_user_dist: 'd',
      dsg_rider_token: tokens.r ?? upstream.tokens.rider,
      dsg_rider_user: 'ru',
      dsg_locale: 'en',
    });
  const logout = (target: FastifyInstance, area: unknown, cookie = allCookies()) =>
    target.inject({
      method: 'POST',
      url: '/bff/logout',
      headers: { ...XHR, 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ area }),
    });

  it('customer: clears the customer cookies and starts a guest session at once', async () => {
    const response = await logout(app, 'customer');
    expect(response.statusCode).toBe(200);
    const cookies = response.cookies as InjectedCookie[];
    expect(cleared(cookies)).toEqual(['dsg_agent', 'dsg_customerimage', 'dsg_point']);
    const token = cookies.filter((cookie) => cookie.name === 'dsg_token');
    expect(token).toHaveLength(1);
    expect(token[0]).toMatchObject({ value: upstream.tokens.guest, httpOnly: true, path: '/' });
    expect(response.json()).toEqual({
      user: { CUSTOMERCODE: 'GUEST', CUSTOMERNAME: 'Guest', userRole: 'GUEST' },
    });
  });

  it('merchant and rider: clear only their own cookies', async () => {
    const merchant = await logout(app, 'merchant');
    expect(cleared(merchant.cookies as InjectedCookie[])).toEqual([
      'dsg_st_token',
      'dsg_st_user',
      'dsg_st_user_dist',
    ]);
    expect(merchant.json()).toEqual({ user: null });
    const rider = await logout(app, 'rider');
    expect(cleared(rider.cookies as InjectedCookie[])).toEqual([
      'dsg_rider_token',
      'dsg_rider_user',
    ]);
    expect((rider.cookies as InjectedCookie[]).every((cookie) => cookie.path === '/')).toBe(true);
  });

  it('customer with guest mode disabled: clears dsg_token too and answers no user', async () => {
    const { app: strict } = await startBff({
      ORDERING_API_URL: upstream.url,
      WEB_DIST_DIR: web.dir,
      APP_FLAGS: '{"disableGuestMode":true}',
    });
    try {
      const response = await logout(strict, 'customer');
      expect(cleared(response.cookies as InjectedCookie[])).toEqual([
        'dsg_agent',
        'dsg_customerimage',
        'dsg_point',
        'dsg_token',
      ]);
      expect(response.json()).toEqual({ user: null });
    } finally {
      await strict.close();
    }
  });

  it.each([
    ['customer', 'customer'],
    ['merchant', 'staff'],
    ['rider', 'rider'],
  ] as const)(
    '%s: ends the session at the ordering API with that area\'s token before dropping its cookies',
    async (area, kind) => {
      const before = upstream.received.length;
      const response = await logout(app, area);
      expect(response.statusCode).toBe(200);
      const calls = upstream.received.slice(before).filter((r) => r.url === '/authen/logout');
      expect(calls).toHaveLength(1);
      expect(calls[0]?.method).toBe('POST');
      expect(calls[0]?.headers.authorization).toBe(`Bearer ${upstream.tokens[kind]}`);
    },
  );

  it('drops a cookie the bff cannot verify without sending it to the ordering API', async () => {
    const expired = await signToken({ kind: 'staff', role: 3, expiresIn: -5 });
    const forged = await signToken({ kind: 'rider', role: 'RIDER', secret: OTHER_KEY });
    for (const [area, cookie, name] of [
      ['merchant', allCookies({ s: expired }), 'dsg_st_token'],
      ['rider', allCookies({ r: forged }), 'dsg_rider_token'],
    ] as const) {
      const before = upstream.received.length;
      const response = await logout(app, area, cookie);
      expect(response.statusCode).toBe(200);
      expect(upstream.received.slice(before).some((r) => r.url === '/authen/logout')).toBe(false);
      expect(cleared(response.cookies as InjectedCookie[])).toContain(name);
    }
  });

  it('asks nothing of the ordering API when the area has no token', async () => {
    const before = upstream.received.length;
    const response = await app.inject({
      method: 'POST',
      url: '/bff/logout',
      headers: {
        ...XHR,
        'content-type': 'application/json',
        cookie: cookieHeader({ dsg_rider_user: 'ru' }),
      },
      payload: JSON.stringify({ area: 'rider' }),
    });
    expect(response.statusCode).toBe(200);
    expect(upstream.received.slice(before).some((r) => r.url === '/authen/logout')).toBe(false);
  });

  it('drops the cookies of a token the ordering API no longer accepts (401)', async () => {
    upstream.answerLogout(401);
    try {
      const response = await logout(app, 'rider');
      expect(response.statusCode).toBe(200);
      expect(cleared(response.cookies as InjectedCookie[])).toContain('dsg_rider_token');
    } finally {
      upstream.answerLogout(undefined);
    }
  });

  it('keeps the cookies and says so when the ordering API cannot end the session', async () => {
    upstream.answerLogout(500);
    try {
      const response = await logout(app, 'merchant');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        Code: 'UPSTREAM_UNAVAILABLE',
        IsExceptionHandler: true,
      });
      expect(cleared(response.cookies as InjectedCookie[])).toEqual([]);
    } finally {
      upstream.answerLogout(undefined);
    }
  });

  it('refuses an unknown area with a validation error body', async () => {
    const response = await logout(app, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      IsExceptionHandler: true,
      StatusCode: 400,
    });
    expect(response.json<{ Errors: { path: string }[] }>().Errors[0]?.path).toBe('area');
    expect(response.cookies).toHaveLength(0);
  });
});
