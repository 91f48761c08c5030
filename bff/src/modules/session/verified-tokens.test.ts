// The session cookies at the edge: a mount's call with its own cookie verified by @fastify/jwt,
// refused here when the cookie is not a live token of ours of the mount's kind.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, startTestBed, type TestBed } from '../../../test/bff.js';
import { signToken, unsignedToken, type TestClaims } from '../../../test/tokens.js';

let bed: TestBed;

beforeAll(async () => {
  bed = await startTestBed();
});

afterAll(async () => {
  await bed.close();
});

const OTHER_KEY = 'not-the-key-of-this-deployment-0123456789';

const MOUNTS = [
  { area: 'customer', cookie: 'dsg_token', claims: { kind: 'customer', role: 'CUSTOMER' } },
  { area: 'merchant', cookie: 'dsg_st_token', claims: { kind: 'staff', role: 3 } },
  { area: 'rider', cookie: 'dsg_rider_token', claims: { kind: 'rider', role: 'RIDER' } },
] as const satisfies readonly { area: string; cookie: string; claims: TestClaims }[];

/** Another kind than the mount's, signed with the right key. */
const OTHER_KIND: Record<string, TestClaims> = {
  customer: { kind: 'rider', role: 'RIDER' },
  merchant: { kind: 'customer', role: 'CUSTOMER' },
  rider: { kind: 'staff', role: 1 },
};

type Cookie = { name: string; value: string; maxAge?: number; expires?: Date };

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  (response.cookies as Cookie[]).find((cookie) => cookie.name === name);
const isCleared = (cookie: Cookie | undefined) =>
  cookie !== undefined &&
  cookie.value === '' &&
  (cookie.maxAge === 0 || (cookie.expires?.getTime() ?? Infinity) <= Date.now());

async function call(area: string, cookies: Record<string, string>, headers = {}) {
  const before = bed.upstream.received.length;
  const response = await bed.app.inject({
    method: 'GET',
    url: `/api/${area}/echo/catalogue`,
    headers: { ...headers, cookie: cookieHeader(cookies) },
  });
  const forwarded = bed.upstream.received
    .slice(before)
    .filter((request) => request.url.startsWith('/echo/'));
  return { response, forwarded };
}

describe.each(MOUNTS)('the $area mount', ({ area, cookie, claims }) => {
  it('sends a live token of its kind on as the Bearer token', async () => {
    const token = await signToken(claims);
    const { response, forwarded } = await call(area, { [cookie]: token });
    expect(response.statusCode).toBe(200);
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(response.cookies).toHaveLength(0);
  });

  it('sends a call without its cookie on without a token', async () => {
    const { response, forwarded } = await call(area, {});
    expect(response.statusCode).toBe(200);
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]?.headers.authorization).toBeUndefined();
    expect(response.cookies).toHaveLength(0);
  });

  it.each([
    ['expired', () => signToken({ ...claims, expiresIn: -5 })],
    ['signed with another key (forged)', () => signToken({ ...claims, secret: OTHER_KEY })],
    ['unsigned (alg none)', () => unsignedToken(claims)],
    [
      'signed with our key by another algorithm (HS512)',
      () => signToken({ ...claims, alg: 'HS512' }),
    ],
    ['of another kind', () => signToken(OTHER_KIND[area] ?? claims)],
    ['not a JWT', () => Promise.resolve('not-a-jwt')],
  ])('refuses a cookie %s at the edge, as an expired session', async (_what, make) => {
    const refused = await make();
    const guestsBefore = bed.upstream.guestLogins();
    const { response, forwarded } = await call(area, { [cookie]: refused });
    expect(forwarded).toHaveLength(0);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe(
      'Bearer error="invalid_token", error_description="The token expired"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ Code: 'AUTH_TOKEN_EXPIRED', IsExceptionHandler: true });
    if (area === 'customer') {
      expect(cookieOf(response, cookie)?.value).toBe(bed.upstream.tokens.guest);
      expect(bed.upstream.guestLogins()).toBeLessThanOrEqual(guestsBefore + 1);
    } else {
      expect(isCleared(cookieOf(response, cookie))).toBe(true);
      expect(bed.upstream.guestLogins()).toBe(guestsBefore);
    }
  });

  it('reads the token from its cookie only, never from an Authorization header', async () => {
    const live = await signToken(claims);
    const forged = await signToken({ ...claims, secret: OTHER_KEY });
    const { response, forwarded } = await call(
      area,
      { [cookie]: forged },
      { authorization: `Bearer ${live}` },
    );
    expect(response.statusCode).toBe(401);
    expect(forwarded).toHaveLength(0);
  });
});

describe("other cookies than the mount's", () => {
  it('do not refuse a call: the merchant mount does not look at a forged customer cookie', async () => {
    const staff = await signToken({ kind: 'staff', role: 3 });
    const forged = await signToken({ kind: 'customer', role: 'CUSTOMER', secret: OTHER_KEY });
    const { response, forwarded } = await call('merchant', {
      dsg_st_token: staff,
      dsg_token: forged,
    });
    expect(response.statusCode).toBe(200);
    expect(forwarded[0]?.headers.authorization).toBe(`Bearer ${staff}`);
    expect(response.cookies).toHaveLength(0);
  });
});

describe('a customer cookie refused where guest mode is disabled', () => {
  it('is removed, and no guest session is asked for', async () => {
    const strict = await bed.another({ APP_FLAGS: '{"disableGuestMode":true}' });
    const before = bed.upstream.guestLogins();
    const response = await strict.inject({
      method: 'GET',
      url: '/api/customer/echo/catalogue',
      headers: {
        cookie: cookieHeader({
          dsg_token: await signToken({ kind: 'customer', role: 'CUSTOMER', expiresIn: -5 }),
        }),
      },
    });
    expect(response.statusCode).toBe(401);
    expect(isCleared(cookieOf(response, 'dsg_token'))).toBe(true);
    expect(bed.upstream.guestLogins()).toBe(before);
  });
});

describe("a bff whose key is not the ordering API's", () => {
  it('refuses the tokens the ordering API signs: both must share JWT_SECRET', async () => {
    const other = await bed.another({ JWT_SECRET: OTHER_KEY });
    const response = await other.inject({
      method: 'GET',
      url: '/api/rider/echo/catalogue',
      headers: { cookie: cookieHeader({ dsg_rider_token: bed.upstream.tokens.rider }) },
    });
    expect(response.statusCode).toBe(401);
  });
});
