import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, XHR } from '../../../test/bff.js';
import { startFakeUpstream, type FakeUpstream } from '../../../test/fake-upstream.js';
import { ASSET_JS, createWebDist, type WebDist } from '../../../test/web-dist.js';

let upstream: FakeUpstream;
let web: WebDist;
let app: FastifyInstance;
let shop: FastifyInstance;
let withLiff: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  web = createWebDist();
  ({ app } = await startBff({
    ORDERING_API_URL: upstream.url,
    WEB_DIST_DIR: web.dir,
    COMPANY_CODE: 'TCP',
    COMPANY_NAME: 'ทีซีพี </script><b>',
  }));
  ({ app: shop } = await startBff({
    ORDERING_API_URL: upstream.url,
    WEB_DIST_DIR: web.dir,
    BASE_PATH: 'shop',
  }));
  ({ app: withLiff } = await startBff({
    ORDERING_API_URL: upstream.url,
    WEB_DIST_DIR: web.dir,
    LIFF_ID_CUSTOMER: '1650000000-customer',
  }));
});

afterAll(async () => {
  await app.close();
  await shop.close();
  await withLiff.close();
  await upstream.close();
  web.remove();
});

const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function inlinedConfig(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="eorder-config">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no config block');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('history fallback', () => {
  it.each([
    ['/', 'th'],
    ['/product/123', 'th'],
    ['/merchant/order/55/1001', 'th'],
    ['/en', 'en'],
    ['/en/cart', 'en'],
  ])('answers index.html for %s with the base tag, lang %s and the config', async (url, lang) => {
    const response = await app.inject({ method: 'GET', url, headers: page });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toMatch(
      /<head>\s*<base href="\/"><script type="application\/json" id="eorder-config">/,
    );
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html.match(/<base /g)).toHaveLength(1);
    expect(html).toContain('src="./assets/index-Bx7d2kQ1.js"');
    const config = inlinedConfig(html);
    expect(config).toMatchObject({
      companyCode: 'TCP',
      logo: 'TCP',
      basePath: '/',
      cookiePrefix: 'dsg_',
    });
    expect(config.companyName).toBe('ทีซีพี </script><b>');
    expect(html).not.toContain('ทีซีพี </script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('preloads the texts of the language and the chunks of the page the build lists', async () => {
    const preloaded = async (url: string) => {
      const html = (await app.inject({ method: 'GET', url, headers: page })).body;
      return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
        (match) => match[1],
      );
    };
    expect(await preloaded('/')).toEqual([
      'bff/session',
      'api/customer/files/banners/B1.jpg',
      './assets/th-7a8b.js',
      './assets/home-page-1a2b.js',
      './assets/home-page-3c4d.css',
    ]);
    expect(await preloaded('/en/product?p=rice')).toEqual([
      'bff/session',
      './assets/en-9c0d.js',
      './assets/product-list-5e6f.js',
    ]);
    expect(await preloaded('/cart')).toEqual(['bff/session', './assets/th-7a8b.js']);
    // A page of a pattern the build lists: any product's page.
    expect(await preloaded('/product/P001')).toEqual([
      'bff/session',
      './assets/th-7a8b.js',
      './assets/product-detail-7a7b.js',
    ]);
  });

  describe("a first visit's first screen", () => {
    const imagePreloads = (html: string) =>
      [
        ...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g),
      ].map((match) => match[1]);

    it('names the first banner on the home, and paints it in the frame', async () => {
      for (const url of ['/', '/en']) {
        const html = (await app.inject({ method: 'GET', url, headers: page })).body;
        expect(imagePreloads(html)).toEqual(['api/customer/files/banners/B1.jpg']);
        expect(html).toContain(
          '<div class="eo-boot-banner"><img src="api/customer/files/banners/B1.jpg" alt="" fetchpriority="high"></div>',
        );
      }
    });

    it("names the first row's pictures on the product list, each product's first", async () => {
      const html = (await app.inject({ method: 'GET', url: '/product', headers: page })).body;
      expect(imagePreloads(html)).toEqual([
        'api/customer/files/products/P1.jpg',
        'api/customer/files/products/P2-a.jpg',
      ]);
      expect(html).toContain(
        '<div class="eo-boot-row"><img src="api/customer/files/products/P1.jpg" alt="" fetchpriority="high"><img src="api/customer/files/products/P2-a.jpg" alt="" fetchpriority="high"></div>',
      );
    });

    it('names none where the center or the list may differ from a new guest', async () => {
      const cases = [
        { url: '/', headers: { ...page, cookie: 'dsg_token=anything' } },
        { url: '/product?p=rice', headers: page },
        { url: '/product/P001', headers: page },
        { url: '/cart', headers: page },
      ];
      for (const { url, headers } of cases) {
        const html = (await app.inject({ method: 'GET', url, headers })).body;
        expect(imagePreloads(html), url).toEqual([]);
        expect(html, url).not.toContain('<img src="api/customer');
        expect(html, url).toContain('<div class="eo-boot-banner"></div>');
      }
      // LINE opening the LIFF app: its sign-in may choose another center.
      const liff = await withLiff.inject({
        method: 'GET',
        url: '/',
        headers: { ...page, 'user-agent': 'Mozilla/5.0 Line/13.1.0' },
      });
      expect(imagePreloads(liff.body)).toEqual([]);
    });
  });

  it("preloads what the deep link LINE opens needs, not the LIFF endpoint's page", async () => {
    const preloaded = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: page });
      const links = [
        ...response.body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g),
      ];
      return {
        lang: /<html[^>]*lang="(\w+)"/.exec(response.body)?.[1],
        links: links.map((m) => m[1]),
      };
    };
    const deepLink = (state: string) => `/?liff.state=${encodeURIComponent(state)}`;
    expect(await preloaded(deepLink('/en/product/P001?cid=DC02'))).toEqual({
      lang: 'en',
      links: ['bff/session', './assets/en-9c0d.js', './assets/product-detail-7a7b.js'],
    });
    expect((await preloaded(deepLink('/cart'))).links).toEqual([
      'bff/session',
      './assets/th-7a8b.js',
    ]);
    // A state that is no page of the app (only a query, another host) keeps the endpoint's page.
    for (const state of ['?x=1', '//evil.example/product', '/../product/P001'])
      expect((await preloaded(deepLink(state))).links).toContain('./assets/home-page-1a2b.js');
  });

  describe("LIFF's start-up, preloaded where LINE opens a LIFF app", () => {
    const LIFF_CHUNKS = [
      './assets/liff-1e2f.js',
      './assets/runtime-3a4b.js',
      './assets/sign-in-5c6d.js',
    ];
    const LINE_APP = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 Line/14.3.0/IAB';
    const open = async (bff: FastifyInstance, url: string, userAgent?: string) => {
      const response = await bff.inject({
        method: 'GET',
        url,
        headers: { ...page, ...(userAgent ? { 'user-agent': userAgent } : {}) },
      });
      const links = response.body.matchAll(
        /<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g,
      );
      return { links: [...links].map((m) => m[1]), vary: response.headers.vary };
    };
    const deepLink = `/?liff.state=${encodeURIComponent('/product/P001')}`;

    it("names the SDK and the LINE sign-in first, then the deep link's texts and page", async () => {
      const opened = await open(withLiff, deepLink);
      expect(opened.links).toEqual([
        'bff/session',
        ...LIFF_CHUNKS,
        './assets/th-7a8b.js',
        './assets/product-detail-7a7b.js',
      ]);
      expect(opened.vary).toBe('accept-encoding, user-agent');
      // LINE's in-app browser, and the return from a LINE login, start LIFF without a deep link.
      expect((await open(withLiff, '/product/P001', LINE_APP)).links).toEqual(
        expect.arrayContaining(LIFF_CHUNKS),
      );
      expect((await open(withLiff, '/?liffClientId=1650000000')).links).toEqual(
        expect.arrayContaining(LIFF_CHUNKS),
      );
    });

    it('names none of it for a plain browser, nor where the area has no LIFF app', async () => {
      for (const url of ['/', '/product/P001', '/en/cart?p=1']) {
        const { links } = await open(withLiff, url);
        expect(
          links.filter((link) => LIFF_CHUNKS.includes(link ?? '')),
          url,
        ).toEqual([]);
      }
      // The same build, the same pages: the cached plain page does not answer LINE, nor the reverse.
      expect((await open(withLiff, '/product/P001', LINE_APP)).links).toContain(LIFF_CHUNKS[1]);
      expect((await open(withLiff, '/product/P001')).links).not.toContain(LIFF_CHUNKS[1]);
      // No merchant LIFF app here; no LIFF app at all in the other bff.
      expect(
        (await open(withLiff, '/merchant?liff.state=%2Fmerchant%2Forders')).links,
      ).not.toContain(LIFF_CHUNKS[1]);
      const noLiff = await open(app, deepLink, LINE_APP);
      expect(noLiff.links).not.toContain(LIFF_CHUNKS[1]);
      expect(noLiff.vary).toBe('accept-encoding');
    });
  });

  it('serves index.html compressed when the browser accepts it, with a revalidating etag', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/cart',
      headers: { ...page, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<html lang="th">');
    const gzip = await app.inject({
      method: 'GET',
      url: '/en/cart',
      headers: { ...page, 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<html lang="en">');
    const again = await app.inject({
      method: 'GET',
      url: '/cart',
      headers: { ...page, 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('does not answer index.html for data or image requests, nor for missing assets', async () => {
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/product/123',
          headers: { accept: 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/missing.png',
          headers: { accept: 'image/avif,image/webp,*/*;q=0.8' },
        })
      ).statusCode,
    ).toBe(404);
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: page });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ Code: 'NOT_FOUND' });
  });

  it('never serves dotfiles or paths outside the build', async () => {
    for (const url of ['/.env', '/assets/../.env', '/%2e%2e/package.json']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.body, url).not.toContain('SECRET');
    }
  });
});

describe('files', () => {
  it('serves hashed assets with an immutable year-long cache, compressed', async () => {
    const plain = await app.inject({ method: 'GET', url: '/assets/index-Bx7d2kQ1.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(ASSET_JS);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toMatch(/javascript/);

    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-Bx7d2kQ1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_JS);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(ASSET_JS));

    const image = await app.inject({
      method: 'GET',
      url: '/assets/logo-9f8e7d6c.png',
      headers: { 'accept-encoding': 'br' },
    });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('prefers a precompressed sibling written by the build', async () => {
    writeFileSync(
      path.join(web.dir, 'assets', 'index-C4fS9aLm.css.gz'),
      Buffer.from('precompressed-marker'),
    );
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-C4fS9aLm.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body).toBe('precompressed-marker');
  });

  it('serves other files with no-cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('User-agent');
  });

  it('sets the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: page });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('BASE_PATH /shop/', () => {
  it('serves the web, the fallback, the mounts and the bff endpoints under it', async () => {
    const home = await shop.inject({ method: 'GET', url: '/shop/en/product/1', headers: page });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<base href="/shop/">');
    expect(home.body).toContain('<html lang="en">');
    expect(inlinedConfig(home.body)).toMatchObject({ basePath: '/shop/' });

    const asset = await shop.inject({ method: 'GET', url: '/shop/assets/index-Bx7d2kQ1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const guest = await shop.inject({
      method: 'GET',
      url: '/shop/api/customer/authen/login/guest',
      headers: XHR,
    });
    const cookie = (guest.cookies as { name: string; path?: string }[]).find(
      (entry) => entry.name === 'dsg_token',
    );
    expect(cookie?.path).toBe('/shop/');

    expect((await shop.inject({ method: 'GET', url: '/shop/bff/health' })).json()).toEqual({
      status: 'ok',
      upstream: 'ok',
    });
    const redirect = await shop.inject({ method: 'GET', url: '/shop?id=1' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/shop/?id=1');
    expect(
      (await shop.inject({ method: 'GET', url: '/api/customer/authen/login/guest' })).statusCode,
    ).toBe(404);
    expect((await shop.inject({ method: 'GET', url: '/', headers: page })).statusCode).toBe(404);
  });
});

describe('without a build', () => {
  it('answers 503 with a page saying how to build the web', async () => {
    const empty = createWebDist({ withIndex: false });
    const { app: unbuilt } = await startBff({
      ORDERING_API_URL: upstream.url,
      WEB_DIST_DIR: empty.dir,
    });
    try {
      const response = await unbuilt.inject({ method: 'GET', url: '/en/cart', headers: page });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('pnpm --filter @eorder/web build');
      expect(response.body).toContain('The web is not built');
      // Everything else keeps working.
      expect((await unbuilt.inject({ method: 'GET', url: '/bff/health' })).statusCode).toBe(200);
    } finally {
      await unbuilt.close();
      empty.remove();
    }
  });
});
