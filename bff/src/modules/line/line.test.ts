import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  signWebhookBody,
  start,
  webhookEvents,
  type FakeLinePlatform,
} from '../../../../tests/fakes/line/index';
import { cookieHeader, startBff, XHR } from '../../../test/bff.js';
import { signToken } from '../../../test/tokens.js';
import { createWebDist, type WebDist } from '../../../test/web-dist.js';
import {
  startFakeOrdering,
  TEST_INTERNAL_KEY,
  type FakeOrdering,
} from './testing/fake-ordering.js';

const CHANNEL = '1650000042';
const MERCHANT_CHANNEL = '1650000043';
const LIFF_CUSTOMER = '1650000042-Cust0mer';

let line: FakeLinePlatform;
let ordering: FakeOrdering;
let web: WebDist;
let app: FastifyInstance;

/** A 1x1 PNG; the fake checks type and size only. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function provisionRichMenu(aliasId: string): Promise<string> {
  const headers = {
    authorization: `Bearer ${line.channelAccessToken}`,
    'content-type': 'application/json',
  };
  const created = await fetch(`${line.url}/v2/bot/richmenu`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      size: { width: 2500, height: 843 },
      selected: true,
      name: aliasId,
      chatBarText: 'เมนู',
      areas: [
        {
          bounds: { x: 0, y: 0, width: 2500, height: 843 },
          action: { type: 'uri', uri: 'https://liff.line.me/x' },
        },
      ],
    }),
  });
  const { richMenuId } = (await created.json()) as { richMenuId: string };
  await fetch(`${line.url}/v2/bot/richmenu/${richMenuId}/content`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'image/png' },
    body: PNG,
  });
  await fetch(`${line.url}/v2/bot/richmenu/alias`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ richMenuAliasId: aliasId, richMenuId }),
  });
  return richMenuId;
}

type Cookie = { name: string; value: string; httpOnly?: boolean; maxAge?: number };
const cookiesOf = (response: LightMyRequestResponse) => response.cookies as Cookie[];
const cookieNamed = (response: LightMyRequestResponse, name: string) =>
  cookiesOf(response).find((cookie) => cookie.name === name);
const wasCleared = (response: LightMyRequestResponse, name: string) =>
  cookieNamed(response, name)?.value === '';

const exchange = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/bff/line/exchange',
    headers: { ...XHR, ...headers },
    payload: body,
  });

beforeAll(async () => {
  line = await start({ port: 0, channelId: CHANNEL, extraChannelIds: [MERCHANT_CHANNEL] });
  ordering = await startFakeOrdering();
  web = createWebDist();
  ({ app } = await startBff({
    ORDERING_API_URL: ordering.url,
    WEB_DIST_DIR: web.dir,
    INTERNAL_API_KEY: TEST_INTERNAL_KEY,
    LINE_CHANNEL_ID: CHANNEL,
    LINE_CHANNEL_ID_MERCHANT: MERCHANT_CHANNEL,
    LINE_API_BASE_URL: line.url,
    LINE_CHANNEL_SECRET: line.channelSecret,
    LINE_CHANNEL_ACCESS_TOKEN: line.channelAccessToken,
    LIFF_ID_CUSTOMER: LIFF_CUSTOMER,
  }));
});

afterAll(async () => {
  await app.close();
  await ordering.close();
  await line.stop();
  web.remove();
});

beforeEach(() => {
  line.reset();
  ordering.received.length = 0;
  ordering.lineCustomers.clear();
  ordering.lineStaff.clear();
  ordering.friendships.clear();
  ordering.logoutStatus.value = 200;
  ordering.friendshipStatus.value = 200;
});

describe('POST bff/line/exchange', () => {
  it('signs a linked customer in: verified LINE id to the ordering API with the internal key, cookie set, token kept out', async () => {
    ordering.lineCustomers.set('Ulinked0001', { code: 'C100', name: 'สมหญิง', centers: ['1001'] });
    const idToken = await line.idToken({ sub: 'Ulinked0001', name: 'Somying' });
    const response = await exchange({ idToken, area: 'customer' });

    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      needsRegistration: false,
      session: 'customer',
      fromLine: true,
      fromRichMenuActiveDc: false,
      user: { CUSTOMERCODE: 'C100' },
    });
    expect(JSON.stringify(body)).not.toContain('jtoken');
    expect(cookieNamed(response, 'dsg_token')).toMatchObject({ httpOnly: true });
    expect(cookieNamed(response, 'dsg_line_session')).toMatchObject({ value: 'customer' });

    const call = ordering.received.find((request) => request.url === '/authen/line/customer');
    expect(call?.headers['x-internal-key']).toBe(TEST_INTERNAL_KEY);
    expect(call?.body).toMatchObject({ LineUserId: 'Ulinked0001', DisplayName: 'Somying' });
  });

  it("sends the browser's guest token along, so the customer's session names the guest whose cart may move", async () => {
    ordering.lineCustomers.set('Ulinked0002', { code: 'C101', name: 'สมศรี', centers: ['1001'] });
    const idToken = await line.idToken({ sub: 'Ulinked0002', name: 'Somsri' });
    const guest = await signToken({ kind: 'customer', role: 'GUEST', sub: 'guest-of-this-browser' });
    const response = await exchange({ idToken, area: 'customer' }, { cookie: `dsg_token=${guest}` });
    expect(response.statusCode).toBe(200);
    const call = ordering.received.find((request) => request.url === '/authen/line/customer');
    expect(call?.headers.authorization).toBe(`Bearer ${guest}`);
  });

  it('sends no guest token the bff could not verify (forged or expired)', async () => {
    ordering.lineCustomers.set('Ulinked0003', { code: 'C102', name: 'สมชาย', centers: ['1001'] });
    for (const cookie of [
      await signToken({ kind: 'customer', role: 'GUEST', secret: 'another-key-another-key-0123456789ab' }),
      await signToken({ kind: 'customer', role: 'GUEST', expiresIn: -5 }),
    ]) {
      const before = ordering.received.length;
      const idToken = await line.idToken({ sub: 'Ulinked0003', name: 'Somchai' });
      const response = await exchange({ idToken, area: 'customer' }, { cookie: `dsg_token=${cookie}` });
      expect(response.statusCode).toBe(200);
      const call = ordering.received.slice(before).find((request) => request.url === '/authen/line/customer');
      expect(call).toBeDefined();
      expect(call?.headers.authorization).toBeUndefined();
    }
  });

  it('refuses a call without the XHR header (CSRF) before looking at the token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/bff/line/exchange',
      payload: { idToken: await line.idToken() },
    });
    expect(response.statusCode).toBe(403);
    expect(ordering.received).toHaveLength(0);
  });

  it.each(['expired', 'wrong-audience', 'wrong-issuer', 'bad-signature', 'future-iat'] as const)(
    'answers 401 LINE_TOKEN_INVALID for a %s token and asks nobody for a session',
    async (defect) => {
      const response = await exchange(
        { idToken: await line.idToken({ defect }), area: 'customer' },
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        Code: 'LINE_TOKEN_INVALID',
        IsExceptionHandler: true,
      });
      expect(cookieNamed(response, 'dsg_token')).toBeUndefined();
      expect(ordering.received).toHaveLength(0);
    },
  );

  it('sends a LINE user without an account to registration, keeping the verified LINE id in an httpOnly cookie', async () => {
    const idToken = await line.idToken({ sub: 'Unewcomer01', name: 'New' });
    const response = await exchange({ idToken, area: 'customer', richMenuSaleUnit: '1002' });
    expect(response.json()).toEqual({
      needsRegistration: true,
      area: 'customer',
      lineProfile: { displayName: 'New', pictureUrl: null },
      saleUnit: '1002',
    });
    const pending = cookieNamed(response, 'dsg_line_pending');
    expect(pending).toMatchObject({ httpOnly: true });
    expect(pending?.value).not.toContain('Unewcomer01');
    expect(cookieNamed(response, 'dsg_token')).toBeUndefined();

    const registered = await app.inject({
      method: 'POST',
      url: '/bff/line/register',
      headers: { ...XHR, cookie: cookieHeader({ dsg_line_pending: pending!.value }) },
      payload: {
        MobileNo: '0812345678',
        RefCode: 'ABCD',
        OtpCode: '123456',
        CUSTOMERNAME: 'สมชาย',
        Password: 'secret123',
      },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({
      user: { CUSTOMERCODE: 'NEW001', ActiveDC: '1002' },
      fromRichMenuActiveDc: true,
    });
    const call = ordering.received.find((request) => request.url === '/authen/customer/register');
    expect(call?.body).toMatchObject({ LineUserToken: 'Unewcomer01', SaleUnit: '1002' });
    expect(cookieNamed(registered, 'dsg_token')?.httpOnly).toBe(true);
    expect(wasCleared(registered, 'dsg_line_pending')).toBe(true);
  });

  it('refuses a registration without a pending LINE user, or with a forged one, and never takes a LINE id from the body', async () => {
    const body = {
      MobileNo: '0812345678',
      RefCode: 'ABCD',
      OtpCode: '123456',
      CUSTOMERNAME: 'x',
      Password: 'secret123',
    };
    const missing = await app.inject({
      method: 'POST',
      url: '/bff/line/register',
      headers: XHR,
      payload: body,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ Code: 'LINE_REGISTRATION_EXPIRED' });

    const forged = await app.inject({
      method: 'POST',
      url: '/bff/line/register',
      headers: {
        ...XHR,
        cookie: cookieHeader({ dsg_line_pending: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVeCJ9.x' }),
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(400);

    const smuggled = await app.inject({
      method: 'POST',
      url: '/bff/line/register',
      headers: XHR,
      payload: { ...body, LineUserToken: 'Uvictim' },
    });
    expect(smuggled.statusCode).toBe(400);
    expect(
      ordering.received.filter((request) => request.url === '/authen/customer/register'),
    ).toHaveLength(0);
  });

  it('passes the ordering API refusal of a registration on as it came', async () => {
    const first = await exchange({ idToken: await line.idToken({ sub: 'Unewcomer02' }) });
    const pending = cookieNamed(first, 'dsg_line_pending')!.value;
    const response = await app.inject({
      method: 'POST',
      url: '/bff/line/register',
      headers: { ...XHR, cookie: cookieHeader({ dsg_line_pending: pending }) },
      payload: {
        MobileNo: '0812345678',
        RefCode: 'ABCD',
        OtpCode: '000000',
        CUSTOMERNAME: 'x',
        Password: 'secret123',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Code: 'OTP_INVALID', Message: 'รหัส OTP ไม่ถูกต้อง' });
  });

  it('binds the session to the rich menu center and links that center menu to the LINE user once', async () => {
    const richMenuId = await provisionRichMenu('dc-1002-shop');
    ordering.lineCustomers.set('Urich000001', {
      code: 'C200',
      name: 'Rich',
      centers: ['1001', '1002'],
    });
    const tap = async () =>
      exchange({ idToken: await line.idToken({ sub: 'Urich000001' }), richMenuSaleUnit: '1002' });

    const first = await tap();
    expect(first.json()).toMatchObject({
      fromRichMenuActiveDc: true,
      richMenuLinked: true,
      user: { ActiveDC: '1002' },
    });
    expect(cookieNamed(first, 'dsg_line_session')?.value).toBe('customer:1002');
    expect(cookieNamed(first, 'dsg_cid')?.value).toBe('1002');
    expect(line.userRichMenu('Urich000001')).toBe(richMenuId);
    const call = ordering.received.find((request) => request.url === '/authen/line/customer');
    expect(call?.body).toMatchObject({ SaleUnit: '1002' });

    const second = await tap();
    expect(second.json()).toMatchObject({ fromRichMenuActiveDc: true, richMenuLinked: true });
    expect(line.calls({ method: 'POST', path: '/v2/bot/user/*' })).toHaveLength(1);
  });

  it('does not bind a center the customer does not belong to', async () => {
    await provisionRichMenu('dc-2002-shop');
    ordering.lineCustomers.set('Urich000002', { code: 'C201', name: 'Other', centers: ['1001'] });
    const response = await exchange({
      idToken: await line.idToken({ sub: 'Urich000002' }),
      richMenuSaleUnit: '2002',
    });
    expect(response.json()).toMatchObject({
      fromRichMenuActiveDc: false,
      richMenuLinked: null,
      user: { ActiveDC: '1001' },
    });
    expect(line.userRichMenu('Urich000002')).toBeNull();
  });

  it('still signs in when the rich menu cannot be linked', async () => {
    await provisionRichMenu('dc-1003-shop');
    ordering.lineCustomers.set('Urich000003', { code: 'C202', name: 'x', centers: ['1003'] });
    line.fail({ path: '/v2/bot/user/*', status: 500 });
    const response = await exchange({
      idToken: await line.idToken({ sub: 'Urich000003' }),
      richMenuSaleUnit: '1003',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fromRichMenuActiveDc: true, richMenuLinked: false });
  });

  it('signs merchant staff in on the merchant channel with the staff cookie', async () => {
    ordering.lineStaff.set('Ustaff00001', { id: 7, name: 'Admin', role: 1 });
    const response = await exchange({
      idToken: await line.idToken({ sub: 'Ustaff00001', channelId: MERCHANT_CHANNEL }),
      area: 'merchant',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      session: 'staff',
      User: { userid: 7 },
      Dists: [{ SaleUnit: '1001' }],
    });
    expect(cookieNamed(response, 'dsg_st_token')?.httpOnly).toBe(true);
    expect(cookieNamed(response, 'dsg_token')).toBeUndefined();

    // A customer-channel token is not accepted by the merchant app.
    const wrongApp = await exchange({
      idToken: await line.idToken({ sub: 'Ustaff00001' }),
      area: 'merchant',
    });
    expect(wrongApp.statusCode).toBe(401);
  });

  it('keeps the LIFF access token only when LINE confirms it belongs to the channel', async () => {
    ordering.lineCustomers.set('Utoken00001', { code: 'C300', name: 'x', centers: ['1001'] });
    const own = await line.login('Utoken00001');
    const kept = await exchange({ idToken: own.idToken, accessToken: own.accessToken });
    expect(cookieNamed(kept, 'dsg_lineToken')).toMatchObject({
      value: own.accessToken,
      httpOnly: true,
    });

    const foreign = await line.login('Utoken00001', { channelId: MERCHANT_CHANNEL });
    const dropped = await exchange({ idToken: own.idToken, accessToken: foreign.accessToken });
    expect(dropped.statusCode).toBe(200);
    expect(cookieNamed(dropped, 'dsg_lineToken')).toBeUndefined();
  });

  it('passes on the ordering API refusal of an inactive account, with no cookie', async () => {
    ordering.lineCustomers.set('Uinactive01', {
      code: 'C400',
      name: 'x',
      centers: ['1001'],
      inactive: true,
    });
    const response = await exchange({ idToken: await line.idToken({ sub: 'Uinactive01' }) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ Code: 'AUTH_ACCOUNT_INACTIVE' });
    expect(cookieNamed(response, 'dsg_token')).toBeUndefined();
  });
});

describe('POST bff/line/exchange, an answer off the contract', () => {
  it('signs nobody in when the ordering API answers a session without a customer', async () => {
    ordering.lineCustomers.set('Uoffcontract1', {
      code: 'C401',
      name: 'x',
      centers: ['1001'],
      offContract: true,
    });
    const response = await exchange({ idToken: await line.idToken({ sub: 'Uoffcontract1' }) });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ Code: 'UPSTREAM_UNAVAILABLE' });
    expect(cookieNamed(response, 'dsg_token')).toBeUndefined();
  });
});

describe('POST bff/line/link', () => {
  it('links the pending LINE user to the customer who just signed in another way', async () => {
    const first = await exchange({ idToken: await line.idToken({ sub: 'Ulater00001' }) });
    const pending = cookieNamed(first, 'dsg_line_pending')!.value;
    const customerToken = await signToken({
      kind: 'customer',
      role: 'CUSTOMER',
      sub: 'C9',
      extra: { CUSTOMERCODE: 'C9', SALEUNIT: '1001' },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/bff/line/link',
      headers: {
        ...XHR,
        cookie: cookieHeader({ dsg_line_pending: pending, dsg_token: customerToken }),
      },
      payload: { area: 'customer' },
    });
    expect(response.statusCode).toBe(200);
    const call = ordering.received.find((request) => request.url === '/authen/line/link');
    expect(call?.headers.authorization).toBe(`Bearer ${customerToken}`);
    expect(call?.headers['x-internal-key']).toBe(TEST_INTERNAL_KEY);
    expect(call?.body).toEqual({ LineUserId: 'Ulater00001' });
    expect(wasCleared(response, 'dsg_line_pending')).toBe(true);
  });
});

describe('POST bff/line/logout', () => {
  it('revokes the LINE token, ends the customer session as a guest and returns to the LIFF entry with state GUEST and cid', async () => {
    const { accessToken } = await line.login('Ulogout0001');
    const customerToken = await signToken({
      kind: 'customer',
      role: 'CUSTOMER',
      sub: 'C1',
      extra: { CUSTOMERCODE: 'C1', SALEUNIT: '1001' },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/bff/line/logout',
      headers: {
        ...XHR,
        cookie: cookieHeader({
          dsg_token: customerToken,
          dsg_lineToken: accessToken,
          dsg_line_session: 'customer:1001',
          dsg_cid: '1001',
        }),
      },
      payload: { area: 'customer' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { CUSTOMERCODE: 'GUEST' },
      redirect: `https://liff.line.me/${LIFF_CUSTOMER}?state=GUEST&cid=1001`,
    });
    const revoke = ordering.received.find((request) => request.url === '/api/line/revokeToken');
    expect(revoke?.headers.authorization).toBe(`Bearer ${customerToken}`);
    expect(line.isRevoked(accessToken)).toBe(true);
    expect(line.calls({ path: '/oauth2/v2.1/revoke' })[0]?.body).toMatchObject({
      client_id: CHANNEL,
    });
    expect(wasCleared(response, 'dsg_lineToken')).toBe(true);
    expect(wasCleared(response, 'dsg_line_session')).toBe(true);
    expect(cookieNamed(response, 'dsg_token')?.value).not.toBe(customerToken);
  });

  it("answers 'Error occured' and keeps the session when the ordering API does not answer 200", async () => {
    ordering.logoutStatus.value = 500;
    const { accessToken } = await line.login('Ulogout0002');
    const customerToken = await signToken({
      kind: 'customer',
      role: 'CUSTOMER',
      sub: 'C1',
      extra: { CUSTOMERCODE: 'C1', SALEUNIT: '1001' },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/bff/line/logout',
      headers: {
        ...XHR,
        'accept-language': 'en',
        cookie: cookieHeader({ dsg_token: customerToken, dsg_lineToken: accessToken }),
      },
      payload: { area: 'customer' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ Message: 'Error occured', IsExceptionHandler: true });
    expect(cookieNamed(response, 'dsg_token')).toBeUndefined();
    expect(line.isRevoked(accessToken)).toBe(false);
  });

  it('calls the merchant LINE logout for a session of the merchant app', async () => {
    const staffToken = await signToken({ kind: 'staff', role: 1, sub: '7' });
    const response = await app.inject({
      method: 'POST',
      url: '/bff/line/logout',
      headers: {
        ...XHR,
        cookie: cookieHeader({ dsg_st_token: staffToken, dsg_line_session: 'merchant' }),
      },
      payload: { area: 'merchant' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, redirect: '/merchant/login?state=GUEST' });
    const call = ordering.received.find(
      (request) => request.url === '/api/merchant/user/line/logout',
    );
    expect(call?.headers.authorization).toBe(`Bearer ${staffToken}`);
    expect(wasCleared(response, 'dsg_st_token')).toBe(true);
  });
});

describe('POST bff/line/webhook', () => {
  const hook = () =>
    `http://127.0.0.1:${(app.server.address() as { port: number }).port}/bff/line/webhook`;

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('records follow and unfollow as the friendship, without a CSRF header', async () => {
    const follow = await line.sendWebhook(hook(), [webhookEvents.follow('Ufriend0001')]);
    expect(follow.status).toBe(200);
    expect(ordering.friendships.get('Ufriend0001')).toMatchObject({ isFriend: true });
    const call = ordering.received.find((request) => request.url === '/authen/line/friendship');
    expect(call?.headers['x-internal-key']).toBe(TEST_INTERNAL_KEY);

    await line.sendWebhook(hook(), [webhookEvents.unfollow('Ufriend0001')]);
    expect(ordering.friendships.get('Ufriend0001')).toMatchObject({ isFriend: false });
  });

  it.each(['wrong', 'missing'] as const)(
    'refuses a %s signature and does nothing',
    async (signature) => {
      const answer = await line.sendWebhook(hook(), [webhookEvents.follow('Ufriend0002')], {
        signature,
      });
      expect(answer.status).toBe(401);
      expect(ordering.friendships.has('Ufriend0002')).toBe(false);
    },
  );

  it('checks the signature over the raw bytes, not re-serialised JSON', async () => {
    const raw = `{"destination":"U0",  "events":[ ${JSON.stringify(webhookEvents.follow('Ufriend0003'))} ]}`;
    const answer = await fetch(hook(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-line-signature': signWebhookBody(raw, line.channelSecret),
      },
      body: raw,
    });
    expect(answer.status).toBe(200);
    expect(ordering.friendships.get('Ufriend0003')?.isFriend).toBe(true);
  });

  it('switches the rich-menu tab a postback asks for', async () => {
    const ordersMenu = await provisionRichMenu('dc-1001-orders');
    const answer = await line.sendWebhook(hook(), [
      webhookEvents.postback('Utab0000001', 'action=richmenu&dc=1001&tab=orders'),
    ]);
    expect(answer.status).toBe(200);
    expect(line.userRichMenu('Utab0000001')).toBe(ordersMenu);
  });

  it('answers LINE verification (no events) with 200', async () => {
    expect((await line.sendWebhook(hook(), [])).status).toBe(200);
  });

  it('asks LINE to deliver again when the ordering API cannot record the friendship', async () => {
    ordering.friendshipStatus.value = 503;
    const answer = await line.sendWebhook(hook(), [webhookEvents.follow('Ufriend0004')]);
    expect(answer.status).toBe(502);
  });
});

describe('without LINE configured', () => {
  it('answers 503 LINE_NOT_CONFIGURED', async () => {
    const bare = await startBff({ ORDERING_API_URL: ordering.url, WEB_DIST_DIR: web.dir });
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/bff/line/exchange',
        headers: XHR,
        payload: { idToken: 'x'.repeat(40) },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ Code: 'LINE_NOT_CONFIGURED' });
      const hook = await bare.app.inject({
        method: 'POST',
        url: '/bff/line/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(hook.statusCode).toBe(503);
    } finally {
      await bare.app.close();
    }
  });
});
