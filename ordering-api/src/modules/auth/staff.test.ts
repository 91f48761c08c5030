import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { staffUserCenters, staffUsers } from '../../db/schema';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  bearer,
  decodeToken,
  errorBody,
  otpFor,
  requestOtp,
  staffLogin,
} from '../../../test/helpers';

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

const post = (url: string, payload: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'accept-language': lang },
    payload: payload as object,
  });

describe('POST authen/user/login', () => {
  it('signs a salesperson in with the one-time code: { jtoken, User, Dists }', async () => {
    const body = await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo);
    expect(body.User).toMatchObject({
      userid: FIXTURE.salesperson.staffUserId,
      usernames: FIXTURE.salesperson.displayName,
      role: { RoleCode: 3 },
      mobile: FIXTURE.salesperson.mobileNo,
    });
    expect(body.Dists.map((d) => d.SaleUnit)).toEqual(['DC01']);
    const claims = decodeToken(body.jtoken);
    expect(claims).toMatchObject({
      sub: String(FIXTURE.salesperson.staffUserId),
      kind: 'staff',
      role: 3,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(12 * 3600);
  });

  it('lists every center of a merchant, the default first', async () => {
    const body = await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo);
    expect(body.User).toMatchObject({ role: { RoleCode: 1 } });
    expect(body.Dists.map((d) => d.SaleUnit)).toEqual(['DC01', 'DC02']);
  });

  it('accepts a code once only', async () => {
    const { code, refCode } = await otpFor(t.app, t.sms, FIXTURE.merchant.mobileNo, 'STAFF_LOGIN');
    const payload = { MobileNo: FIXTURE.merchant.mobileNo, RefCode: refCode, OtpCode: code };
    expect((await post('/authen/user/login', payload)).statusCode).toBe(200);
    const again = await post('/authen/user/login', payload);
    expect(again.statusCode).toBe(400);
    expect(errorBody(again).Code).toBe('OTP_INVALID');
  });

  it('refuses a wrong code, an expired code, and a number that was never sent one', async () => {
    const { code, refCode } = await otpFor(t.app, t.sms, FIXTURE.merchant.mobileNo, 'STAFF_LOGIN');
    const wrong = await post('/authen/user/login', {
      MobileNo: FIXTURE.merchant.mobileNo,
      RefCode: refCode,
      OtpCode: code === '999999' ? '000000' : '999999',
    });
    expect(errorBody(wrong).Code).toBe('OTP_INVALID');

    t.clock.advance(10 * 60 * 1000);
    try {
      const expired = await post('/authen/user/login', {
        MobileNo: FIXTURE.merchant.mobileNo,
        RefCode: refCode,
        OtpCode: code,
      });
      expect(errorBody(expired).Code).toBe('OTP_EXPIRED');
    } finally {
      t.clock.advance(-10 * 60 * 1000);
    }

    const unknown = await requestOtp(t.app, FIXTURE.unknownMobileNo, 'STAFF_LOGIN');
    const guessed = await post('/authen/user/login', {
      MobileNo: FIXTURE.unknownMobileNo,
      RefCode: unknown.json<{ RefCode: string }>().RefCode,
      OtpCode: '123456',
    });
    expect(guessed.statusCode).toBe(400);
    expect(errorBody(guessed).Code).toBe('OTP_INVALID');
  });

  it('refuses a staff user deactivated after the code was sent', async () => {
    const mobileNo = FIXTURE.merchant.mobileNo;
    const { code, refCode } = await otpFor(t.app, t.sms, mobileNo, 'STAFF_LOGIN');
    await db.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.mobileNo, mobileNo));
    try {
      const res = await post('/authen/user/login', {
        MobileNo: mobileNo,
        RefCode: refCode,
        OtpCode: code,
      });
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).Code).toBe('AUTH_ACCOUNT_INACTIVE');
    } finally {
      await db.db.update(staffUsers).set({ active: true }).where(eq(staffUsers.mobileNo, mobileNo));
    }
  });

  it.each([
    [{}, ['body.MobileNo', 'body.OtpCode', 'body.RefCode']],
    [{ MobileNo: '0861000001', RefCode: 'ABCD', OtpCode: 123456 }, ['body.OtpCode']],
    [{ MobileNo: '0861000001', RefCode: '', OtpCode: '123456' }, ['body.RefCode']],
    [{ MobileNo: 'x', RefCode: 'ABCD', OtpCode: '1234567' }, ['body.MobileNo', 'body.OtpCode']],
  ])('rejects %j', async (payload, paths) => {
    const res = await post('/authen/user/login', payload);
    expect(res.statusCode).toBe(400);
    expect(
      errorBody(res)
        .Errors?.map((e) => e.path)
        .sort(),
    ).toEqual(paths);
  });
});

describe('GET authen/user/dcs', () => {
  it("answers the staff user's centers", async () => {
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo);
    const res = await t.app.inject({
      method: 'GET',
      url: '/authen/user/dcs',
      headers: bearer(jtoken),
    });
    expect(res.statusCode).toBe(200);
    const centers = res.json<{ SaleUnit: string; DIST_NAME: string }[]>();
    expect(centers.map((c) => c.SaleUnit)).toEqual(['DC01', 'DC02']);
    expect(centers[0]?.DIST_NAME).toBeTruthy();
  });
});

describe('GET api/merchant/loginasclient/{code}/{saleUnit}', () => {
  const loginAs = (token: string, code: string, saleUnit: string, activeDc?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/merchant/loginasclient/${code}/${saleUnit}${activeDc ? `?activeDc=${activeDc}` : ''}`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });

  it('lets a salesperson act for a customer of their center, naming the salesperson in UserId', async () => {
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo);
    const res = await loginAs(jtoken, FIXTURE.customer.customerCode, 'DC01');
    expect(res.statusCode).toBe(200);
    const user = res.json<Record<string, unknown> & { jtoken: string }>();
    expect(user).toMatchObject({
      CUSTOMERCODE: FIXTURE.customer.customerCode,
      SALEUNIT: 'DC01',
      UserId: FIXTURE.salesperson.staffUserId,
      userRole: 3,
    });
    expect(decodeToken(user.jtoken)).toMatchObject({
      kind: 'customer',
      CUSTOMERCODE: FIXTURE.customer.customerCode,
      SALEUNIT: 'DC01',
      UserId: FIXTURE.salesperson.staffUserId,
      role: 3,
    });

    // The acting session refreshes like any customer session and keeps the salesperson.
    const profile = await t.app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: bearer(user.jtoken),
      payload: {},
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ UserId: FIXTURE.salesperson.staffUserId, userRole: 3 });
  });

  it('refuses a staff user who is not a salesperson', async () => {
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo);
    const res = await loginAs(jtoken, FIXTURE.customer.customerCode, 'DC01');
    expect(res.statusCode).toBe(403);
    expect(errorBody(res)).toMatchObject({
      Code: 'SALEMAN_ROLE_REQUIRED',
      Message: 'Only salespeople can order on behalf of a customer.',
    });
  });

  it('refuses another center of the salesperson, and a customer of another center', async () => {
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo);
    const otherCenter = await loginAs(jtoken, FIXTURE.lineCustomer.customerCode, 'DC02');
    expect(otherCenter.statusCode).toBe(403);
    expect(errorBody(otherCenter)).toMatchObject({
      Code: 'CENTER_NOT_ALLOWED',
      Message: 'You are not allowed to use merchant DC02.',
    });

    const notInCenter = await loginAs(jtoken, FIXTURE.lineCustomer.customerCode, 'DC01');
    expect(notInCenter.statusCode).toBe(404);
    expect(errorBody(notInCenter)).toMatchObject({ Code: 'CUSTOMER_NOT_FOUND' });

    const activeDcElsewhere = await loginAs(jtoken, FIXTURE.customer.customerCode, 'DC01', 'DC03');
    expect(activeDcElsewhere.statusCode).toBe(403);
    expect(errorBody(activeDcElsewhere).Code).toBe('CENTER_NOT_ALLOWED');
  });

  it('lets a salesperson of another center act only there', async () => {
    const [dc02Sales] = await db.db
      .select({ mobileNo: staffUsers.mobileNo })
      .from(staffUsers)
      .innerJoin(staffUserCenters, eq(staffUserCenters.staffUserId, staffUsers.id))
      .where(
        and(
          eq(staffUserCenters.saleUnit, 'DC02'),
          inArray(staffUsers.roleCode, ['3', '4', '5', '8']),
          eq(staffUsers.active, true),
        ),
      )
      .limit(1);
    expect(dc02Sales).toBeDefined();
    const { jtoken } = await staffLogin(t.app, t.sms, dc02Sales?.mobileNo ?? '');
    expect((await loginAs(jtoken, FIXTURE.lineCustomer.customerCode, 'DC02')).statusCode).toBe(200);
    expect(errorBody(await loginAs(jtoken, FIXTURE.creditCustomer.customerCode, 'DC01')).Code).toBe(
      'CENTER_NOT_ALLOWED',
    );
  });

  it('refuses customer and rider tokens, and bad path values', async () => {
    const customer = await t.app.inject({
      method: 'POST',
      url: '/authen/customer/login',
      payload: { Username: 'demo', Password: FIXTURE.password },
    });
    const res = await loginAs(
      customer.json<{ jtoken: string }>().jtoken,
      FIXTURE.customer.customerCode,
      'DC01',
    );
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).Code).toBe('AUTH_FORBIDDEN');

    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo);
    const bad = await loginAs(jtoken, 'C000001', 'DC 01');
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).Errors?.[0]?.path).toBe('params.saleUnit');
  });
});

describe('riders', () => {
  it('signs a rider in with the one-time code and reads the profile with the rider token', async () => {
    const { code, refCode } = await otpFor(t.app, t.sms, FIXTURE.rider.mobileNo, 'RIDER_LOGIN');
    const res = await post('/authen/rider/login', {
      MobileNo: FIXTURE.rider.mobileNo,
      RefCode: refCode,
      OtpCode: code,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ jtoken: string; Rider: Record<string, unknown> }>();
    expect(body.Rider).toMatchObject({
      RiderId: FIXTURE.rider.riderId,
      RiderName: FIXTURE.rider.name,
      MobileNo: FIXTURE.rider.mobileNo,
      SaleUnit: 'DC01',
    });
    expect(decodeToken(body.jtoken)).toMatchObject({
      kind: 'rider',
      role: 'RIDER',
      sub: String(FIXTURE.rider.riderId),
    });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/authen/rider/profile',
      headers: bearer(body.jtoken),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(body.Rider);
  });

  it('does not accept a staff code for the rider sign-in', async () => {
    const { code, refCode } = await otpFor(
      t.app,
      t.sms,
      FIXTURE.salesperson.mobileNo,
      'STAFF_LOGIN',
    );
    const res = await post('/authen/rider/login', {
      MobileNo: FIXTURE.salesperson.mobileNo,
      RefCode: refCode,
      OtpCode: code,
    });
    expect(errorBody(res).Code).toBe('OTP_INVALID');
  });

  it('answers 401 without a token and after the token expired', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/authen/rider/profile' })).statusCode).toBe(
      401,
    );
    const { code, refCode } = await otpFor(t.app, t.sms, FIXTURE.rider.mobileNo, 'RIDER_LOGIN');
    const { jtoken } = (
      await post('/authen/rider/login', {
        MobileNo: FIXTURE.rider.mobileNo,
        RefCode: refCode,
        OtpCode: code,
      })
    ).json<{ jtoken: string }>();
    t.clock.advance(13 * 3600 * 1000);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/authen/rider/profile',
        headers: bearer(jtoken),
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('The token expired');
    } finally {
      t.clock.advance(-13 * 3600 * 1000);
    }
  });
});
