import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBed, XHR, type TestBed } from '../../test/bff.js';
import type { FakeUpstream } from '../../test/fake-upstream.js';

let bed: TestBed;
let upstream: FakeUpstream;
let app: FastifyInstance;
let behindProxy: FastifyInstance;
/** The bff on a real socket, for supertest: cookies and headers as a browser's connection carries them. */
let address: string;

beforeAll(async () => {
  bed = await startTestBed();
  ({ upstream, app } = bed);
  behindProxy = await bed.another({ TRUST_PROXY: 'loopback' });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => bed.close());

const post = (target: FastifyInstance, url: string, headers: Record<string, string>) =>
  target.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', host: 'shop.example', ...headers },
    payload: '{}',
  });

describe('CSRF guard', () => {
  it('refuses a call without X-Requested-With, on the mounts and on bff/', async () => {
    const before = upstream.received.length;
    for (const url of [
      '/api/customer/echo/a',
      '/api/merchant/echo/a',
      '/api/rider/echo/a',
      '/bff/logout',
    ]) {
      const response = await post(app, url, {});
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({
        Message: 'คำขอถูกปฏิเสธเพื่อความปลอดภัย กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
        IsExceptionHandler: true,
        Code: 'CSRF_REJECTED',
        StatusCode: 403,
      });
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/customer/echo/a',
        headers: { host: 'shop.example' },
      });
      expect(response.statusCode, method).toBe(403);
    }
    expect(upstream.received.length).toBe(before);
  });

  it('refuses a foreign or opaque Origin even with the header', async () => {
    for (const origin of [
      'https://evil.example',
      'http://shop.example.evil.example',
      'null',
      'not a url',
    ]) {
      const response = await post(app, '/api/customer/echo/a', { ...XHR, origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json(), origin).toMatchObject({ Code: 'CSRF_REJECTED' });
    }
    const english = await post(app, '/api/customer/echo/a', { 'accept-language': 'en' });
    expect(english.json()).toMatchObject({
      Message:
        'The request was refused for security reasons. Please reload the page and try again.',
    });
  });

  it('accepts the header with our own Origin or no Origin, and lets safe methods pass', async () => {
    expect(
      (await post(app, '/api/customer/echo/a', { ...XHR, origin: 'http://shop.example' }))
        .statusCode,
    ).toBe(200);
    expect((await post(app, '/api/customer/echo/a', XHR)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/customer/echo/a' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'OPTIONS', url: '/api/customer/echo/a' })).statusCode).toBe(
      200,
    );
    expect(
      (await post(app, '/bff/logout', { ...XHR, origin: 'http://shop.example' })).statusCode,
    ).not.toBe(403);
  });

  it('reads the origin from X-Forwarded-Proto and -Host only when TRUST_PROXY trusts the sender', async () => {
    const forwarded = {
      ...XHR,
      origin: 'https://shop.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example',
    };
    expect(
      (await post(behindProxy, '/api/customer/echo/a', { ...forwarded, host: '127.0.0.1:3000' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(app, '/api/customer/echo/a', { ...forwarded, host: '127.0.0.1:3000' }))
        .statusCode,
    ).toBe(403);
    // Behind the proxy, the plain-http origin is no longer ours.
    expect(
      (
        await post(behindProxy, '/api/customer/echo/a', {
          ...forwarded,
          origin: 'http://shop.example',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('over a real connection', () => {
  it('keeps the session cookie like a browser and asks our page to prove itself on every POST', async () => {
    // A supertest agent keeps the cookies it is sent and sends them back, as a browser does.
    const browser = request.agent(address);
    const login = await browser.get('/api/customer/authen/login/guest').set(XHR);
    expect(login.status).toBe(200);
    const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    const session = setCookie.find((line) => line.startsWith('dsg_token='));
    expect(session).toMatch(/; HttpOnly(;|$)/i);
    expect(session).toMatch(/; SameSite=Lax(;|$)/i);
    expect(session).toMatch(/; Path=\/(;|$)/);

    const before = upstream.received.length;
    // A cross-site form: the cookie comes along, the header cannot.
    const form = await browser
      .post('/api/customer/echo/order')
      .set('content-type', 'application/json')
      .send('{}');
    expect(form.status).toBe(403);
    expect(form.body).toMatchObject({ Code: 'CSRF_REJECTED', IsExceptionHandler: true });
    const foreign = await browser
      .post('/api/customer/echo/order')
      .set({ ...XHR, origin: 'https://evil.example', 'content-type': 'application/json' })
      .send('{}');
    expect(foreign.status).toBe(403);
    // A flagged GET needs the same proof.
    const swap = await browser.get('/api/customer/authen/swapdc/2002');
    expect(swap.status).toBe(403);
    expect(upstream.received.length).toBe(before);

    const own = await browser
      .post('/api/customer/echo/order')
      .set({ ...XHR, origin: address, 'content-type': 'application/json' })
      .send('{"a":1}');
    expect(own.status).toBe(200);
    const received = upstream.last('/echo/order');
    expect(received?.headers.authorization).toBe(`Bearer ${upstream.tokens.guest}`);
    expect(received?.headers.cookie).toBeUndefined();
    expect(received?.body.toString()).toBe('{"a":1}');
  });
});
