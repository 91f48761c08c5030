// Helpers for the HTTP tests of the cart, coupon, point, address, order and
// subscription calls. Tests only: nothing in the server imports this file.
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';

/** What post() and get() call: one app, or the round-robin of several replicas (test/replicas.ts). */
export type Injector = Pick<App, 'inject'>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer jtoken as the sign-in calls issue it (optionally with a salesperson acting). */
export async function customerToken(
  app: App,
  customer: { customerCode: string },
  saleUnit: string,
  extra: { UserId?: number; role?: string; GuestUid?: string } = {},
): Promise<string> {
  const { jtoken } = await app.tokens.sign({
    sub: customer.customerCode,
    kind: 'customer',
    role: extra.role ?? 'CUSTOMER',
    CUSTOMERCODE: customer.customerCode,
    SALEUNIT: saleUnit,
    ...(extra.UserId !== undefined ? { UserId: extra.UserId } : {}),
    ...(extra.GuestUid !== undefined ? { GuestUid: extra.GuestUid } : {}),
  });
  return jtoken;
}

/** A guest jtoken; its subject is the guest's own id, as guest sign-in gives one. */
export async function guestJtoken(app: App, saleUnit: string, guestId = 'guest-test-0001'): Promise<string> {
  const { jtoken } = await app.tokens.sign({
    sub: guestId,
    kind: 'customer',
    role: 'GUEST',
    CUSTOMERCODE: 'GUEST',
    SALEUNIT: saleUnit,
  });
  return jtoken;
}

export async function staffToken(app: App, staffUserId: number, role: string): Promise<string> {
  const { jtoken } = await app.tokens.sign({ sub: String(staffUserId), kind: 'staff', role });
  return jtoken;
}

export interface ErrorJson {
  Message: string;
  IsExceptionHandler: true;
  Code: string;
  StatusCode: number;
  Errors?: { path: string; message: string }[];
}

/** The error body of an answer, checked to be one. */
export function errorOf(res: LightMyRequestResponse): ErrorJson {
  const body = res.json<ErrorJson>();
  if (body.IsExceptionHandler !== true || body.StatusCode !== res.statusCode) {
    throw new Error(`not an error body (${res.statusCode}): ${res.body}`);
  }
  return body;
}

export function post(
  app: Injector,
  url: string,
  token: string | null,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: payload as object,
  });
}

export function get(
  app: Injector,
  url: string,
  token: string | null,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
}
