// The session hand-off across the bff and the ordering API: tokens live in
// httpOnly cookies, never in what the page reads; state-changing calls need
// proof that they come from our page; an expired customer becomes a guest.
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { DEVELOPMENT_JWT_SECRET as BFF_DEVELOPMENT_JWT_SECRET } from '../../bff/src/env';
import { DEVELOPMENT_JWT_SECRET as API_DEVELOPMENT_JWT_SECRET } from '../../ordering-api/src/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsKey, FIXTURE, HOST, setCookie, startStack, TEST_JWT_SECRET, XHR, type Stack } from './stack';

let stack: Stack;
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

async function customerCookie(): Promise<string> {
  const response = await stack.bff.inject({
    method: 'POST',
    url: '/api/customer/authen/customer/login',
    headers: XHR,
    payload: { Username: FIXTURE.customer.username, Password: FIXTURE.password },
  });
  expect(response.statusCode).toBe(200);
  const cookie = setCookie(response, 'dsg_token');
  if (!cookie) throw new Error('the customer login set no dsg_token');
  return cookie.value;
}

describe('guest login through the bff', () => {
  it('keeps the jtoken in an httpOnly dsg_token cookie and out of the body', async () => {
    const response = await stack.bff.inject({ method: 'GET', url: '/api/customer/authen/login/guest', headers: XHR });
    expect(response.statusCode).toBe(200);

    const body: unknown = response.json();
    expect(containsKey(body, 'jtoken')).toBe(false);
    expect(JSON.stringify(body)).toContain('GUEST');

    const cookie = setCookie(response, 'dsg_token');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    expect(cookie?.sameSite?.toLowerCase()).toBe('lax');
    // One year, as every cookie of the specification.
    expect(cookie?.maxAge).toBeGreaterThanOrEqual(364 * 86_400);
    expect(response.headers['cache-control']).toContain('no-store');

    // The cookie holds a real guest token of the ordering API.
    const { payload } = await jwtVerify(cookie!.value, secret);
    expect(payload).toMatchObject({ kind: 'customer', role: 'GUEST', CUSTOMERCODE: 'GUEST' });
  });
});

describe('customerProfile through the bff', () => {
  it('answers the signed-in customer from the cookie, renews the cookie and hides the token', async () => {
    const token = await customerCookie();
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/api/customer/authen/customerProfile',
      headers: { ...XHR, cookie: `dsg_token=${token}`, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(containsKey(body, 'jtoken')).toBe(false);
    expect(JSON.stringify(body)).toContain(FIXTURE.customer.customerCode);

    const renewed = setCookie(response, 'dsg_token');
    expect(renewed?.httpOnly).toBe(true);
    const { payload } = await jwtVerify(renewed!.value, secret);
    expect(payload).toMatchObject({ kind: 'customer', CUSTOMERCODE: FIXTURE.customer.customerCode });
  });

  it('answers a guest as a guest', async () => {
    const guest = await stack.bff.inject({ method: 'GET', url: '/api/customer/authen/login/guest', headers: XHR });
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/api/customer/authen/customerProfile',
      headers: { ...XHR, cookie: `dsg_token=${setCookie(guest, 'dsg_token')!.value}`, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).toContain('GUEST');
  });

  it('refuses a call without a session with the error body the web shows', async () => {
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/api/customer/authen/customerProfile',
      headers: { ...XHR, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ IsExceptionHandler: true, StatusCode: 401 });
  });
});

describe('CSRF guard of the bff', () => {
  const otpRequest = { MobileNo: '0899990001', Purpose: 'REGISTER' };

  it('refuses a state-changing call without X-Requested-With before it reaches the ordering API', async () => {
    stack.api.sms.clear();
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/api/customer/authen/otp/request',
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: otpRequest,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ IsExceptionHandler: true, StatusCode: 403 });
    expect(stack.api.sms.sent).toHaveLength(0);
  });

  it('refuses a call from a foreign origin even with the header', async () => {
    stack.api.sms.clear();
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/api/customer/authen/otp/request',
      headers: { ...XHR, origin: 'https://attacker.example', 'content-type': 'application/json' },
      payload: otpRequest,
    });
    expect(response.statusCode).toBe(403);
    expect(stack.api.sms.sent).toHaveLength(0);
  });

  it('lets the same call through from our own page', async () => {
    stack.api.sms.clear();
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/api/customer/authen/otp/request',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: otpRequest,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ RefCode: expect.any(String) as unknown });
    expect(stack.api.sms.last(otpRequest.MobileNo)).toBeDefined();
  });
});

describe('an expired customer token', () => {
  it('is answered 401 as expired, and the bff hands out a guest session in its place', async () => {
    const token = await customerCookie();
    const expiresAt = decodeJwt(token).exp!;
    // The ordering API's clock moves past the token's expiry.
    stack.api.clock.set(new Date((expiresAt + 60) * 1000));
    try {
      const response = await stack.bff.inject({
        method: 'POST',
        url: '/api/customer/authen/customerProfile',
        headers: { ...XHR, cookie: `dsg_token=${token}`, 'content-type': 'application/json' },
        payload: {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('The token expired');

      const replacement = setCookie(response, 'dsg_token');
      expect(replacement?.httpOnly).toBe(true);
      expect(replacement?.value).not.toBe(token);
      expect(decodeJwt(replacement!.value)).toMatchObject({ role: 'GUEST', CUSTOMERCODE: 'GUEST' });

      // The guest session works at once.
      const again = await stack.bff.inject({
        method: 'POST',
        url: '/api/customer/authen/customerProfile',
        headers: { ...XHR, cookie: `dsg_token=${replacement!.value}`, 'content-type': 'application/json' },
        payload: {},
      });
      expect(again.statusCode).toBe(200);
      expect(JSON.stringify(again.json())).toContain('GUEST');
    } finally {
      stack.api.clock.set(new Date());
    }
  });
});

describe('a session cookie the bff cannot verify', () => {
  it('is refused at the edge as expired, and a guest session of the ordering API takes its place', async () => {
    const token = await customerCookie();
    const claims = decodeJwt(token);
    // The same claims, signed with a key the deployment does not have.
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-secret-of-this-deployment-0123456789'));
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/api/customer/authen/customerProfile',
      headers: { ...XHR, cookie: `dsg_token=${forged}`, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('The token expired');
    const replacement = setCookie(response, 'dsg_token');
    const { payload } = await jwtVerify(replacement!.value, secret);
    expect(payload).toMatchObject({ role: 'GUEST', CUSTOMERCODE: 'GUEST' });
  });

  it('is told apart from none by bff/session, which verifies with the ordering API\'s key', async () => {
    const token = await customerCookie();
    const response = await stack.bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie: `dsg_token=${token}` } });
    expect(response.json()).toMatchObject({
      customer: { present: true, expired: false, kind: 'customer', role: 'CUSTOMER' },
    });
  });

  it('is verified with the same development key by both servers when JWT_SECRET is not set', () => {
    expect(BFF_DEVELOPMENT_JWT_SECRET).toBe(API_DEVELOPMENT_JWT_SECRET);
  });
});
