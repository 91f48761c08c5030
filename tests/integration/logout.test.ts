// Logging out through the bff ends the session at the ordering API (ADR 033): a copy of the token
// taken before the logout is refused afterwards, for every area, by the bff's own logout and by
// the LINE logout alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, setCookie, startStack, XHR, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const ENDED_CHALLENGE = 'Bearer error="invalid_token", error_description="The token expired"';

async function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return stack.bff.inject({
    method,
    url,
    headers: { ...XHR, cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** Signs in through a mount with a one-time code; answers the token cookie's value. */
async function otpSignIn(mount: string, mobileNo: string, purpose: string, path: string, cookieName: string) {
  const requested = await call('POST', `/api/${mount}/authen/otp/request`, '', { MobileNo: mobileNo, Purpose: purpose });
  expect(requested.statusCode).toBe(200);
  const { code, refCode } = stack.api.sms.codeFor(mobileNo);
  const response = await call('POST', `/api/${mount}/${path}`, '', { MobileNo: mobileNo, RefCode: refCode, OtpCode: code });
  expect(response.statusCode).toBe(200);
  return setCookie(response, cookieName)!.value;
}

const AREAS = {
  customer: {
    cookie: 'dsg_token',
    signIn: async () => {
      const response = await call('POST', '/api/customer/authen/customer/login', '', {
        Username: FIXTURE.customer.username,
        Password: FIXTURE.password,
      });
      expect(response.statusCode).toBe(200);
      return setCookie(response, 'dsg_token')!.value;
    },
    guarded: (cookie: string) => call('POST', '/api/customer/authen/customerProfile', cookie, {}),
  },
  merchant: {
    cookie: 'dsg_st_token',
    signIn: () => otpSignIn('merchant', FIXTURE.merchant.mobileNo, 'STAFF_LOGIN', 'authen/user/login', 'dsg_st_token'),
    guarded: (cookie: string) => call('GET', '/api/merchant/authen/user/dcs', cookie),
  },
  rider: {
    cookie: 'dsg_rider_token',
    signIn: () => otpSignIn('rider', FIXTURE.rider.mobileNo, 'RIDER_LOGIN', 'authen/rider/login', 'dsg_rider_token'),
    guarded: (cookie: string) => call('GET', '/api/rider/authen/rider/profile', cookie),
  },
} as const;
type Area = keyof typeof AREAS;

const CASES: [Area, 'bff/logout' | 'bff/line/logout'][] = [
  ['customer', 'bff/logout'],
  ['merchant', 'bff/logout'],
  ['rider', 'bff/logout'],
  ['customer', 'bff/line/logout'],
  ['merchant', 'bff/line/logout'],
];

describe('logging out through the bff', () => {
  it.each(CASES)('%s, %s: the token of before is refused at the ordering API', async (area, logout) => {
    const { cookie: name, signIn, guarded } = AREAS[area];
    const token = await signIn();
    const cookie = `${name}=${token}`;
    expect((await guarded(cookie)).statusCode).toBe(200);

    const out = await call('POST', `/${logout}`, cookie, { area });
    expect(out.statusCode).toBe(200);
    // The cookie is gone (or holds a guest's token now).
    expect(setCookie(out, name)?.value).not.toBe(token);

    // A copy of the token kept from before: refused as ended, through the bff and at the API itself.
    const replayed = await guarded(cookie);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.headers['www-authenticate']).toBe(ENDED_CHALLENGE);
    const direct = await stack.api.app.inject({
      method: 'GET',
      url: '/authen/customer/dcs',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(direct.statusCode).toBe(401);

    // A new sign-in works.
    expect((await guarded(`${name}=${await signIn()}`)).statusCode).toBe(200);
  });
});
