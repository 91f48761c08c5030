import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { customers } from '../../db/schema';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import { bearer, customerLogin, decodeToken, errorBody } from '../../../test/helpers';

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

const login = (Username: unknown, Password: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/authen/customer/login',
    headers: { 'accept-language': lang },
    payload: { Username, Password },
  });

describe('POST authen/customer/login', () => {
  it('signs in with the username and answers the customer user of the home center', async () => {
    const res = await login(FIXTURE.customer.username, FIXTURE.password);
    expect(res.statusCode).toBe(200);
    const user = res.json<Record<string, unknown> & { jtoken: string }>();
    expect(user).toMatchObject({
      CUSTOMERCODE: FIXTURE.customer.customerCode,
      CUSTOMERNAME: FIXTURE.customer.customerName,
      SALEUNIT: 'DC01',
      ActiveDC: 'DC01',
      userRole: 'CUSTOMER',
      UserId: null,
      PriceLevel: 1,
      IsBjcSapCustomer: false,
    });
    expect(decodeToken(user.jtoken)).toMatchObject({
      sub: FIXTURE.customer.customerCode,
      kind: 'customer',
      role: 'CUSTOMER',
      CUSTOMERCODE: FIXTURE.customer.customerCode,
      SALEUNIT: 'DC01',
    });
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);
  });

  it('signs in with the mobile number, and the username in any letter case', async () => {
    expect((await login(FIXTURE.customer.mobileNo, FIXTURE.password)).statusCode).toBe(200);
    expect(
      (await login(FIXTURE.customer.username.toUpperCase(), FIXTURE.password)).statusCode,
    ).toBe(200);
  });

  it('answers the credit and agent facts of the customer', async () => {
    expect(await customerLogin(t.app, FIXTURE.creditCustomer.username)).toMatchObject({
      AuthorizeAmount: FIXTURE.creditCustomer.authorizeAmount,
      DebtAmount: FIXTURE.creditCustomer.debtAmount,
      PriceLevel: 2,
    });
    expect(await customerLogin(t.app, FIXTURE.verifiedAgent.username)).toMatchObject({
      userRole: 'AGENT',
      IsAgent: true,
      PersonType: '1',
    });
    expect(await customerLogin(t.app, FIXTURE.sapCustomer.username)).toMatchObject({
      IsBjcSapCustomer: true,
    });
    expect(await customerLogin(t.app, FIXTURE.pendingCustomer.username)).toMatchObject({
      ApprovalStatus: 'PENDING',
    });
  });

  it('answers a wrong password and an unknown user with the same AUTH_BAD_CREDENTIALS', async () => {
    const wrongPassword = await login(FIXTURE.customer.username, 'not-the-password');
    const unknownUser = await login('nobody-here', FIXTURE.password);
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.statusCode).toBe(401);
      expect(errorBody(res)).toEqual({
        Message: 'The username or password is incorrect.',
        IsExceptionHandler: true,
        Code: 'AUTH_BAD_CREDENTIALS',
        StatusCode: 401,
      });
    }
    const th = await login('nobody-here', 'x', 'th');
    expect(errorBody(th).Message).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('answers AUTH_ACCOUNT_INACTIVE for an inactive customer with the right password only', async () => {
    const res = await login(FIXTURE.inactiveCustomer.username, FIXTURE.password);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res)).toMatchObject({
      Code: 'AUTH_ACCOUNT_INACTIVE',
      Message: 'This account is inactive. Please contact administrator',
    });
    // A wrong password does not tell whether the account exists or is inactive.
    expect(errorBody(await login(FIXTURE.inactiveCustomer.username, 'wrong')).Code).toBe(
      'AUTH_BAD_CREDENTIALS',
    );
  });

  it.each([
    [{}, ['body.Password', 'body.Username']],
    [{ Username: '', Password: 'x' }, ['body.Username']],
    [{ Username: 'demo' }, ['body.Password']],
    [{ Username: { $ne: null }, Password: 'x' }, ['body.Username']],
    [{ Username: 'demo', Password: 'x'.repeat(500) }, ['body.Password']],
  ])('rejects %j', async (payload, paths) => {
    const res = await t.app.inject({ method: 'POST', url: '/authen/customer/login', payload });
    expect(res.statusCode).toBe(400);
    expect(
      errorBody(res)
        .Errors?.map((e) => e.path)
        .sort(),
    ).toEqual(paths);
  });
});

describe('POST authen/customerProfile', () => {
  it('answers the customer user with a fresh jtoken for the same center', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.customer.username);
    const swapped = await t.app.inject({
      method: 'GET',
      url: '/authen/swapdc/DC02',
      headers: bearer(jtoken),
    });
    const token = swapped.json<{ jtoken: string }>().jtoken;
    t.clock.advance(60_000);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/authen/customerProfile',
        headers: bearer(token),
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      const user = res.json<{ jtoken: string; SALEUNIT: string; CUSTOMERCODE: string }>();
      expect(user).toMatchObject({
        CUSTOMERCODE: FIXTURE.customer.customerCode,
        SALEUNIT: 'DC02',
        ActiveDC: 'DC02',
      });
      expect(user.jtoken).not.toBe(token);
      expect((decodeToken(user.jtoken).iat as number) - (decodeToken(token).iat as number)).toBe(
        60,
      );
    } finally {
      t.clock.advance(-60_000);
    }
  });

  it('refuses a customer who became inactive after signing in', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.unverifiedAgent.username);
    await db.db
      .update(customers)
      .set({ active: false })
      .where(eq(customers.customerCode, FIXTURE.unverifiedAgent.customerCode));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/authen/customerProfile',
        headers: bearer(jtoken),
        payload: {},
      });
      // Refused by the guard on every call, as an ended session (ADR 033).
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('The token expired');
    } finally {
      await db.db
        .update(customers)
        .set({ active: true })
        .where(eq(customers.customerCode, FIXTURE.unverifiedAgent.customerCode));
    }
  });

  it('refuses a token naming a customer that does not exist', async () => {
    const { jtoken } = await t.app.tokens.sign({
      sub: 'C999999',
      kind: 'customer',
      role: 'CUSTOMER',
      CUSTOMERCODE: 'C999999',
      SALEUNIT: 'DC01',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: bearer(jtoken),
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).Code).toBe('AUTH_TOKEN_INVALID');
  });

  it('moves the customer home when the token names a center they no longer belong to', async () => {
    const { jtoken } = await t.app.tokens.sign({
      sub: FIXTURE.creditCustomer.customerCode,
      kind: 'customer',
      role: 'CUSTOMER',
      CUSTOMERCODE: FIXTURE.creditCustomer.customerCode,
      SALEUNIT: 'DC03',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: bearer(jtoken),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ SALEUNIT: 'DC01' });
  });
});

describe('POST authen/customer/changePassword', () => {
  const change = (token: string, payload: unknown, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/authen/customer/changePassword',
      headers: { ...bearer(token), 'accept-language': lang },
      payload: payload as object,
    });

  it('changes the password: the old one stops working, the new one works', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.sapCustomer.username);
    const res = await change(jtoken, {
      OldPassword: FIXTURE.password,
      NewPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    // A new token for the device that changed it: every earlier one is ended (ADR 033).
    expect(res.json()).toEqual({ status: 200, jtoken: expect.any(String) as unknown });
    expect((await login(FIXTURE.sapCustomer.username, FIXTURE.password)).statusCode).toBe(401);
    expect((await login(FIXTURE.sapCustomer.username, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('answers PASSWORD_WRONG when the old password does not match', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.customer.username);
    const res = await change(
      jtoken,
      { OldPassword: 'not-it', NewPassword: 'brand-new-pass' },
      'th',
    );
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({ Code: 'PASSWORD_WRONG', Message: 'รหัสผ่านเดิมไม่ถูกต้อง' });
    expect((await login(FIXTURE.customer.username, FIXTURE.password)).statusCode).toBe(200);
  });

  it.each([
    [{ OldPassword: 'demo1234', NewPassword: 'short' }, 'body.NewPassword'],
    [{ OldPassword: 'demo1234', NewPassword: 'seven-7' }, 'body.NewPassword'],
    [{ OldPassword: 'demo1234', NewPassword: 'demo1234' }, 'body.NewPassword'],
    [{ NewPassword: 'long-enough-1' }, 'body.OldPassword'],
    [{ OldPassword: 'demo1234', NewPassword: 123456789 }, 'body.NewPassword'],
  ])('rejects %j', async (payload, path) => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.customer.username);
    const res = await change(jtoken, payload);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Errors?.map((e) => e.path)).toContain(path);
  });

  it('does not let a salesperson acting for a customer change the password', async () => {
    const { jtoken } = await t.app.tokens.sign({
      sub: FIXTURE.customer.customerCode,
      kind: 'customer',
      role: 3,
      CUSTOMERCODE: FIXTURE.customer.customerCode,
      SALEUNIT: 'DC01',
      UserId: FIXTURE.salesperson.staffUserId,
    });
    const res = await change(jtoken, {
      OldPassword: FIXTURE.password,
      NewPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).Code).toBe('AUTH_FORBIDDEN');
  });
});
