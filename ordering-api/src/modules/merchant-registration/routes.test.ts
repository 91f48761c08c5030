import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { centerBankAccounts, distributionCenters, staffCenterRequests, staffUserCenters, staffUsers } from '../../db/schema';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import { bearer, decodeToken, errorBody, otpFor, staffLogin } from '../../../test/helpers';
import { bmpImage, filePart, jpegImage, multipartBody, pngImage } from '../../../test/uploads';

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

const BANGKOK = { province_id: '10', district_id: '1030', town_id: '103001' };
let nextMobile = 0;
const freshMobile = () => `09${String(1_000_000 + (nextMobile += 1)).padStart(8, '0')}`;

/** A registration body with a code sent to a fresh number; the overrides replace whole parts. */
async function registration(overrides: Record<string, unknown> = {}) {
  const mobileNo = freshMobile();
  const { code, refCode } = await otpFor(t.app, t.sms, mobileNo, 'STAFF_REGISTER');
  return {
    mobileNo,
    body: {
      RefCode: refCode,
      OtpCode: code,
      SelectedDists: [],
      DistributionCenter: { DIST_NAME: 'ร้านใหม่ค้าส่ง', address: '1 ถนนพหลโยธิน', lat: 13.8, lon: 100.55, zipcode: '10900', ...BANGKOK },
      Saleman: { mobileNo, name: 'สมหมาย ใจดี', password: 'secret-123', email: 'new@example.com', username: `u${mobileNo}`, birthDate: '19900115' },
      BankAccount: { bankcode: '004', bankname: 'Kasikornbank', accountid: '1234567890', bank_ac_name: 'สมหมาย ใจดี' },
      ...overrides,
    },
  };
}

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/merchant/register', headers: { 'accept-language': 'en' }, payload: payload as object });

const staffRows = (mobileNo: string) => db.db.select().from(staffUsers).where(eq(staffUsers.mobileNo, mobileNo));

describe('GET api/merchant/bank', () => {
  it('lists the banks by code in the asked language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/merchant/bank', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const banks = res.json<{ bankcode: string; bankname: string }[]>();
    expect(banks.find((bank) => bank.bankcode === '004')).toEqual({ bankcode: '004', bankname: 'Kasikornbank' });
  });
});

describe('GET api/merchant/dist', () => {
  it('with dcWithoutSaleman=Y lists active centers, nearest first', async () => {
    // Chiang Mai: DC02 stands there.
    const res = await t.app.inject({ method: 'GET', url: '/api/merchant/dist?dcWithoutSaleman=Y&lat=18.79&lng=98.98' });
    expect(res.statusCode).toBe(200);
    const centers = res.json<{ SaleUnit: string; Distance: number }[]>();
    expect(centers[0]?.SaleUnit).toBe('DC02');
    const distances = centers.map((center) => center.Distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('pages by skip and take, and refuses a latitude off the globe', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/api/merchant/dist?dcWithoutSaleman=Y&take=1&skip=1' });
    expect(one.json<unknown[]>()).toHaveLength(1);
    const bad = await t.app.inject({ method: 'GET', url: '/api/merchant/dist?dcWithoutSaleman=Y&lat=200&lng=1' });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).Errors?.[0]?.path).toBe('querystring.lat');
  });

  it("without the flag needs a staff token and lists only the member's centers", async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/merchant/dist' });
    expect(anonymous.statusCode).toBe(401);
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo);
    const res = await t.app.inject({ method: 'GET', url: '/api/merchant/dist', headers: bearer(jtoken) });
    expect(res.json<{ SaleUnit: string }[]>().map((center) => center.SaleUnit)).toEqual(['DC01']);
  });
});

describe('POST api/merchant/register', () => {
  it('creates the member, their center with its bank account, and signs them in', async () => {
    const { mobileNo, body } = await registration({ SelectedDists: ['DC02'] });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ Token: string; User: { userid: number; role: { RoleCode: number } }; NewDistributionCenter: { SaleUnit: string; FullAddress: string } }>();
    expect(answer.User.role.RoleCode).toBe(1);
    expect(decodeToken(answer.Token)).toMatchObject({ kind: 'staff', sub: String(answer.User.userid) });
    const saleUnit = answer.NewDistributionCenter.SaleUnit;
    expect(answer.NewDistributionCenter.FullAddress).toContain('ลาดยาว');

    const [staff] = await staffRows(mobileNo);
    expect(staff?.passwordHash).toMatch(/^scrypt\$/);
    expect(staff?.birthDate).toBe('19900115');
    const links = await db.db.select().from(staffUserCenters).where(eq(staffUserCenters.staffUserId, answer.User.userid));
    expect(links).toEqual([expect.objectContaining({ saleUnit, isDefault: true })]);
    const accounts = await db.db.select().from(centerBankAccounts).where(eq(centerBankAccounts.saleUnit, saleUnit));
    expect(accounts).toEqual([expect.objectContaining({ bankCode: '004', accountNo: '1234567890' })]);
    // Existing centers are asked, not joined.
    const requests = await db.db.select().from(staffCenterRequests).where(eq(staffCenterRequests.staffUserId, answer.User.userid));
    expect(requests.map((row) => row.saleUnit)).toEqual(['DC02']);

    const dcs = await t.app.inject({ method: 'GET', url: '/api/merchant/profile/dcs', headers: bearer(answer.Token) });
    expect(dcs.json()).toMatchObject({ Dists: [{ SaleUnit: saleUnit }], Pending: [{ SaleUnit: 'DC02' }] });
  });

  it('refuses a wrong one-time code and writes nothing', async () => {
    const { mobileNo, body } = await registration();
    const res = await register({ ...body, OtpCode: body.OtpCode === '000000' ? '111111' : '000000' });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Code).toBe('OTP_INVALID');
    expect(await staffRows(mobileNo)).toEqual([]);
  });

  it('refuses an unknown center to join and leaves no half member or center', async () => {
    const { mobileNo, body } = await registration({ SelectedDists: ['NOPE99'] });
    const before = await db.db.select().from(distributionCenters);
    const res = await register(body);
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).Code).toBe('CENTER_NOT_FOUND');
    expect(await staffRows(mobileNo)).toEqual([]);
    expect(await db.db.select().from(distributionCenters)).toHaveLength(before.length);
  });

  it('rolls the whole registration back when a write fails half-way', async () => {
    // The last write of the transaction (the bank account) is made to fail by a trigger.
    const { mobileNo, body } = await registration();
    const before = (await db.db.select().from(distributionCenters)).length;
    await db.db.execute(
      `create or replace function _refuse_account() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await db.db.execute(`create trigger _refuse before insert on center_bank_accounts for each row execute function _refuse_account()`);
    try {
      const res = await register(body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await db.db.execute(`drop trigger _refuse on center_bank_accounts`);
    }
    expect(await staffRows(mobileNo)).toEqual([]);
    expect(await db.db.select().from(distributionCenters)).toHaveLength(before);
    // The code was not used up: the same registration goes through once the fault is gone.
    expect((await register(body)).statusCode).toBe(200);
  });

  it('answers 400 with the field for bad input', async () => {
    const { body } = await registration();
    const cases: [unknown, string][] = [
      [{ ...body, Saleman: { ...body.Saleman, mobileNo: '12' } }, 'Saleman.mobileNo'],
      [{ ...body, Saleman: { ...body.Saleman, password: 'short' } }, 'Saleman.password'],
      [{ ...body, Saleman: { ...body.Saleman, email: 'not-an-email' } }, 'Saleman.email'],
      [{ ...body, Saleman: { ...body.Saleman, username: 'a b' } }, 'Saleman.username'],
      [{ ...body, Saleman: { ...body.Saleman, birthDate: '1990-01-15' } }, 'Saleman.birthDate'],
      [{ ...body, DistributionCenter: { ...body.DistributionCenter, DIST_NAME: '' } }, 'DistributionCenter.DIST_NAME'],
      [{ ...body, DistributionCenter: { DIST_NAME: 'x', province_id: '10', district_id: '1030' } }, 'DistributionCenter.town_id'],
      [{ ...body, DistributionCenter: { ...body.DistributionCenter, lat: 91 } }, 'DistributionCenter.lat'],
      [{ ...body, BankAccount: { ...body.BankAccount, accountid: '12ab' } }, 'BankAccount.accountid'],
      [{ ...body, DistributionCenter: null, SelectedDists: [] }, 'SelectedDists'],
      [{ ...body, SelectedDists: ['bad unit!'] }, 'SelectedDists.0'],
    ];
    for (const [payload, path] of cases) {
      const res = await register(payload);
      expect(res.statusCode, path).toBe(400);
      expect(errorBody(res).Errors?.map((issue) => issue.path), path).toContain(`body.${path}`);
    }
  });

  it('refuses an unknown bank, and a bank account without a new center', async () => {
    const unknown = await registration({ BankAccount: { bankcode: '999', accountid: '1234567890', bank_ac_name: 'x' } });
    const res = await register(unknown.body);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Errors?.[0]?.path).toBe('body.BankAccount.bankcode');
    const orphan = await registration({ DistributionCenter: null, SelectedDists: ['DC01'] });
    const res2 = await register(orphan.body);
    expect(res2.statusCode).toBe(400);
    expect(errorBody(res2).Errors?.[0]?.path).toBe('body.BankAccount');
    expect(await staffRows(orphan.mobileNo)).toEqual([]);
  });

  it('refuses a number that already has a staff account, at the code request already', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/otp/request',
      payload: { MobileNo: FIXTURE.merchant.mobileNo, Purpose: 'STAFF_REGISTER' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).Code).toBe('MOBILE_ALREADY_EXISTS');
  });

  it('refuses a taken username and an unknown referral code', async () => {
    const first = await registration();
    expect((await register(first.body)).statusCode).toBe(200);
    const second = await registration();
    const taken = await register({ ...second.body, Saleman: { ...second.body.Saleman, mobileNo: second.mobileNo, username: first.body.Saleman.username } });
    expect(errorBody(taken).Code).toBe('USERNAME_ALREADY_EXISTS');
    const third = await registration();
    const referral = await register({ ...third.body, Saleman: { ...third.body.Saleman, referralCode: 'NO-SUCH' } });
    expect(errorBody(referral).Code).toBe('REFERRAL_CODE_INVALID');
  });
});

describe('POST api/merchant/dist/uploadimage', () => {
  async function newMerchant() {
    const { body } = await registration();
    const answer = (await register(body)).json<{ Token: string; NewDistributionCenter: { SaleUnit: string } }>();
    return { token: answer.Token, saleUnit: answer.NewDistributionCenter.SaleUnit };
  }

  const upload = (token: string | null, parts: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/merchant/dist/uploadimage',
      headers: { ...headers, ...(token ? bearer(token) : {}) },
      payload,
    });
  };

  it("stores the three images of the member's own center", async () => {
    const { token, saleUnit } = await newMerchant();
    const res = await upload(token, [
      { name: 'saleUnit', content: saleUnit },
      filePart(await jpegImage(), 'id.jpg', 'image/jpeg', 'taxImage'),
      filePart(await pngImage(), 'shop.png', 'image/png', 'shopImage'),
      filePart(await pngImage(32, 32), 'logo.png', 'image/png', 'logoImage'),
    ]);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ Data: Record<string, string> }>().Data;
    for (const field of ['taxImage', 'shopImage', 'logoImage']) expect(data[field]).toMatch(/^\/files\/centers\/.+\.jpg$/);
    const [row] = await db.db.select().from(distributionCenters).where(eq(distributionCenters.saleUnit, saleUnit));
    expect(row?.logoImage).toMatch(/\.jpg$/);
  });

  it('refuses a file that is not an image by its content, whatever its name says', async () => {
    const { token, saleUnit } = await newMerchant();
    const res = await upload(token, [
      { name: 'saleUnit', content: saleUnit },
      filePart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'shop.png', 'image/png', 'shopImage'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Code).toBe('UPLOAD_NOT_IMAGE');
    const bmp = await upload(token, [{ name: 'saleUnit', content: saleUnit }, filePart(bmpImage(), 'x.jpg', 'image/jpeg', 'logoImage')]);
    expect(bmp.statusCode).toBe(400);
  });

  it("refuses another center's images, no token, an unknown part and no file", async () => {
    const { token } = await newMerchant();
    const image = filePart(await jpegImage(), 'id.jpg', 'image/jpeg', 'taxImage');
    const other = await upload(token, [{ name: 'saleUnit', content: 'DC01' }, image]);
    expect(other.statusCode).toBe(403);
    expect(errorBody(other).Code).toBe('CENTER_NOT_ALLOWED');
    expect((await upload(null, [{ name: 'saleUnit', content: 'DC01' }, image])).statusCode).toBe(401);
    const stray = await upload(token, [{ name: 'saleUnit', content: 'DC01' }, filePart(await jpegImage(), 'a.jpg', 'image/jpeg', 'avatar')]);
    expect(stray.statusCode).toBe(400);
    const none = await upload(token, [{ name: 'saleUnit', content: 'DC01' }]);
    expect(none.statusCode).toBe(400);
  });
});
