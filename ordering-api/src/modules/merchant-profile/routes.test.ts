import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import { bearer, errorBody, otpFor, staffLogin } from '../../../test/helpers';

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

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) }, ...(payload ? { payload } : {}) });

/** A member who registered with a password (fixture staff sign in with codes only). */
async function registeredMember(mobileNo: string) {
  const { code, refCode } = await otpFor(t.app, t.sms, mobileNo, 'STAFF_REGISTER');
  const res = await call('POST', '/api/merchant/register', null, {
    RefCode: refCode,
    OtpCode: code,
    DistributionCenter: { DIST_NAME: 'ร้านทดสอบ', province_id: '10', district_id: '1030', town_id: '103001' },
    Saleman: { mobileNo, name: 'Somchai', password: 'first-pass-1', username: `m${mobileNo}` },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<{ Token: string; NewDistributionCenter: { SaleUnit: string } }>();
}

describe('GET api/merchant/profile', () => {
  it("answers the member's own details", async () => {
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo);
    const res = await call('GET', '/api/merchant/profile', jtoken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mobile: FIXTURE.merchant.mobileNo, role: { RoleCode: 1 }, HasPassword: false });
  });

  it('needs a staff token', async () => {
    expect((await call('GET', '/api/merchant/profile', null)).statusCode).toBe(401);
    const customer = await t.app.inject({ method: 'POST', url: '/authen/customer/login', payload: { Username: FIXTURE.customer.mobileNo, Password: FIXTURE.password } });
    const token = customer.json<{ jtoken: string }>().jtoken;
    expect((await call('GET', '/api/merchant/profile', token)).statusCode).toBe(403);
  });
});

describe('POST api/merchant/profile/update', () => {
  it('changes only the fields sent and answers the profile', async () => {
    const { Token } = await registeredMember('0977000001');
    const res = await call('POST', '/api/merchant/profile/update', Token, { name: 'Somchai J.', birthDate: '19880202', email: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ usernames: 'Somchai J.', BirthDate: '19880202', email: null, username: 'm0977000001' });
  });

  it('refuses bad input with the field, and a username taken by another', async () => {
    const { Token } = await registeredMember('0977000002');
    const bad = await call('POST', '/api/merchant/profile/update', Token, { email: 'nope', mobileNo: '0800000000' });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).Errors?.map((issue) => issue.path)).toEqual(expect.arrayContaining(['body.email']));
    const taken = await call('POST', '/api/merchant/profile/update', Token, { username: 'm0977000001' });
    expect(taken.statusCode).toBe(409);
    expect(errorBody(taken).Code).toBe('USERNAME_ALREADY_EXISTS');
  });
});

describe('POST api/merchant/profile/changePassword', () => {
  it('checks the current password, ends the other sessions and answers a new token', async () => {
    const { Token } = await registeredMember('0977000003');
    const wrong = await call('POST', '/api/merchant/profile/changePassword', Token, { OldPassword: 'not-it', NewPassword: 'second-pass-2' });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).Code).toBe('PASSWORD_WRONG');
    const res = await call('POST', '/api/merchant/profile/changePassword', Token, { OldPassword: 'first-pass-1', NewPassword: 'second-pass-2' });
    expect(res.statusCode).toBe(200);
    const { jtoken } = res.json<{ jtoken: string }>();
    expect((await call('GET', '/api/merchant/profile', Token)).statusCode).toBe(401);
    expect((await call('GET', '/api/merchant/profile', jtoken)).statusCode).toBe(200);
    const again = await call('POST', '/api/merchant/profile/changePassword', jtoken, { OldPassword: 'second-pass-2', NewPassword: 'third-pass-3' });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a member without a password, and a short new one', async () => {
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo);
    const none = await call('POST', '/api/merchant/profile/changePassword', jtoken, { OldPassword: 'anything', NewPassword: 'long-enough-1' });
    expect(errorBody(none).Code).toBe('PASSWORD_WRONG');
    const short = await call('POST', '/api/merchant/profile/changePassword', jtoken, { OldPassword: 'anything', NewPassword: 'x' });
    expect(short.statusCode).toBe(400);
    expect(errorBody(short).Errors?.[0]?.path).toBe('body.NewPassword');
  });
});

describe('GET api/merchant/profile/dcs', () => {
  it('lists the centers served, the default first', async () => {
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo);
    const res = await call('GET', '/api/merchant/profile/dcs', jtoken);
    expect(res.json()).toMatchObject({ Dists: [{ SaleUnit: 'DC01' }, { SaleUnit: 'DC02' }], Pending: [] });
  });
});

describe('api/merchant/joinrequests', () => {
  /** A member who only asked to join centers (a salesperson with no center yet). */
  async function joiner(mobileNo: string, SelectedDists: string[]) {
    const { code, refCode } = await otpFor(t.app, t.sms, mobileNo, 'STAFF_REGISTER');
    const res = await call('POST', '/api/merchant/register', null, {
      RefCode: refCode,
      OtpCode: code,
      SelectedDists,
      DistributionCenter: null,
      Saleman: { mobileNo, name: `Joiner ${mobileNo}`, password: 'first-pass-1' },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json<{ Token: string; User: { userid: number } }>();
  }
  const answer = (token: string, saleUnit: string, id: number | string, Grant: unknown) =>
    call('POST', `/api/merchant/joinrequests/${saleUnit}/${id}`, token, { Grant });

  it("lists the requests of the merchant's centers only, and a grant links the member", async () => {
    const member = await joiner('0977000101', ['DC01', 'DC03']);
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo);
    const list = await call('GET', '/api/merchant/joinrequests', jtoken);
    expect(list.statusCode).toBe(200);
    const mine = list.json<{ Requests: { StaffUserId: number; SaleUnit: string }[] }>().Requests.filter((r) => r.StaffUserId === member.User.userid);
    expect(mine).toEqual([expect.objectContaining({ SaleUnit: 'DC01', MobileNo: '0977000101', DisplayName: 'Joiner 0977000101' })]);

    const granted = await answer(jtoken, 'DC01', member.User.userid, true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ status: 200, Granted: true });
    const dcs = await call('GET', '/api/merchant/profile/dcs', member.Token);
    expect(dcs.json()).toMatchObject({ Dists: [{ SaleUnit: 'DC01' }], Pending: [{ SaleUnit: 'DC03' }] });
    // Answered once: the request is gone.
    expect((await answer(jtoken, 'DC01', member.User.userid, true)).statusCode).toBe(404);
  });

  it('refuses: the request goes and nothing is linked', async () => {
    const member = await joiner('0977000102', ['DC02']);
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo);
    expect((await answer(jtoken, 'DC02', member.User.userid, false)).json()).toEqual({ status: 200, Granted: false });
    expect((await call('GET', '/api/merchant/profile/dcs', member.Token)).json()).toMatchObject({ Dists: [], Pending: [] });
  });

  it("refuses another center's request, another role, and bad input", async () => {
    const member = await joiner('0977000103', ['DC01', 'DC03']);
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo);
    const other = await answer(jtoken, 'DC03', member.User.userid, true);
    expect(other.statusCode).toBe(403);
    expect(errorBody(other).Code).toBe('CENTER_NOT_ALLOWED');

    const sales = await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo);
    const wrongRole = await answer(sales.jtoken, 'DC01', member.User.userid, true);
    expect(wrongRole.statusCode).toBe(403);
    expect(errorBody(wrongRole).Code).toBe('AUTH_FORBIDDEN');
    expect((await call('GET', '/api/merchant/joinrequests', sales.jtoken)).statusCode).toBe(403);
    expect((await call('GET', '/api/merchant/profile/dcs', member.Token)).json()).toMatchObject({ Dists: [] });

    const cases: [string, number | string, unknown, string][] = [
      ['DC01', 'abc', true, 'params.staffUserId'],
      ['bad unit!', member.User.userid, true, 'params.saleUnit'],
      ['DC01', member.User.userid, 'yes', 'body.Grant'],
    ];
    for (const [saleUnit, id, grant, field] of cases) {
      const bad = await answer(jtoken, encodeURIComponent(saleUnit), id, grant);
      expect(bad.statusCode, field).toBe(400);
      expect(errorBody(bad).Errors?.map((issue) => issue.path)).toContain(field);
    }
    expect((await answer(jtoken, 'DC01', 999999, true)).statusCode).toBe(404);
  });
});
