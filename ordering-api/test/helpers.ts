// Calls the tests make again and again.
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import { DEMO_PASSWORD } from '../src/seed';
import type { FakeSms } from './fake-sms';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The claims of a jtoken, read without checking it (tests only). */
export function decodeToken(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface ErrorBodyJson {
  Message: string;
  IsExceptionHandler: true;
  Code: string;
  StatusCode: number;
  Errors?: { path: string; message: string }[];
}

/** Asserts nothing about the body except that it is the error body; returns it. */
export function errorBody(res: LightMyRequestResponse): ErrorBodyJson {
  const body = res.json<ErrorBodyJson>();
  if (body.IsExceptionHandler !== true || body.StatusCode !== res.statusCode) {
    throw new Error(`not an error body for ${res.statusCode}: ${res.body}`);
  }
  if (/"stack"|\bat .+:\d+:\d+/.test(res.body))
    throw new Error(`error body with a stack: ${res.body}`);
  return body;
}

export async function guestToken(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/authen/login/guest' });
  return res.json<{ jtoken: string }>().jtoken;
}

export async function customerLogin(app: App, username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/authen/customer/login',
    payload: { Username: username, Password: password },
  });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.body}`);
  return res.json<Record<string, unknown> & { jtoken: string }>();
}

export async function requestOtp(app: App, mobileNo: string, purpose: string) {
  return app.inject({
    method: 'POST',
    url: '/authen/otp/request',
    payload: { MobileNo: mobileNo, Purpose: purpose },
  });
}

/** Requests a code and reads it from the fake SMS adapter. */
export async function otpFor(app: App, sms: FakeSms, mobileNo: string, purpose: string) {
  const res = await requestOtp(app, mobileNo, purpose);
  if (res.statusCode !== 200) throw new Error(`OTP request failed: ${res.body}`);
  const { code, refCode } = sms.codeFor(mobileNo);
  if (res.json<{ RefCode: string }>().RefCode !== refCode)
    throw new Error('RefCode of the answer and the SMS differ');
  return { code, refCode };
}

export async function staffLogin(app: App, sms: FakeSms, mobileNo: string) {
  const { code, refCode } = await otpFor(app, sms, mobileNo, 'STAFF_LOGIN');
  const res = await app.inject({
    method: 'POST',
    url: '/authen/user/login',
    payload: { MobileNo: mobileNo, RefCode: refCode, OtpCode: code },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return res.json<{
    jtoken: string;
    User: Record<string, unknown>;
    Dists: { SaleUnit: string }[];
  }>();
}
