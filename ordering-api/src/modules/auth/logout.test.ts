// Ending sessions (ADR 033): logout, a password change, a disabled account and the LINE revoke end
// every token issued before, for customers, staff and riders; the guards refuse such a token as
// expired, and a new sign-in works.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { hashPassword } from '../../db/password';
import { customers, riders, staffUsers } from '../../db/schema';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import { bearer, customerLogin, errorBody, guestToken, otpFor, staffLogin } from '../../../test/helpers';
import { SESSION_STATE_TTL_MS } from './session-versions';

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

const ENDED_CHALLENGE = 'Bearer error="invalid_token", error_description="The token expired"';

const post = (url: string, token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function riderLogin(): Promise<string> {
  const { code, refCode } = await otpFor(t.app, t.sms, FIXTURE.rider.mobileNo, 'RIDER_LOGIN');
  const res = await t.app.inject({
    method: 'POST',
    url: '/authen/rider/login',
    payload: { MobileNo: FIXTURE.rider.mobileNo, RefCode: refCode, OtpCode: code },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ jtoken: string }>().jtoken;
}

const customer = FIXTURE.creditCustomer;

/** Each kind of account: how it signs in, a call its token is guarded on, how it is disabled. */
const KINDS = {
  customer: {
    signIn: async () => (await customerLogin(t.app, customer.username)).jtoken,
    guarded: (token: string) => post('/authen/customerProfile', token),
    setActive: (active: boolean) =>
      db.db.update(customers).set({ active }).where(eq(customers.customerCode, customer.customerCode)),
  },
  staff: {
    signIn: async () => (await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo)).jtoken,
    guarded: (token: string) => get('/authen/user/dcs', token),
    setActive: (active: boolean) =>
      db.db.update(staffUsers).set({ active }).where(eq(staffUsers.mobileNo, FIXTURE.merchant.mobileNo)),
  },
  rider: {
    signIn: riderLogin,
    guarded: (token: string) => get('/authen/rider/profile', token),
    setActive: (active: boolean) =>
      db.db.update(riders).set({ active }).where(eq(riders.mobileNo, FIXTURE.rider.mobileNo)),
  },
} as const;
type Kind = keyof typeof KINDS;

/** What ends a session, with what it must undo afterwards. */
const EVENTS: Record<string, (kind: Kind, token: string) => Promise<void>> = {
  logout: async (_kind, token) => {
    expect((await post('/authen/logout', token)).json()).toEqual({ status: 200 });
  },
  'password change': async (_kind, token) => {
    const res = await post('/authen/customer/changePassword', token, {
      OldPassword: FIXTURE.password,
      NewPassword: 'another-password-1',
    });
    expect(res.statusCode).toBe(200);
    // Back to the fixture's password for the next sign-in; the change itself ended the token.
    await db.db
      .update(customers)
      .set({ passwordHash: await hashPassword(FIXTURE.password) })
      .where(eq(customers.customerCode, customer.customerCode));
  },
  'disabled account': async (kind) => {
    await KINDS[kind].setActive(false);
    // Disabled outside the API (no call of ours disables an account yet): what this replica kept
    // of the account is trusted for SESSION_STATE_TTL_MS at most.
    t.clock.advance(SESSION_STATE_TTL_MS + 1);
  },
  'LINE revoke': async (_kind, token) => {
    expect((await post('/api/line/revokeToken', token)).statusCode).toBe(200);
  },
  'merchant LINE logout': async (_kind, token) => {
    expect((await post('/api/merchant/user/line/logout', token)).statusCode).toBe(200);
  },
};

const CASES: [Kind, keyof typeof EVENTS][] = [
  ['customer', 'logout'],
  ['customer', 'password change'],
  ['customer', 'disabled account'],
  ['customer', 'LINE revoke'],
  ['customer', 'merchant LINE logout'],
  ['staff', 'logout'],
  ['staff', 'disabled account'],
  ['staff', 'merchant LINE logout'],
  ['rider', 'logout'],
  ['rider', 'disabled account'],
];

describe('a token after its session was ended', () => {
  it.each(CASES)('%s, %s: the old token answers 401 as expired; a new sign-in works', async (kind, event) => {
    const { signIn, guarded, setActive } = KINDS[kind];
    const token = await signIn();
    // Another device of the same account: ended too.
    const other = await signIn();
    expect((await guarded(token)).statusCode).toBe(200);
    expect((await guarded(other)).statusCode).toBe(200);

    await EVENTS[event]!(kind, token);
    try {
      for (const old of [token, other]) {
        const res = await guarded(old);
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBe(ENDED_CHALLENGE);
        expect(errorBody(res).Code).toBe('AUTH_TOKEN_EXPIRED');
      }
    } finally {
      await setActive(true);
    }
    expect((await guarded(await signIn())).statusCode).toBe(200);
  });

  it('keeps the device that changed the password signed in with the token the change answered', async () => {
    const token = await KINDS.customer.signIn();
    const res = await post('/authen/customer/changePassword', token, {
      OldPassword: FIXTURE.password,
      NewPassword: 'another-password-2',
    });
    await db.db
      .update(customers)
      .set({ passwordHash: await hashPassword(FIXTURE.password) })
      .where(eq(customers.customerCode, customer.customerCode));
    const { jtoken } = res.json<{ jtoken: string }>();
    expect((await KINDS.customer.guarded(token)).statusCode).toBe(401);
    expect((await KINDS.customer.guarded(jtoken)).statusCode).toBe(200);
  });

  it('refuses a disabled account on every call, not only at sign-in, and an enabled one at once', async () => {
    const token = await KINDS.customer.signIn();
    await KINDS.customer.setActive(false);
    t.clock.advance(SESSION_STATE_TTL_MS + 1);
    try {
      for (const url of ['/authen/customer/dcs', '/api/Products/favourite/items']) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(401);
        expect(res.headers['www-authenticate']).toBe(ENDED_CHALLENGE);
      }
    } finally {
      await KINDS.customer.setActive(true);
    }
    // Enabled again (no token was ended by disabling): no wait for the kept state to age.
    expect((await get('/authen/customer/dcs', token)).statusCode).toBe(200);
  });

  it('answers logout without a token AUTH_REQUIRED, and with an ended one 401 as expired', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/authen/logout', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(errorBody(none).Code).toBe('AUTH_REQUIRED');
    const token = await KINDS.rider.signIn();
    await post('/authen/logout', token);
    const again = await post('/authen/logout', token);
    expect(again.statusCode).toBe(401);
    expect(again.headers['www-authenticate']).toBe(ENDED_CHALLENGE);
  });
});

describe("a salesperson's client token", () => {
  const salesperson = FIXTURE.salesperson;
  const client = FIXTURE.customer;

  async function clientToken(staffToken: string): Promise<string> {
    const res = await get(`/api/merchant/loginasclient/${client.customerCode}/DC01`, staffToken);
    expect(res.statusCode).toBe(200);
    return res.json<{ jtoken: string }>().jtoken;
  }

  it("is ended by the salesperson's logout", async () => {
    const staff = (await staffLogin(t.app, t.sms, salesperson.mobileNo)).jtoken;
    const acting = await clientToken(staff);
    expect((await post('/authen/customerProfile', acting)).statusCode).toBe(200);
    await post('/authen/logout', staff);
    const res = await post('/authen/customerProfile', acting);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe(ENDED_CHALLENGE);
  });

  it("is ended by the client's own logout too", async () => {
    const staff = (await staffLogin(t.app, t.sms, salesperson.mobileNo)).jtoken;
    const acting = await clientToken(staff);
    const own = (await customerLogin(t.app, client.username)).jtoken;
    await post('/authen/logout', own);
    expect((await post('/authen/customerProfile', acting)).statusCode).toBe(401);
    // The salesperson's own session goes on.
    expect((await get('/authen/user/dcs', staff)).statusCode).toBe(200);
  });

  it("leaves the salesperson's back office signed in when the client token logs out", async () => {
    const staff = (await staffLogin(t.app, t.sms, salesperson.mobileNo)).jtoken;
    const acting = await clientToken(staff);
    const own = (await customerLogin(t.app, client.username)).jtoken;
    expect((await post('/authen/logout', acting)).json()).toEqual({ status: 200 });
    expect((await get('/authen/user/dcs', staff)).statusCode).toBe(200);
    // Nor does it sign the client out of their own devices.
    expect((await post('/authen/customerProfile', own)).statusCode).toBe(200);
  });
});

describe('a guest token', () => {
  it('has no account to end: logout answers 200 and the bff drops the cookie', async () => {
    const guest = await guestToken(t.app);
    expect((await post('/authen/logout', guest)).json()).toEqual({ status: 200 });
  });
});

describe('another replica', () => {
  it('accepts an ended token until what it kept of the account is older than the TTL, and a newer token at once', async () => {
    const other = await buildTestApp(db, { clock: t.clock });
    try {
      const token = await KINDS.rider.signIn();
      const onOther = () =>
        other.app.inject({ method: 'GET', url: '/authen/rider/profile', headers: bearer(token) });
      expect((await onOther()).statusCode).toBe(200);

      await post('/authen/logout', token);
      expect((await KINDS.rider.guarded(token)).statusCode).toBe(401);
      // The other replica still trusts what it read a moment ago...
      expect((await onOther()).statusCode).toBe(200);
      // ...but a token signed after the logout is newer than that: it reads the account again.
      const fresh = await KINDS.rider.signIn();
      const freshOnOther = await other.app.inject({
        method: 'GET',
        url: '/authen/rider/profile',
        headers: bearer(fresh),
      });
      expect(freshOnOther.statusCode).toBe(200);
      // Having read it, it refuses the ended token from then on.
      expect((await onOther()).statusCode).toBe(401);

      // Without a newer token, the TTL bounds how long the old one is accepted.
      await post('/authen/logout', fresh);
      const onOtherFresh = () =>
        other.app.inject({ method: 'GET', url: '/authen/rider/profile', headers: bearer(fresh) });
      expect((await onOtherFresh()).statusCode).toBe(200);
      t.clock.advance(SESSION_STATE_TTL_MS + 1);
      const late = await onOtherFresh();
      expect(late.statusCode).toBe(401);
      expect(late.headers['www-authenticate']).toBe(ENDED_CHALLENGE);
    } finally {
      await other.app.close();
    }
  });
});
