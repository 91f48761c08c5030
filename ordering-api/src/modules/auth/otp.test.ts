import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { buildApp } from '../../app';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { buildTestApp, testEnv, type TestApp } from '../../../test/app';
import { errorBody, requestOtp } from '../../../test/helpers';
import { createLogSmsSender } from './sms';

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

const storedCodes = (mobileNo: string) =>
  db.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.mobileNo, mobileNo));

describe('POST authen/otp/request', () => {
  it('sends a six-digit code with a reference and stores only its hash', async () => {
    const mobileNo = '0899990001';
    const res = await requestOtp(t.app, mobileNo, 'REGISTER');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ RefCode: string; ExpiresInSeconds: number; Channel: string }>();
    expect(body).toEqual({
      RefCode: expect.stringMatching(/^[A-Z]{4}$/) as string,
      ExpiresInSeconds: 300,
      Channel: 'SMS',
    });
    const sms = t.sms.last(mobileNo);
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.refCode).toBe(body.RefCode);
    expect(sms?.message).toContain(sms?.code);
    expect(sms?.message).toContain(body.RefCode);
    const [row] = await db.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.mobileNo, mobileNo), eq(oneTimeCodes.refCode, body.RefCode)));
    expect(row?.purpose).toBe('REGISTER');
    expect(row?.codeHash).not.toContain(sms?.code ?? 'never');
    expect(row?.attempts).toBe(0);
  });

  it('answers MOBILE_ALREADY_EXISTS for a registered number, with the specification texts', async () => {
    const mobileNo = FIXTURE.customer.mobileNo;
    const en = await t.app.inject({
      method: 'POST',
      url: '/authen/otp/request',
      headers: { 'accept-language': 'en' },
      payload: { MobileNo: mobileNo, Purpose: 'REGISTER' },
    });
    expect(en.statusCode).toBe(409);
    expect(errorBody(en)).toMatchObject({
      Code: 'MOBILE_ALREADY_EXISTS',
      Message: `Mobile No ${mobileNo} is already exist.`,
    });
    const th = await requestOtp(t.app, mobileNo, 'REGISTER');
    expect(errorBody(th).Message).toBe(`หมายเลขโทรศัพท์ ${mobileNo} มีอยู่ในระบบแล้ว`);
    expect(t.sms.last(mobileNo)).toBeUndefined();
  });

  it('answers MOBILE_INACTIVE for the number of an inactive customer, with the specification texts', async () => {
    const mobileNo = FIXTURE.inactiveCustomer.mobileNo;
    const en = await t.app.inject({
      method: 'POST',
      url: '/authen/otp/request',
      headers: { 'accept-language': 'en' },
      payload: { MobileNo: mobileNo, Purpose: 'REGISTER' },
    });
    expect(errorBody(en)).toMatchObject({
      Code: 'MOBILE_INACTIVE',
      Message: `User with mobile no ${mobileNo} is being inactive. Please contact administrator`,
    });
    const th = await requestOtp(t.app, mobileNo, 'REGISTER');
    expect(errorBody(th).Message).toBe(
      `ผู้ใช้หมายเลขโทรศัพท์ ${mobileNo} ถูกระงับการใช้งาน กรุณาติดต่อผู้ดูแลระบบ`,
    );
  });

  it.each([
    ['STAFF_LOGIN', FIXTURE.unknownMobileNo],
    ['STAFF_LOGIN', FIXTURE.inactiveStaff.mobileNo],
    ['RIDER_LOGIN', FIXTURE.unknownMobileNo],
    ['RIDER_LOGIN', FIXTURE.inactiveRider.mobileNo],
    ['RESET_PASSWORD', FIXTURE.unknownMobileNo],
  ])(
    'answers %s for %s like any other number but sends and stores nothing',
    async (purpose, mobileNo) => {
      const res = await requestOtp(t.app, mobileNo, purpose);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json<object>()).sort()).toEqual([
        'Channel',
        'ExpiresInSeconds',
        'RefCode',
      ]);
      expect(t.sms.last(mobileNo)).toBeUndefined();
      expect(await storedCodes(mobileNo)).toHaveLength(0);
    },
  );

  it('sends STAFF_LOGIN and RIDER_LOGIN codes to active accounts', async () => {
    for (const [purpose, mobileNo] of [
      ['STAFF_LOGIN', FIXTURE.salesperson.mobileNo],
      ['RIDER_LOGIN', FIXTURE.rider.mobileNo],
    ] as const) {
      const res = await requestOtp(t.app, mobileNo, purpose);
      expect(res.statusCode).toBe(200);
      expect(t.sms.last(mobileNo)?.refCode).toBe(res.json<{ RefCode: string }>().RefCode);
    }
  });

  it('refuses REGISTER while registration is disabled', async () => {
    const closed = await buildTestApp(db, { env: { DISABLE_REGISTER: 'Y' } });
    try {
      const res = await closed.app.inject({
        method: 'POST',
        url: '/authen/otp/request',
        headers: { 'accept-language': 'en' },
        payload: { MobileNo: '0899990002', Purpose: 'REGISTER' },
      });
      expect(res.statusCode).toBe(403);
      expect(errorBody(res)).toMatchObject({
        Code: 'REGISTRATION_DISABLED',
        Message: 'Registration is disabled.',
      });
    } finally {
      await closed.app.close();
    }
  });

  it.each([
    [{}, ['body.MobileNo', 'body.Purpose']],
    [{ MobileNo: '0812345678' }, ['body.Purpose']],
    [{ MobileNo: '812345678', Purpose: 'REGISTER' }, ['body.MobileNo']],
    [{ MobileNo: '08123456789', Purpose: 'REGISTER' }, ['body.MobileNo']],
    [{ MobileNo: 812345678, Purpose: 'REGISTER' }, ['body.MobileNo']],
    [{ MobileNo: '0812345678', Purpose: 'LOGIN' }, ['body.Purpose']],
    [{ MobileNo: ['0812345678'], Purpose: 'REGISTER' }, ['body.MobileNo']],
  ])('rejects %j', async (payload, paths) => {
    const res = await t.app.inject({ method: 'POST', url: '/authen/otp/request', payload });
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body.Code).toBe('VALIDATION_FAILED');
    expect(body.Errors?.map((e) => e.path).sort()).toEqual(paths);
  });

  it('answers 500 when the SMS cannot be sent, and the stored code is retired', async () => {
    const mobileNo = '0899990003';
    t.sms.failNext();
    const res = await requestOtp(t.app, mobileNo, 'REGISTER');
    expect(res.statusCode).toBe(500);
    expect(errorBody(res).Code).toBe('INTERNAL');
    const rows = await storedCodes(mobileNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consumedAt).not.toBeNull();
  });

  it('retires the earlier code when a new one is requested', async () => {
    const mobileNo = '0899990004';
    await requestOtp(t.app, mobileNo, 'REGISTER');
    const first = t.sms.codeFor(mobileNo);
    await requestOtp(t.app, mobileNo, 'REGISTER');
    const second = t.sms.codeFor(mobileNo);
    const rows = await storedCodes(mobileNo);
    expect(rows.find((r) => r.refCode === first.refCode)?.consumedAt).not.toBeNull();
    expect(rows.find((r) => r.refCode === second.refCode)?.consumedAt).toBeNull();
  });
});

describe('the log SMS adapter', () => {
  it('writes the code to the log at info level, in the documented form', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const app = await buildApp({
      env: testEnv({ LOG_LEVEL: 'info' }),
      db,
      logger,
      sms: createLogSmsSender(logger),
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/authen/otp/request',
        payload: { MobileNo: FIXTURE.merchant.mobileNo, Purpose: 'STAFF_LOGIN' },
      });
      expect(res.statusCode).toBe(200);
      const { RefCode, Channel } = res.json<{ RefCode: string; Channel: string }>();
      expect(Channel).toBe('LOG');
      const entry = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((e) => e.msg.startsWith('OTP for'));
      expect(entry?.level).toBe(30);
      expect(entry?.msg).toMatch(
        new RegExp(`^OTP for ${FIXTURE.merchant.mobileNo}: \\d{6} \\(ref ${RefCode}\\)$`),
      );
    } finally {
      await app.close();
    }
  });
});
