import { DEVELOPMENT_INTERNAL_API_KEY } from '../../env';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { customerCenters, customers, deliveryAddresses, oneTimeCodes } from '../../db/schema';
import { verifyPassword } from '../../db/password';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import { customerLogin, decodeToken, errorBody, otpFor } from '../../../test/helpers';

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

let nextMobile = 0;
/** A number nobody has used in this file. */
const freshMobile = () => `0898${String(++nextMobile).padStart(6, '0')}`;

const register = (
  payload: Record<string, unknown>,
  app = t.app,
  lang = 'en',
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/authen/customer/register',
    headers: { 'accept-language': lang, ...headers },
    payload,
  });

/** What the bff adds to a registration it makes for a verified LINE user. */
const FROM_BFF = { 'x-internal-key': DEVELOPMENT_INTERNAL_API_KEY };

async function registration(
  mobileNo = freshMobile(),
  extra: Record<string, unknown> = {},
  app = t,
) {
  const { code, refCode } = await otpFor(app.app, app.sms, mobileNo, 'REGISTER');
  return {
    MobileNo: mobileNo,
    RefCode: refCode,
    OtpCode: code,
    CUSTOMERNAME: 'ร้านทดสอบ',
    Password: 'secret-pass-1',
    ...extra,
  };
}

describe('POST authen/customer/register', () => {
  it('creates the customer in the default center and answers the user with a jtoken', async () => {
    const body = await registration();
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const user = res.json<Record<string, unknown> & { jtoken: string; CUSTOMERCODE: string }>();
    expect(user).toMatchObject({
      CUSTOMERNAME: 'ร้านทดสอบ',
      MobileNo: body.MobileNo,
      SALEUNIT: 'DC01',
      ActiveDC: 'DC01',
      userRole: 'CUSTOMER',
      ApprovalStatus: 'APPROVED',
    });
    expect(user.CUSTOMERCODE).toMatch(/^W\d{7}$/);
    expect(decodeToken(user.jtoken)).toMatchObject({
      kind: 'customer',
      role: 'CUSTOMER',
      CUSTOMERCODE: user.CUSTOMERCODE,
      SALEUNIT: 'DC01',
    });

    const [row] = await db.db
      .select()
      .from(customers)
      .where(eq(customers.customerCode, user.CUSTOMERCODE));
    expect(row?.passwordHash).not.toContain('secret-pass-1');
    expect(await verifyPassword('secret-pass-1', row?.passwordHash)).toBe(true);
    const links = await db.db
      .select()
      .from(customerCenters)
      .where(eq(customerCenters.customerId, row?.id ?? -1));
    expect(links).toEqual([expect.objectContaining({ saleUnit: 'DC01', isPrimary: true })]);

    // The new customer signs in with the mobile number and the password.
    const login = await customerLogin(t.app, body.MobileNo, 'secret-pass-1');
    expect(login.CUSTOMERCODE).toBe(user.CUSTOMERCODE);
  });

  it('gives every registration its own customer code', async () => {
    const a = (await register(await registration())).json<{ CUSTOMERCODE: string }>();
    const b = (await register(await registration())).json<{ CUSTOMERCODE: string }>();
    expect(a.CUSTOMERCODE).not.toBe(b.CUSTOMERCODE);
  });

  it('joins the given center, links the LINE user and the salesperson of the referral code', async () => {
    const body = await registration(freshMobile(), {
      SaleUnit: 'DC01',
      ReferralCode: FIXTURE.salesperson.saleCode,
      LineUserToken: 'U1234567890abcdef1234567890abcdef',
    });
    const res = await register(body, t.app, 'en', FROM_BFF);
    expect(res.statusCode).toBe(200);
    const user = res.json<{ CUSTOMERCODE: string; LineUserId: string }>();
    expect(user.LineUserId).toBe('U1234567890abcdef1234567890abcdef');
    const [row] = await db.db
      .select()
      .from(customers)
      .where(eq(customers.customerCode, user.CUSTOMERCODE));
    expect(row?.referralCode).toBe(FIXTURE.salesperson.saleCode);
    const [link] = await db.db
      .select()
      .from(customerCenters)
      .where(eq(customerCenters.customerId, row?.id ?? -1));
    expect(link?.salesUserId).toBe(FIXTURE.salesperson.staffUserId);
  });

  it("keeps the registration's address as the customer's own address (type C)", async () => {
    const body = await registration(freshMobile(), {
      ADDRESS: '99/1 ถนนพหลโยธิน',
      ProvinceID: 10,
      AmpherID: 1030,
      TownID: 103001,
      CONTACTPERSON: 'คุณสมชาย',
      TAXNO: '0105561000999',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const [row] = await db.db.select().from(customers).where(eq(customers.mobileNo, body.MobileNo));
    expect(row).toMatchObject({
      contactPerson: 'คุณสมชาย',
      taxNo: '0105561000999',
      address: '99/1 ถนนพหลโยธิน',
    });
    const addresses = await db.db
      .select()
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.customerId, row?.id ?? -1));
    expect(addresses).toEqual([
      expect.objectContaining({
        addressType: 'C',
        saleUnit: 'DC01',
        address: '99/1 ถนนพหลโยธิน',
        provinceCode: '10',
        provinceName: 'กรุงเทพมหานคร',
        ampherCode: '1030',
        townCode: '103001',
        postalCode: '10900',
        phone: body.MobileNo,
      }),
    ]);
  });

  it('registers into another center when asked', async () => {
    const res = await register(await registration(freshMobile(), { SaleUnit: 'DC03' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ SALEUNIT: 'DC03' });
  });

  it('makes the customer wait for approval when new customers must be approved', async () => {
    const pending = await buildTestApp(db, { env: { PENDING_APPROVAL_REGISTER: 'Y' } });
    try {
      const res = await register(await registration(freshMobile(), {}, pending), pending.app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ApprovalStatus: 'PENDING' });
    } finally {
      await pending.app.close();
    }
  });

  it('answers OTP_INVALID for a wrong code, counts the attempt, and burns the code at the limit', async () => {
    const body = await registration();
    const wrong = body.OtpCode === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const res = await register({ ...body, OtpCode: wrong });
      expect(res.statusCode).toBe(400);
      expect(errorBody(res)).toMatchObject({
        Code: 'OTP_INVALID',
        Message: 'The one-time code is incorrect.',
      });
      const [row] = await db.db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.refCode, body.RefCode));
      expect(row?.attempts).toBe(attempt);
    }
    const fifth = await register({ ...body, OtpCode: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(errorBody(fifth).Code).toBe('OTP_TOO_MANY_ATTEMPTS');
    // Burnt: the right code no longer works.
    const right = await register(body);
    expect(right.statusCode).toBe(429);
    expect(errorBody(right).Code).toBe('OTP_TOO_MANY_ATTEMPTS');
    expect(
      await db.db.select().from(customers).where(eq(customers.mobileNo, body.MobileNo)),
    ).toHaveLength(0);
  });

  it('answers OTP_EXPIRED after the code lifetime', async () => {
    const body = await registration();
    t.clock.advance(301 * 1000);
    try {
      const res = await register(body, t.app, 'th');
      expect(res.statusCode).toBe(400);
      expect(errorBody(res)).toMatchObject({
        Code: 'OTP_EXPIRED',
        Message: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่',
      });
    } finally {
      t.clock.advance(-301 * 1000);
    }
  });

  it('accepts a code once only', async () => {
    const body = await registration();
    expect((await register(body)).statusCode).toBe(200);
    const again = await register(body);
    expect(again.statusCode).toBe(400);
    expect(errorBody(again).Code).toBe('OTP_INVALID');
    const [row] = await db.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.refCode, body.RefCode));
    expect(row?.consumedAt).not.toBeNull();
  });

  it('refuses a code sent for another purpose, another number or another reference', async () => {
    const mobileNo = freshMobile();
    const body = await registration(mobileNo);
    expect(errorBody(await register({ ...body, MobileNo: freshMobile() })).Code).toBe(
      'OTP_INVALID',
    );
    expect(errorBody(await register({ ...body, RefCode: 'ZZZZ' })).Code).toBe('OTP_INVALID');
    const staffCode = await otpFor(t.app, t.sms, FIXTURE.salesperson.mobileNo, 'STAFF_LOGIN');
    const asRegister = await register({
      ...body,
      MobileNo: FIXTURE.salesperson.mobileNo,
      RefCode: staffCode.refCode,
      OtpCode: staffCode.code,
    });
    expect(errorBody(asRegister).Code).toBe('OTP_INVALID');
  });

  it('answers MOBILE_ALREADY_EXISTS when the number was registered after the code was sent', async () => {
    const body = await registration();
    await db.db
      .insert(customers)
      .values({ customerCode: 'T0000001', customerName: 'ร้านที่มาก่อน', mobileNo: body.MobileNo });
    const res = await register(body);
    expect(res.statusCode).toBe(409);
    expect(errorBody(res)).toMatchObject({
      Code: 'MOBILE_ALREADY_EXISTS',
      Message: `Mobile No ${body.MobileNo} is already exist.`,
    });
  });

  it('answers CENTER_NOT_FOUND for an unknown center and REFERRAL_CODE_INVALID for an unknown referral', async () => {
    const unknownCenter = await register(await registration(freshMobile(), { SaleUnit: 'DC99' }));
    expect(unknownCenter.statusCode).toBe(404);
    expect(errorBody(unknownCenter)).toMatchObject({
      Code: 'CENTER_NOT_FOUND',
      Message: 'Merchant DC99 not found.',
    });

    const body = await registration(freshMobile(), { ReferralCode: 'NOBODY' });
    const badReferral = await register(body);
    expect(badReferral.statusCode).toBe(400);
    expect(errorBody(badReferral)).toMatchObject({
      Code: 'REFERRAL_CODE_INVALID',
      Message: 'Referral code NOBODY was not found.',
    });
    // The code was not used up by the refused attempt.
    const retry = await register({ ...body, ReferralCode: undefined });
    expect(retry.statusCode).toBe(200);
  });

  it('refuses a LINE id sent by anyone but the bff, and creates nothing', async () => {
    const mobile = freshMobile();
    const res = await register(
      await registration(mobile, { LineUserToken: 'U0000000000000000000000000000beef' }),
    );
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).Code).toBe('LINE_TOKEN_INVALID');
    const rows = await db.db.select().from(customers).where(eq(customers.mobileNo, mobile));
    expect(rows).toHaveLength(0);
  });

  it('refuses a LINE user already linked to another customer', async () => {
    const res = await register(
      await registration(freshMobile(), { LineUserToken: FIXTURE.lineCustomer.lineUserId }),
      t.app,
      'en',
      FROM_BFF,
    );
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).Code).toBe('CONFLICT');
  });

  it('refuses registration while it is disabled', async () => {
    const body = await registration();
    const closed = await buildTestApp(db, { env: { DISABLE_REGISTER: 'true' } });
    try {
      const res = await register(body, closed.app);
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).Code).toBe('REGISTRATION_DISABLED');
    } finally {
      await closed.app.close();
    }
  });

  it.each([
    [{}, 'body.MobileNo'],
    [{ Password: 'short' }, 'body.Password'],
    [{ Password: 'seven-7' }, 'body.Password'],
    [{ Password: 12345678 }, 'body.Password'],
    [{ CUSTOMERNAME: '   ' }, 'body.CUSTOMERNAME'],
    [{ OtpCode: '12345' }, 'body.OtpCode'],
    [{ OtpCode: 'abcdef' }, 'body.OtpCode'],
    [{ SaleUnit: "DC01'; drop table customers; --" }, 'body.SaleUnit'],
    [{ Email: 'not-an-email' }, 'body.Email'],
    [{ ZIP: '1234' }, 'body.ZIP'],
    [{ IsAdmin: true }, 'body'],
  ])('rejects bad input %j', async (override, path) => {
    const base = {
      MobileNo: '0898111111',
      RefCode: 'ABCD',
      OtpCode: '123456',
      CUSTOMERNAME: 'ร้าน',
      Password: 'long-enough-1',
    };
    const payload = Object.keys(override).length === 0 ? {} : { ...base, ...override };
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body.Code).toBe('VALIDATION_FAILED');
    expect(body.Errors?.map((e) => e.path)).toContain(path);
  });
});
