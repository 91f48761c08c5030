import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, startBff, XHR } from '../../../test/bff.js';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  sha256,
  sizedJson,
  startFakeUpstream,
  type FakeUpstream,
} from '../../../test/fake-upstream.js';
import { signToken } from '../../../test/tokens.js';
import { createWebDist, type WebDist } from '../../../test/web-dist.js';
import { remainderOf } from './service.js';

let upstream: FakeUpstream;
let web: WebDist;
let app: FastifyInstance;
/** The bff over a real socket (supertest), for what app.inject cannot show (streams, raw paths). */
let address: string;
const opened: FastifyInstance[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  web = createWebDist();
  ({ app } = await startBff({ ORDERING_API_URL: upstream.url, WEB_DIST_DIR: web.dir }));
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  upstream.failGuestLogin(false);
  await Promise.all(opened.splice(0).map((extra) => extra.close()));
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  web.remove();
});

type InjectedCookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
  secure?: boolean;
  expires?: Date;
};
const cookieNamed = (cookies: InjectedCookie[], name: string) =>
  cookies.find((cookie) => cookie.name === name);
const isCleared = (cookie: InjectedCookie | undefined) =>
  cookie !== undefined &&
  cookie.value === '' &&
  (cookie.maxAge === 0 || (cookie.expires?.getTime() ?? Infinity) <= Date.now());

/** Reads an answer's body as it arrives, handing each chunk to `onChunk`; the chunks once it ends. */
const chunked =
  (onChunk: (chunk: string, index: number) => void) =>
  (response: request.Response, callback: (error: Error | null, body: string[]) => void) => {
    // In Node, superagent hands its parser the response stream itself.
    const stream = response as unknown as NodeJS.ReadableStream;
    const chunks: string[] = [];
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      chunks.push(chunk);
      onChunk(chunk, chunks.length - 1);
    });
    stream.on('end', () => callback(null, chunks));
  };

/** Sends `chunks` as the body of `call` as they come, without a length (chunked). */
function streamed<T extends request.Test>(call: T, chunks: Buffer[]): T {
  for (const chunk of chunks) call.write(chunk);
  return call;
}

describe('token hand-off', () => {
  it('sets dsg_token from the guest login and removes every token from the body', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/authen/login/guest',
      headers: XHR,
    });
    expect(response.statusCode).toBe(200);
    const cookie = cookieNamed(response.cookies, 'dsg_token');
    expect(cookie?.value).toBe(upstream.tokens.guest);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 31_536_000,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(response.body).not.toContain('jtoken');
    expect(response.json()).toEqual({
      status: 200,
      user: { CUSTOMERCODE: 'GUEST', CUSTOMERNAME: 'Guest', userRole: 'GUEST' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sets dsg_token from customerProfile (top-level jtoken) and keeps the rest of the user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/customer/authen/customerProfile',
      headers: {
        ...XHR,
        'content-type': 'application/json',
        cookie: cookieHeader({ dsg_token: upstream.tokens.guest }),
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
    expect(cookieNamed(response.cookies as InjectedCookie[], 'dsg_token')?.value).toBe(
      upstream.tokens.customer,
    );
    expect(response.json()).toEqual({
      CUSTOMERCODE: 'C001',
      CUSTOMERNAME: 'ร้านทดสอบ',
      SALEUNIT: '1001',
    });
  });

  it('sets dsg_token from swapdc', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/authen/swapdc/2002',
      headers: { ...XHR, cookie: cookieHeader({ dsg_token: upstream.tokens.customer }) },
    });
    expect(cookieNamed(response.cookies as InjectedCookie[], 'dsg_token')?.value).toBe(
      upstream.tokens.customer,
    );
    expect(response.json()).toEqual({ CUSTOMERCODE: 'C001', SALEUNIT: '2002' });
  });

  it('loginasclient on the merchant mount sets the customer cookie and keeps the staff cookie', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/merchant/api/merchant/loginasclient/C777/1001?activeDc=1001',
      headers: { ...XHR, cookie: cookieHeader({ dsg_st_token: upstream.tokens.staff }) },
    });
    expect(response.statusCode).toBe(200);
    const cookies = response.cookies as InjectedCookie[];
    expect(cookieNamed(cookies, 'dsg_token')?.value).toBe(upstream.tokens.clientCustomer);
    expect(cookieNamed(cookies, 'dsg_st_token')).toBeUndefined();
    expect(response.json()).toEqual({ Data: { CUSTOMERCODE: 'C777', UserId: 'S01' } });
    expect(upstream.last('/api/merchant/loginasclient')?.headers.authorization).toBe(
      `Bearer ${upstream.tokens.staff}`,
    );
    expect(upstream.last('/api/merchant/loginasclient')?.url).toBe(
      '/api/merchant/loginasclient/C777/1001?activeDc=1001',
    );
  });

  it("an agent's client session sets the readable agent cookie; switching back drops it", async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/customer/api/agent/clients/C009/1001/login',
      headers: { ...XHR, cookie: cookieHeader({ dsg_token: upstream.tokens.customer }) },
    });
    expect(login.statusCode).toBe(200);
    const set = login.cookies as InjectedCookie[];
    expect(cookieNamed(set, 'dsg_token')).toMatchObject({ value: upstream.tokens.agentClient, httpOnly: true });
    expect(cookieNamed(set, 'dsg_agent')).toMatchObject({ value: 'C006' });
    expect(cookieNamed(set, 'dsg_agent')?.httpOnly).toBeFalsy();
    expect(login.json()).toEqual({ CUSTOMERCODE: 'C009', AgentCode: 'C006' });

    const back = await app.inject({
      method: 'POST',
      url: '/api/customer/api/agent/switchback',
      headers: { ...XHR, cookie: cookieHeader({ dsg_token: upstream.tokens.agentClient, dsg_agent: 'C006' }) },
    });
    const after = back.cookies as InjectedCookie[];
    expect(cookieNamed(after, 'dsg_token')?.value).toBe(upstream.tokens.customer);
    expect(cookieNamed(after, 'dsg_agent')).toMatchObject({ value: '' });
    expect(upstream.last('/api/agent/switchback')?.headers.authorization).toBe(`Bearer ${upstream.tokens.agentClient}`);
  });

  it('a customer token without an agent leaves no agent cookie behind', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/authen/swapdc/2002',
      headers: { ...XHR, cookie: cookieHeader({ dsg_token: upstream.tokens.customer }) },
    });
    expect(cookieNamed(response.cookies as InjectedCookie[], 'dsg_agent')).toBeUndefined();
  });

  it('staff login sets dsg_st_token, and a `Token` answer (merchant register) does too', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/merchant/authen/user/login',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: { MobileNo: '0812345678', RefCode: 'AB12', OtpCode: '123456' },
    });
    expect(cookieNamed(login.cookies as InjectedCookie[], 'dsg_st_token')).toMatchObject({
      value: upstream.tokens.staff,
      httpOnly: true,
    });
    expect(cookieNamed(login.cookies as InjectedCookie[], 'dsg_token')).toBeUndefined();
    expect(login.json()).toEqual({
      User: { userid: 'S01', usernames: 'Somchai', role: { RoleName: 'Saleman' } },
      Dists: [{ SaleUnit: '1001' }],
    });

    const register = await app.inject({
      method: 'POST',
      url: '/api/merchant/api/merchant/register',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: {},
    });
    expect(cookieNamed(register.cookies as InjectedCookie[], 'dsg_st_token')?.value).toBe(
      upstream.tokens.staff,
    );
    expect(register.json()).toEqual({ User: { userid: 'S02' }, NewDistributionCenter: null });
  });

  it('rider login sets dsg_rider_token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/rider/authen/rider/login',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: { MobileNo: '0812345678', RefCode: 'AB12', OtpCode: '123456' },
    });
    expect(cookieNamed(response.cookies as InjectedCookie[], 'dsg_rider_token')?.value).toBe(
      upstream.tokens.rider,
    );
    expect(response.json()).toEqual({ Rider: { RiderId: 'R01', Name: 'Rider' } });
  });

  it('passes a JSON answer without a token byte for byte, with its own headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/customer/no-token' });
    expect(response.body).toBe('{"LineUserToken":"x",  "a" : 1}');
    expect(response.headers.etag).toBe('"abc"');
    expect(response.cookies).toHaveLength(0);
  });

  it('streams JSON answers over 1 MB untouched, even with a token inside', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/customer/big' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(1024 * 1024);
    expect(response.json<{ jtoken: string; items: unknown[] }>()).toMatchObject({
      jtoken: 'not-touched',
    });
    expect(response.json<{ items: unknown[] }>().items).toHaveLength(12_000);
    expect(response.cookies).toHaveLength(0);

    const chunked = await app.inject({ method: 'GET', url: '/api/customer/big-chunked' });
    expect(chunked.headers['content-length']).toBeUndefined();
    const body = chunked.json<{ jtoken: string; items: { P_Code: string }[] }>();
    expect(body.jtoken).toBe('not-touched');
    expect(body.items.map((item) => item.P_Code)).toEqual(
      Array.from({ length: 12_000 }, (_, index) => `P${index}`),
    );
    expect(chunked.cookies).toHaveLength(0);
  });

  it('passes server-sent events through as they come, untouched', async () => {
    const answer = await request(address)
      .get('/api/customer/events')
      .set('accept', 'text/event-stream')
      .buffer(true)
      .parse(
        chunked((_chunk, index) => {
          // The first event arrived while the ordering API still holds the stream open.
          if (index === 0) upstream.releaseEvents();
        }),
      );
    expect(answer.headers['content-type']).toBe('text/event-stream');
    const [first, ...rest] = answer.body as string[];
    expect(first).toBe('data: {"jtoken":"stays"}\n\n');
    expect(rest.join('')).toBe('data: second\n\n');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('closes the ordering API event stream when the browser goes away', async () => {
    const abandoned = upstream.eventsAbandoned();
    const call = request(address)
      .get('/api/customer/events')
      .set('accept', 'text/event-stream')
      .buffer(true)
      .parse(
        chunked(() => {
          call.abort();
        }),
      );
    call.end(() => undefined);
    await abandoned;
  });

  it('never passes cookies set by the ordering API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/customer/set-cookie' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('forwarding', () => {
  it('sends each mount its own cookie as the Bearer token, never another', async () => {
    const cookie = cookieHeader({
      dsg_token: upstream.tokens.customer,
      dsg_st_token: upstream.tokens.staff,
      dsg_rider_token: upstream.tokens.rider,
    });
    for (const [area, token] of [
      ['customer', upstream.tokens.customer],
      ['merchant', upstream.tokens.staff],
      ['rider', upstream.tokens.rider],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/${area}/echo/${area}`,
        headers: { cookie },
      });
      const echoed = response.json<{ headers: Record<string, string> }>();
      expect(echoed.headers.authorization).toBe(`Bearer ${token}`);
      expect(echoed.headers.cookie).toBeUndefined();
    }

    const onlyCustomer = cookieHeader({ dsg_token: upstream.tokens.customer });
    for (const area of ['merchant', 'rider']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/${area}/echo/x`,
        headers: { cookie: onlyCustomer },
      });
      expect(
        response.json<{ headers: Record<string, string> }>().headers.authorization,
      ).toBeUndefined();
    }
  });

  it('ignores an Authorization header sent by the page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/echo/auth',
      headers: { authorization: 'Bearer forged' },
    });
    expect(
      response.json<{ headers: Record<string, string> }>().headers.authorization,
    ).toBeUndefined();
  });

  it('forwards method, path, query, body bytes and the useful headers', async () => {
    const payload = '{"b": 2,   "a":1}';
    const response = await app.inject({
      method: 'PUT',
      url: '/api/customer/echo/items/%E0%B8%81?p=%E0%B8%99%E0%B9%89%E0%B8%B3&take=12',
      headers: {
        ...XHR,
        'content-type': 'application/json',
        'accept-language': 'en-US,en;q=0.9',
        'idempotency-key': 'key-1',
        connection: 'keep-alive, x-private',
        'x-private': 'hop',
        host: 'shop.example',
      },
      payload,
    });
    const echoed = response.json<{
      method: string;
      url: string;
      headers: Record<string, string>;
      bodySha: string;
    }>();
    expect(echoed.method).toBe('PUT');
    expect(echoed.url).toBe('/echo/items/%E0%B8%81?p=%E0%B8%99%E0%B9%89%E0%B8%B3&take=12');
    expect(echoed.bodySha).toBe(sha256(payload));
    expect(echoed.headers['accept-language']).toBe('en-US,en;q=0.9');
    expect(echoed.headers['idempotency-key']).toBe('key-1');
    expect(echoed.headers['x-private']).toBeUndefined();
    expect(echoed.headers.host).not.toBe('shop.example');
    expect(echoed.headers['x-forwarded-host']).toBe('shop.example');
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echoed.headers['x-request-id']).toBe(response.headers['x-request-id']);
  });

  it('does not trust an incoming X-Forwarded-For without TRUST_PROXY', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/echo/xff',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.json<{ headers: Record<string, string> }>().headers['x-forwarded-for']).toBe(
      '127.0.0.1',
    );
  });

  it('refuses dot segments that would leave the mounted path', async () => {
    // Sent raw over HTTP (supertest keeps dot segments): app.inject would resolve them first.
    for (const path of [
      '/api/customer/echo/../../health',
      '/api/customer/echo/%2e%2e/%2E%2E/health',
      '/api/rider/./health',
    ]) {
      const before = upstream.received.length;
      const answer = await request(address).get(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).toMatchObject({
        Code: 'NOT_FOUND',
        IsExceptionHandler: true,
      });
      expect(upstream.received.length, path).toBe(before);
    }
    expect(remainderOf('/api/customer/a/..%2Fb', '/api/customer/')).toBe('a/..%2Fb');
    expect(remainderOf('/api/customer/a/b?next=../x', '/api/customer/')).toBe('a/b?next=../x');
  });

  it('answers unknown api paths outside the mounts with a 404 error body', async () => {
    for (const url of ['/api/admin/x', '/api', '/api/customer', '/bff/unknown']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({
        Code: 'NOT_FOUND',
        IsExceptionHandler: true,
        StatusCode: 404,
      });
    }
  });
});

describe('expired tokens', () => {
  it('on the customer mount: passes the 401 on and replaces dsg_token with a new guest session', async () => {
    const expired = await signToken({ kind: 'customer', role: 'CUSTOMER', expiresIn: -60 });
    const before = upstream.guestLogins();
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/expired',
      headers: { cookie: cookieHeader({ dsg_token: expired }) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('The token expired');
    expect(response.json()).toMatchObject({ Code: 'AUTH_TOKEN_EXPIRED' });
    expect(cookieNamed(response.cookies as InjectedCookie[], 'dsg_token')?.value).toBe(
      upstream.tokens.guest,
    );
    expect(upstream.guestLogins()).toBe(before + 1);
  });

  it('shares one guest session between calls that carry the same expired token', async () => {
    const expired = await signToken({
      kind: 'customer',
      role: 'CUSTOMER',
      sub: 'burst',
      expiresIn: -60,
    });
    const before = upstream.guestLogins();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.inject({
          method: 'GET',
          url: '/api/customer/expired',
          headers: { cookie: cookieHeader({ dsg_token: expired }) },
        }),
      ),
    );
    for (const response of responses) {
      expect(cookieNamed(response.cookies as InjectedCookie[], 'dsg_token')?.value).toBe(
        upstream.tokens.guest,
      );
    }
    expect(upstream.guestLogins()).toBe(before + 1);
  });

  it('clears dsg_token when the guest session cannot be had', async () => {
    upstream.failGuestLogin(true);
    const expired = await signToken({
      kind: 'customer',
      role: 'CUSTOMER',
      sub: 'nobody',
      expiresIn: -60,
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/expired',
      headers: { cookie: cookieHeader({ dsg_token: expired }) },
    });
    expect(response.statusCode).toBe(401);
    expect(isCleared(cookieNamed(response.cookies as InjectedCookie[], 'dsg_token'))).toBe(true);
  });

  it('clears dsg_token instead when guest mode is disabled', async () => {
    const { app: strict } = await startBff({
      ORDERING_API_URL: upstream.url,
      WEB_DIST_DIR: web.dir,
      APP_FLAGS: '{"disableGuestMode":true}',
    });
    opened.push(strict);
    const before = upstream.guestLogins();
    const response = await strict.inject({
      method: 'GET',
      url: '/api/customer/expired',
      headers: { cookie: cookieHeader({ dsg_token: upstream.tokens.customer }) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('The token expired');
    expect(isCleared(cookieNamed(response.cookies as InjectedCookie[], 'dsg_token'))).toBe(true);
    expect(upstream.guestLogins()).toBe(before);
  });

  it('on the merchant and rider mounts: clears only that mount cookie', async () => {
    const cookie = cookieHeader({
      dsg_token: upstream.tokens.customer,
      dsg_st_token: upstream.tokens.staff,
      dsg_rider_token: upstream.tokens.rider,
    });
    for (const [area, name] of [
      ['merchant', 'dsg_st_token'],
      ['rider', 'dsg_rider_token'],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/${area}/expired`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(401);
      const cookies = response.cookies as InjectedCookie[];
      expect(cookies.map((entry) => entry.name)).toEqual([name]);
      expect(isCleared(cookieNamed(cookies, name))).toBe(true);
    }
  });

  it('leaves cookies alone for an invalid (not expired) token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/invalid',
      headers: { cookie: cookieHeader({ dsg_token: upstream.tokens.customer }) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies).toHaveLength(0);
  });
});

describe('failures and bodies', () => {
  it('answers 502 with the translated error body when the ordering API is down', async () => {
    const { app: lonely } = await startBff({
      ORDERING_API_URL: 'http://127.0.0.1:9',
      WEB_DIST_DIR: web.dir,
    });
    opened.push(lonely);
    const thai = await lonely.inject({ method: 'GET', url: '/api/customer/api/products/items' });
    expect(thai.statusCode).toBe(502);
    expect(thai.json()).toEqual({
      Message: 'ไม่สามารถเชื่อมต่อระบบสั่งซื้อได้ กรุณาลองใหม่อีกครั้ง',
      IsExceptionHandler: true,
      Code: 'UPSTREAM_UNAVAILABLE',
      StatusCode: 502,
    });
    const english = await lonely.inject({
      method: 'POST',
      url: '/api/merchant/x',
      headers: { ...XHR, 'accept-language': 'en', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(english.json()).toMatchObject({
      Code: 'UPSTREAM_UNAVAILABLE',
      Message: 'The ordering service cannot be reached. Please try again.',
    });
  });

  it('answers 504 with the translated error body when the ordering API does not answer in time', async () => {
    const { app: impatient } = await startBff({
      ORDERING_API_URL: upstream.url,
      WEB_DIST_DIR: web.dir,
      PROXY_TIMEOUT_MS: '300',
    });
    opened.push(impatient);
    const response = await impatient.inject({
      method: 'GET',
      url: '/api/customer/silent',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      Message: 'The ordering service took too long to answer. Please try again.',
      IsExceptionHandler: true,
      Code: 'UPSTREAM_TIMEOUT',
      StatusCode: 504,
    });
  });

  it('answers 502 when the ordering API breaks off in the middle of a JSON answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/customer/broken' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      Code: 'UPSTREAM_UNAVAILABLE',
      IsExceptionHandler: true,
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('streams a multipart upload through with its bytes intact', async () => {
    const boundary = '----eorderBoundary7MA4YWxk';
    const file = randomBytes(3 * 1024 * 1024);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="roomId"\r\n\r\nroom-1\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slip.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, file, tail]);

    // Chunked, as a browser streaming a large file may send it.
    const chunks = [head, file.subarray(0, 1_000_000), file.subarray(1_000_000), tail];
    const answer = await streamed(
      request(address)
        .post('/api/customer/echo/api/customers/chat/upload')
        .set({
          ...XHR,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: cookieHeader({ dsg_token: upstream.tokens.customer }),
        }),
      chunks,
    );
    const echoed = answer.body as {
      bodySha: string;
      bodyLength: number;
      headers: Record<string, string>;
    };
    expect(answer.statusCode).toBe(200);
    expect(upstream.last('/echo/api/customers/chat/upload')?.headers['transfer-encoding']).toBe(
      'chunked',
    );
    expect(echoed.bodyLength).toBe(body.length);
    expect(echoed.bodySha).toBe(sha256(body));
    expect(echoed.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
    expect(echoed.headers.authorization).toBe(`Bearer ${upstream.tokens.customer}`);

    // With a declared length, as a browser sends a FormData.
    const sized = await request(address)
      .post('/api/customer/echo/upload')
      .set({ ...XHR, 'content-type': `multipart/form-data; boundary=${boundary}` })
      .send(body);
    expect((sized.body as { bodySha: string }).bodySha).toBe(sha256(body));
    expect(upstream.last('/echo/upload')?.headers['content-length']).toBe(String(body.length));
  });

  it('answers 413 with the error body for a body over BODY_LIMIT', async () => {
    const { app: small } = await startBff({
      ORDERING_API_URL: upstream.url,
      WEB_DIST_DIR: web.dir,
      BODY_LIMIT: '1kb',
    });
    opened.push(small);
    const before = upstream.received.length;

    const json = await small.inject({
      method: 'POST',
      url: '/api/customer/echo/json',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2048) }),
    });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toMatchObject({
      Code: 'PAYLOAD_TOO_LARGE',
      IsExceptionHandler: true,
      StatusCode: 413,
    });

    const multipart = await small.inject({
      method: 'POST',
      url: '/api/customer/echo/upload',
      headers: { ...XHR, 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(4096, 1),
    });
    expect(multipart.statusCode).toBe(413);
    expect(multipart.json()).toMatchObject({ Code: 'PAYLOAD_TOO_LARGE' });

    // Without a declared length the proxy counts the streamed bytes itself.
    const smallAddress = await small.listen({ port: 0, host: '127.0.0.1' });
    const unsized = await streamed(
      request(smallAddress)
        .post('/api/customer/echo/upload')
        .set({ ...XHR, 'content-type': 'multipart/form-data; boundary=x' }),
      Array.from({ length: 64 }, (_, index) => Buffer.alloc(64 * 1024, index)),
    );
    expect(unsized.statusCode).toBe(413);
    expect(unsized.body).toMatchObject({ Code: 'PAYLOAD_TOO_LARGE' });

    const declared = await request(smallAddress)
      .post('/api/customer/echo/upload')
      .set({ ...XHR, 'content-type': 'multipart/form-data; boundary=x' })
      .send(Buffer.alloc(2 * 1024 * 1024, 3));
    expect(declared.statusCode).toBe(413);
    expect(declared.body).toMatchObject({ Code: 'PAYLOAD_TOO_LARGE' });
    expect(
      upstream.received.slice(before).filter((request) => request.body.length > 1024),
    ).toHaveLength(0);
  });
});

describe('compression', () => {
  const ALL = 'gzip, deflate, br';

  it('answers a large JSON answer in brotli or gzip, as the browser asks, the same bytes once decoded', async () => {
    const sent = sizedJson(5000);
    const brotli = await app.inject({
      method: 'GET',
      url: '/api/customer/sized/5000',
      headers: { 'accept-encoding': ALL },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(sent.length / 4);
    expect(brotliDecompressSync(brotli.rawPayload).equals(sent)).toBe(true);
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Language, Accept-Encoding');
    // The bytes differ from the ordering API's: its strong ETag can only be a weak one here.
    expect(brotli.headers.etag).toBe('W/"v1"');

    const gzip = await app.inject({
      method: 'GET',
      url: '/api/customer/sized/5000',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(sent)).toBe(true);
  });

  it('sends it over the network with the length of what is sent', async () => {
    // supertest decodes the brotli it reads: a length other than the bytes sent would cut the
    // answer short (it would not decode) or leave the call waiting for bytes that never come.
    const answer = await request(address)
      .get('/api/customer/sized/20000')
      .set('accept-encoding', 'br')
      .buffer(true)
      .parse(chunked(() => undefined));
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(Number(answer.headers['content-length'])).toBeLessThan(20000 / 4);
    expect(Buffer.from((answer.body as string[]).join('')).equals(sizedJson(20000))).toBe(true);
  });

  it('sends it plain to a browser that does not ask, or refuses both', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/customer/sized/5000',
        headers,
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(sizedJson(5000))).toBe(true);
      expect(response.headers['content-length']).toBe('5000');
      expect(response.headers.etag).toBe('"v1"');
      // Either way a cache must keep the two forms apart.
      expect(response.headers.vary).toBe('Accept-Language, Accept-Encoding');
    }
  });

  it('never compresses an answer under 1 KB', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/sized/1000',
      headers: { 'accept-encoding': ALL },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(sizedJson(1000))).toBe(true);
    expect(response.headers.vary).toBe('Accept-Language');

    const justOver = await app.inject({
      method: 'GET',
      url: '/api/customer/sized/1024',
      headers: { 'accept-encoding': ALL },
    });
    expect(justOver.headers['content-encoding']).toBe('br');
  });

  it('passes an answer the ordering API compressed itself as it came', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/encoded',
      headers: { 'accept-encoding': ALL },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).equals(sizedJson(4000))).toBe(true);
  });

  it('compresses an answer whose token it took out, and still sets the cookie', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/sized/3000?token=1',
      headers: { 'accept-encoding': ALL },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(cookieNamed(response.cookies, 'dsg_token')?.value).toBe(upstream.tokens.customer);
    const body = brotliDecompressSync(response.rawPayload).toString();
    expect(body).not.toContain('jtoken');
    expect(JSON.parse(body)).toHaveProperty('items');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('compresses a streamed answer over 1 MB as it passes', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/big-chunked',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    const body = JSON.parse(gunzipSync(response.rawPayload).toString()) as {
      jtoken: string;
      items: { P_Code: string }[];
    };
    expect(body.jtoken).toBe('not-touched');
    expect(body.items).toHaveLength(12_000);
    expect(response.rawPayload.length).toBeLessThan(100_000);
  });
});
