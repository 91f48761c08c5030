import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from '../../../test/bff.js';
import { startFakeUpstream, type FakeUpstream } from '../../../test/fake-upstream.js';
import { createWebDist, type WebDist } from '../../../test/web-dist.js';

let upstream: FakeUpstream;
let web: WebDist;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  web = createWebDist();
});

afterAll(async () => {
  await upstream.close();
  web.remove();
});

describe('GET bff/health', () => {
  it('answers 200 with the ordering API reachable', async () => {
    const { app } = await startBff({ ORDERING_API_URL: upstream.url, WEB_DIST_DIR: web.dir });
    const response = await app.inject({ method: 'GET', url: '/bff/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', upstream: 'ok' });
    await app.close();
  });

  it('still answers 200, reporting the ordering API down', async () => {
    const { app } = await startBff({
      ORDERING_API_URL: 'http://127.0.0.1:9',
      WEB_DIST_DIR: web.dir,
    });
    const response = await app.inject({ method: 'GET', url: '/bff/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', upstream: 'down' });
    await app.close();
  });
});

describe('GET bff/ready', () => {
  it('answers 200 while the ordering API answers', async () => {
    const { app } = await startBff({ ORDERING_API_URL: upstream.url, WEB_DIST_DIR: web.dir });
    const response = await app.inject({ method: 'GET', url: '/bff/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', upstream: 'ok' });
    await app.close();
  });

  it('answers 503 while the ordering API does not, and liveness stays 200', async () => {
    const { app } = await startBff({ ORDERING_API_URL: 'http://127.0.0.1:9', WEB_DIST_DIR: web.dir });
    const ready = await app.inject({ method: 'GET', url: '/bff/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', upstream: 'down' });
    expect((await app.inject({ method: 'GET', url: '/bff/health' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('GET bff/config', () => {
  it('serves the runtime config with flags merged from APP_FLAGS', async () => {
    const { app } = await startBff({
      ORDERING_API_URL: upstream.url,
      WEB_DIST_DIR: web.dir,
      APP_FLAGS: '{"agent.enable":true,"profile":{"showPoint":false}}',
      LIFF_ID_CUSTOMER: '1650000000-customer',
      MAPS_API_KEY: 'maps-browser-key',
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
      MAINTENANCE_FROM: '2025-02-01T22:00:00+07:00',
      MAINTENANCE_TO: '2025-02-02T02:00:00+07:00',
      KBANK_SCRIPT_URL: 'https://kpay.example.com/ui/v2/kpayment.min.js',
      KBANK_PUBLIC_KEY: 'pkey_test_public',
      COMPANY_CODE: 'ACME',
      COMPANY_NAME: 'Acme',
    });
    const response = await app.inject({ method: 'GET', url: '/bff/config' });
    expect(response.statusCode).toBe(200);
    const config = response.json<
      Record<string, unknown> & { flags: Record<string, Record<string, unknown>> }
    >();
    expect(config).toMatchObject({
      companyCode: 'ACME',
      companyName: 'Acme',
      logo: null,
      basePath: '/',
      cookiePrefix: 'dsg_',
      liff: { customer: '1650000000-customer', merchant: null, gateway: null },
      mapsKey: 'maps-browser-key',
      mapTiles: { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' },
      firebase: null,
      maintenance: { from: '2025-02-01T15:00:00.000Z', to: '2025-02-01T19:00:00.000Z' },
      kbank: { scriptUrl: 'https://kpay.example.com/ui/v2/kpayment.min.js', publicKey: 'pkey_test_public', mid: null },
    });
    expect(config.flags.agent).toEqual({ enable: true });
    expect(config.flags.profile).toMatchObject({ showPoint: false, showCreditBalance: true });
    expect(config.flags.enableMultiDC).toBe(true);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('https://*.line.me');
    expect(csp).toContain('https://maps.googleapis.com');
    expect(csp).toMatch(/script-src [^;]*https:\/\/kpay\.example\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/kpay\.example\.com/);
    await app.close();
  });
});

describe('the bff metrics', () => {
  it('count calls by route and status on their own port, never on the public one', async () => {
    const { app } = await startBff({ ORDERING_API_URL: upstream.url, WEB_DIST_DIR: web.dir, METRICS_PORT: '0' });
    try {
      await app.inject({ method: 'GET', url: '/bff/health' });
      await app.inject({ method: 'GET', url: '/bff/config' });
      expect((await app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('http_request_duration_seconds');
      const text = await (await fetch(`http://127.0.0.1:${app.metricsPort()}/metrics`)).text();
      expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/bff\/config"[^}]*status_code="200"[^}]*\} 1/);
      expect(text).not.toContain('route="/bff/health"');
      expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    } finally {
      await app.close();
    }
  });

  it('are off unless a port is set', async () => {
    const { app } = await startBff({ ORDERING_API_URL: upstream.url, WEB_DIST_DIR: web.dir });
    try {
      expect(app.hasDecorator('metricsPort')).toBe(false);
    } finally {
      await app.close();
    }
  });
});
