import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { start, type FakeLinePlatform } from '../../../../tests/fakes/line/index';
import type { DatabaseHandle } from '../../db/client';
import { customers, lineOutbox } from '../../db/schema';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  bearer,
  customerLogin,
  decodeToken,
  errorBody,
  guestToken,
  staffLogin,
} from '../../../test/helpers';
import { createLineNotifications } from './outbox';

const KEY = 'ordering-line-test-internal-key';
const LIFF_URL = 'https://liff.line.me/1650000000-shop';

let db: DatabaseHandle;
let t: TestApp;
let line: FakeLinePlatform;

beforeAll(async () => {
  db = await openTestDatabase();
  line = await start({ port: 0 });
  t = await buildTestApp(db, {
    env: {
      INTERNAL_API_KEY: KEY,
      LINE_API_BASE_URL: line.url,
      LINE_CHANNEL_ACCESS_TOKEN: line.channelAccessToken,
      LINE_LIFF_URL: LIFF_URL,
    },
  });
});

afterAll(async () => {
  await t.app.close();
  await line.stop();
  await db.close();
});

beforeEach(() => {
  line.reset();
});

const internal = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-internal-key': KEY, 'accept-language': 'en', ...headers },
    payload: payload as object,
  });

const lineIdOf = (label: string) => `U${label.padEnd(32, '0')}`;

describe('POST authen/line/customer', () => {
  it('refuses a call without the internal key, or with a wrong one', async () => {
    const body = { LineUserId: FIXTURE.lineCustomer.lineUserId };
    const none = await t.app.inject({
      method: 'POST',
      url: '/authen/line/customer',
      payload: body,
    });
    expect(none.statusCode).toBe(403);
    expect(errorBody(none).Code).toBe('AUTH_FORBIDDEN');
    const wrong = await internal('/authen/line/customer', body, {
      'x-internal-key': `${KEY}-wrong`,
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('answers the linked customer with a jtoken, as the other sign-in calls', async () => {
    const res = await internal('/authen/line/customer', {
      LineUserId: FIXTURE.lineCustomer.lineUserId,
    });
    expect(res.statusCode).toBe(200);
    const user = res.json<Record<string, unknown> & { jtoken: string }>();
    expect(user).toMatchObject({
      CUSTOMERCODE: FIXTURE.lineCustomer.customerCode,
      SALEUNIT: 'DC02',
      LineUserId: FIXTURE.lineCustomer.lineUserId,
    });
    expect(decodeToken(user.jtoken)).toMatchObject({
      kind: 'customer',
      CUSTOMERCODE: FIXTURE.lineCustomer.customerCode,
      SALEUNIT: 'DC02',
    });
  });

  it("names the guest the browser was, from the guest token the bff sends, so its cart can move", async () => {
    const guest = await guestToken(t.app);
    const res = await internal('/authen/line/customer', { LineUserId: FIXTURE.lineCustomer.lineUserId }, bearer(guest));
    expect(res.statusCode).toBe(200);
    expect(decodeToken(res.json<{ jtoken: string }>().jtoken)).toMatchObject({ GuestUid: decodeToken(guest).sub });
    const without = await internal('/authen/line/customer', { LineUserId: FIXTURE.lineCustomer.lineUserId });
    expect(decodeToken(without.json<{ jtoken: string }>().jtoken).GuestUid).toBeUndefined();
  });

  it('answers 404 LINE_ACCOUNT_NOT_LINKED for a LINE user with no customer', async () => {
    const res = await internal('/authen/line/customer', { LineUserId: lineIdOf('nobody') });
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).Code).toBe('LINE_ACCOUNT_NOT_LINKED');
  });

  it('opens the session in the carried center when the customer belongs to it, else at home', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.customer.username);
    const lineUserId = lineIdOf('demo');
    expect(
      (await internal('/authen/line/link', { LineUserId: lineUserId }, bearer(jtoken))).statusCode,
    ).toBe(200);

    const inDc03 = await internal('/authen/line/customer', {
      LineUserId: lineUserId,
      SaleUnit: 'DC03',
    });
    expect(inDc03.json()).toMatchObject({
      CUSTOMERCODE: FIXTURE.customer.customerCode,
      ActiveDC: 'DC03',
    });

    const lineOnlyInDc02 = await internal('/authen/line/customer', {
      LineUserId: FIXTURE.lineCustomer.lineUserId,
      SaleUnit: 'DC01',
    });
    expect(lineOnlyInDc02.json()).toMatchObject({ ActiveDC: 'DC02' });
  });

  it('refuses an inactive customer', async () => {
    const lineUserId = lineIdOf('inactive');
    await db.db
      .update(customers)
      .set({ lineUserId })
      .where(eq(customers.id, FIXTURE.inactiveCustomer.customerId));
    const res = await internal('/authen/line/customer', { LineUserId: lineUserId });
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).Code).toBe('AUTH_ACCOUNT_INACTIVE');
  });
});

describe('POST authen/line/link and authen/line/staff', () => {
  it('links a staff user, whose LINE sign-in then answers { jtoken, User, Dists }', async () => {
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo);
    const lineUserId = lineIdOf('merchant');
    expect(
      (await internal('/authen/line/link', { LineUserId: lineUserId }, bearer(jtoken))).statusCode,
    ).toBe(200);

    const res = await internal('/authen/line/staff', { LineUserId: lineUserId });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      jtoken: string;
      User: Record<string, unknown>;
      Dists: { SaleUnit: string }[];
    }>();
    expect(body.User).toMatchObject({
      userid: FIXTURE.merchant.staffUserId,
      role: { RoleCode: 1 },
      LineUserId: lineUserId,
    });
    expect(body.Dists.map((dist) => dist.SaleUnit)).toEqual(['DC01', 'DC02']);
    expect(decodeToken(body.jtoken)).toMatchObject({
      kind: 'staff',
      sub: String(FIXTURE.merchant.staffUserId),
    });
  });

  it('answers CONFLICT when another customer holds the LINE user, and keeps the first link', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.creditCustomer.username);
    const res = await internal(
      '/authen/line/link',
      { LineUserId: FIXTURE.lineCustomer.lineUserId },
      bearer(jtoken),
    );
    expect(res.statusCode).toBe(409);
    const still = await internal('/authen/line/customer', {
      LineUserId: FIXTURE.lineCustomer.lineUserId,
    });
    expect(still.json()).toMatchObject({ CUSTOMERCODE: FIXTURE.lineCustomer.customerCode });
  });

  it('refuses to link a guest or a call without a Bearer', async () => {
    const guest = await internal(
      '/authen/line/link',
      { LineUserId: lineIdOf('guest') },
      bearer(await guestToken(t.app)),
    );
    expect(guest.statusCode).toBe(401);
    const anonymous = await internal('/authen/line/link', { LineUserId: lineIdOf('guest') });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST authen/line/friendship', () => {
  it('keeps the newest follow or unfollow, whatever order the events arrive in', async () => {
    const lineUserId = lineIdOf('friend');
    const at = Date.now();
    expect(
      (
        await internal('/authen/line/friendship', {
          LineUserId: lineUserId,
          IsFriend: true,
          EventTime: at,
        })
      ).json(),
    ).toEqual({ status: 200, Changed: true });
    // A redelivered older unfollow changes nothing.
    expect(
      (
        await internal('/authen/line/friendship', {
          LineUserId: lineUserId,
          IsFriend: false,
          EventTime: at - 1000,
        })
      ).json(),
    ).toEqual({
      status: 200,
      Changed: false,
    });
    expect(
      (
        await internal('/authen/line/friendship', {
          LineUserId: lineUserId,
          IsFriend: false,
          EventTime: at + 1000,
        })
      ).json(),
    ).toEqual({
      status: 200,
      Changed: true,
    });
  });
});

describe('LINE logout calls', () => {
  it('answer { status: 200 } to a signed-in customer or staff user, 401 without a session', async () => {
    const { jtoken } = await customerLogin(t.app, FIXTURE.customer.username);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/line/revokeToken',
      headers: bearer(jtoken),
      payload: {},
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ status: 200 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/line/revokeToken', payload: {} }))
        .statusCode,
    ).toBe(401);

    const staff = await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo);
    const merchant = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/user/line/logout',
      headers: bearer(staff.jtoken),
      payload: {},
    });
    expect(merchant.json()).toEqual({ status: 200 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/merchant/user/line/logout', payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST authen/otp/request/line', () => {
  async function linkSalesperson(): Promise<string> {
    const { jtoken } = await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo);
    const lineUserId = lineIdOf('sales');
    await internal('/authen/line/link', { LineUserId: lineUserId }, bearer(jtoken));
    return lineUserId;
  }

  it('sends the code as a Flex message to the linked LINE user, and the code signs in', async () => {
    const lineUserId = await linkSalesperson();
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/otp/request/line',
      payload: { MobileNo: FIXTURE.salesperson.mobileNo, Purpose: 'STAFF_LOGIN' },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ RefCode: string; Channel: string }>();
    expect(answer.Channel).toBe('LINE');

    const [pushed] = line.pushes(lineUserId);
    expect(pushed?.retryKey).toMatch(/^[0-9a-f-]{36}$/);
    const text = JSON.stringify(pushed?.messages);
    const code = /"text":"(\d{6})"/.exec(text)?.[1];
    expect(code).toBeDefined();
    expect(text).toContain(answer.RefCode);

    const login = await t.app.inject({
      method: 'POST',
      url: '/authen/user/login',
      payload: { MobileNo: FIXTURE.salesperson.mobileNo, RefCode: answer.RefCode, OtpCode: code },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers LINE_ACCOUNT_NOT_LINKED for a number whose account has no LINE user (SMS is for that)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/otp/request/line',
      payload: { MobileNo: FIXTURE.creditCustomer.mobileNo, Purpose: 'RESET_PASSWORD' },
    });
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).Code).toBe('LINE_ACCOUNT_NOT_LINKED');
    expect(line.pushes()).toHaveLength(0);
  });

  it('answers the flex-message failure text when LINE refuses, and the code it made is void', async () => {
    const lineUserId = await linkSalesperson();
    line.fail({ path: '/v2/bot/message/push', status: 400, times: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/authen/otp/request/line',
      headers: { 'accept-language': 'th' },
      payload: { MobileNo: FIXTURE.salesperson.mobileNo, Purpose: 'STAFF_LOGIN' },
    });
    expect(res.statusCode).toBe(502);
    expect(errorBody(res)).toMatchObject({
      Code: 'LINE_OTP_SEND_FAILED',
      Message: expect.stringContaining('Flex Message') as unknown,
    });
    expect(line.pushes(lineUserId)).toHaveLength(0);
  });
});

describe('order-status notices through the outbox', () => {
  const notifications = () =>
    createLineNotifications({ db: db.db, clock: t.clock, liffUrl: LIFF_URL });
  const change = (orderPk: number, status = 'APPROVED') => ({
    orderPk,
    orderId: `SO${orderPk}`,
    saleUnit: 'DC02',
    centerName: 'ศูนย์ 2',
    customerId: FIXTURE.lineCustomer.customerId,
    status,
    total: 1234.5,
  });
  const rowOf = async (orderPk: number, status = 'APPROVED') =>
    (
      await db.db
        .select()
        .from(lineOutbox)
        .where(eq(lineOutbox.dedupeKey, `order-status:${orderPk}:${status}`))
    )[0];

  it('queues one notice per order status and pushes it once with its retry key', async () => {
    expect(await notifications().orderStatusChanged(change(900001))).toBe(true);
    expect(await notifications().orderStatusChanged(change(900001))).toBe(false);

    expect(await t.app.lineOutbox.runOnce()).toMatchObject({ sent: 1 });
    expect(await t.app.lineOutbox.runOnce()).toMatchObject({ sent: 0 });

    const pushes = line.pushes(FIXTURE.lineCustomer.lineUserId);
    expect(pushes).toHaveLength(1);
    const row = await rowOf(900001);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(pushes[0]?.retryKey).toBe(row?.retryKey);
    const flex = JSON.stringify(pushes[0]?.messages);
    expect(flex).toContain('อนุมัติแล้ว');
    expect(flex).toContain('฿1,234.50');
    expect(flex).toContain(`${LIFF_URL}/history/SO900001/DC02`);
  });

  it('marks each notice of a run sent with the request id LINE gave its own push', async () => {
    const orders = [900011, 900012, 900013];
    for (const orderPk of orders) await notifications().orderStatusChanged(change(orderPk));
    expect(await t.app.lineOutbox.runOnce()).toMatchObject({ sent: 3 });
    const pushes = line.pushes(FIXTURE.lineCustomer.lineUserId);
    for (const orderPk of orders) {
      const row = await rowOf(orderPk);
      const pushed = pushes.find((push) => push.retryKey === row?.retryKey);
      expect(row).toMatchObject({ status: 'SENT', lockedUntil: null, lineRequestId: pushed?.requestId });
      expect(row?.sentAt).toBeInstanceOf(Date);
    }
    expect(new Set(orders.map((orderPk) => pushes.find((p) => p.messages && JSON.stringify(p.messages).includes(`SO${orderPk}`))?.requestId)).size).toBe(3);
  });

  it('tries again later when LINE fails, and never delivers twice when an answer was lost', async () => {
    await notifications().orderStatusChanged(change(900002));
    line.fail({ path: '/v2/bot/message/push', status: 500, times: 1 });
    expect(await t.app.lineOutbox.runOnce()).toMatchObject({ retried: 1 });
    expect(await rowOf(900002)).toMatchObject({ status: 'PENDING', attempts: 1 });
    // Not due yet.
    expect(await t.app.lineOutbox.runOnce()).toMatchObject({ sent: 0, retried: 0 });

    // LINE accepts the next attempt but its answer never arrives: the push is in LINE, the row still pending.
    const row = await rowOf(900002);
    await fetch(`${line.url}/v2/bot/message/push`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${line.channelAccessToken}`,
        'content-type': 'application/json',
        'x-line-retry-key': row!.retryKey,
      },
      body: JSON.stringify({ to: row!.lineUserId, messages: row!.messages }),
    });
    t.clock.advance(60_000);
    expect(await t.app.lineOutbox.runOnce()).toMatchObject({ sent: 1 });
    expect(await rowOf(900002)).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(line.pushes(FIXTURE.lineCustomer.lineUserId)).toHaveLength(1);
  });

  it('gives up a notice LINE refuses for good', async () => {
    await notifications().orderStatusChanged(change(900003, 'SHIPPING'));
    line.fail({ path: '/v2/bot/message/push', status: 400, times: 1 });
    expect(await t.app.lineOutbox.runOnce()).toMatchObject({ failed: 1 });
    expect(await rowOf(900003, 'SHIPPING')).toMatchObject({ status: 'FAILED' });
  });

  it('queues nothing for a customer without LINE, or one who unfollowed the official account', async () => {
    expect(
      await notifications().orderStatusChanged({
        ...change(900004),
        customerId: FIXTURE.creditCustomer.customerId,
      }),
    ).toBe(false);
    await internal('/authen/line/friendship', {
      LineUserId: FIXTURE.lineCustomer.lineUserId,
      IsFriend: false,
      EventTime: Date.now(),
    });
    expect(await notifications().orderStatusChanged(change(900005))).toBe(false);
    await internal('/authen/line/friendship', {
      LineUserId: FIXTURE.lineCustomer.lineUserId,
      IsFriend: true,
      EventTime: Date.now() + 1,
    });
  });

  it('pushes a notice told committed at once, without waiting for the next tick', async () => {
    const told = notifications();
    told.onCommitted(() => t.app.lineOutbox.soon());
    // A tick an hour away: only being told makes the sender run.
    t.app.lineOutbox.start(3_600_000);
    try {
      await told.orderStatusChanged(change(900007));
      await told.orderStatusChanged(change(900008));
      told.committed();
      told.committed();
      const deadline = Date.now() + 5_000;
      while ((await rowOf(900008))?.status !== 'SENT' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await rowOf(900007)).toMatchObject({ status: 'SENT', attempts: 1 });
      expect(await rowOf(900008)).toMatchObject({ status: 'SENT', attempts: 1 });
      expect(line.pushes(FIXTURE.lineCustomer.lineUserId)).toHaveLength(2);
    } finally {
      await t.app.lineOutbox.stop();
    }
  });

  it('writes the notice in the caller transaction: a rolled-back change leaves no notice', async () => {
    await db.db
      .transaction(async (tx) => {
        await notifications().orderStatusChanged(change(900006), tx);
        throw new Error('the status change failed');
      })
      .catch(() => undefined);
    expect(await rowOf(900006)).toBeUndefined();
  });
});
