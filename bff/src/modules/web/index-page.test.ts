import { describe, expect, it } from 'vitest';
import { inlineConfigJson } from '../config/runtime-config.js';
import {
  firstVisitEntry,
  firstVisitRoute,
  liffDeepLink,
  opensLiff,
  parseFirstVisit,
  renderIndexHtml,
} from './index-page.js';

describe('renderIndexHtml', () => {
  it('puts the base tag and config first in head and sets the language', () => {
    const html = renderIndexHtml(
      '<!doctype html><html lang="en" class="x"><head><title>t</title></head><body></body></html>',
      {
        basePath: '/shop/',
        locale: 'th',
        configJson: '{"a":1}',
      },
    );
    expect(html).toBe(
      '<!doctype html><html lang="th" class="x"><head><base href="/shop/"><script type="application/json" id="eorder-config">{"a":1}</script><title>t</title></head><body></body></html>',
    );
  });

  it('adds a missing lang, drops a template base tag and keeps $ sequences literal', () => {
    const html = renderIndexHtml('<html><head><base href="./"></head></html>', {
      basePath: '/',
      locale: 'en',
      configJson: '{"name":"$& $1 $$"}',
    });
    expect(html).toBe(
      '<html lang="en"><head><base href="/"><script type="application/json" id="eorder-config">{"name":"$& $1 $$"}</script></head></html>',
    );
  });

  it('escapes < in the inlined config so no tag can close the block', () => {
    const json = inlineConfigJson({ companyName: '</script><script>alert(1)</script>' } as never);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ companyName: '</script><script>alert(1)</script>' });
  });
});

describe('first-visit preloads', () => {
  it('names the session call, the scripts and the style sheets before the end of head', () => {
    const html = renderIndexHtml(
      '<html><head><script type="module" src="./assets/index-1.js"></script></head></html>',
      {
        basePath: '/',
        locale: 'th',
        configJson: '{}',
        preloads: {
          scripts: ['assets/th-1.js', 'assets/home-2.js'],
          styles: ['assets/home-3.css'],
        },
      },
    );
    expect(html).toContain(
      '<script type="module" src="./assets/index-1.js"></script>' +
        '<link rel="preload" as="fetch" crossorigin href="bff/session">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/th-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/home-2.js">' +
        '<link rel="preload" as="style" crossorigin href="./assets/home-3.css"></head>',
    );
  });

  it("names only stored or http(s) pictures of the first screen, and paints the banner's", () => {
    const template =
      '<html><head></head><body><!--eorder:first-screen--><div class="x"></div><!--/eorder:first-screen--></body></html>';
    const render = (preload: string[], banner?: string, row?: (string | null)[]) =>
      renderIndexHtml(template, {
        basePath: '/',
        locale: 'th',
        configJson: '{}',
        pictures: { preload, banner, row },
      });
    const html = render(
      [
        'api/customer/files/b/B1.jpg',
        'https://cdn.example.com/p.jpg',
        'javascript:alert(1)',
        'api/customer/files/"><script>',
        'api/customer/files/../x',
      ],
      'api/customer/files/b/B1.jpg',
    );
    expect(
      [...html.matchAll(/as="image" fetchpriority="high" href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['api/customer/files/b/B1.jpg', 'https://cdn.example.com/p.jpg']);
    expect(html).toContain(
      '<body><div class="eo-boot-banner"><img src="api/customer/files/b/B1.jpg" alt="" fetchpriority="high"></div></body>',
    );
    // A card without a (safe) picture keeps its place as an empty box.
    expect(render([], undefined, ['javascript:x', 'api/customer/files/p/P1.jpg', null])).toContain(
      '<body><div class="eo-boot-row"><span></span><img src="api/customer/files/p/P1.jpg" alt="" fetchpriority="high"><span></span></div></body>',
    );
    expect(render([], undefined, [null, null])).toContain('<!--eorder:first-screen-->');
    // Nothing safe to show: the template's own block stays.
    expect(render([], 'data:image/svg+xml;base64,AAAA', ['"><script>'])).toContain(
      '<!--eorder:first-screen--><div class="x"></div><!--/eorder:first-screen-->',
    );
  });

  it('reads the build list, keeping only build file names', () => {
    const list = parseFirstVisit(
      JSON.stringify({
        routes: {
          '/': {
            scripts: ['assets/home-1.js', '"><script>', '../secret.js'],
            styles: ['assets/a.css'],
          },
        },
        locales: { th: { scripts: ['assets/th-1.js'] } },
        texts: { '/': { en: { scripts: ['assets/home-en-1.js', '../x.js'] } }, '/x': 'bad' },
      }),
    );
    expect(list.routes['/']).toEqual({ scripts: ['assets/home-1.js'], styles: ['assets/a.css'] });
    expect(list.locales.th).toEqual({ scripts: ['assets/th-1.js'], styles: [] });
    expect(list.texts['/']?.en).toEqual({ scripts: ['assets/home-en-1.js'], styles: [] });
    expect(list.texts['/x']).toEqual({});
    const none = { routes: {}, locales: {}, texts: {}, liff: { scripts: [], styles: [] } };
    expect(list.liff).toEqual(none.liff);
    expect(parseFirstVisit('not json')).toEqual(none);
    expect(parseFirstVisit(undefined)).toEqual(none);
    expect(
      parseFirstVisit(JSON.stringify({ liff: { scripts: ['assets/runtime-1.js', '/x.js'] } })).liff,
    ).toEqual({ scripts: ['assets/runtime-1.js'], styles: [] });
  });

  it.each([
    ['', '/'],
    ['en', '/'],
    ['en/', '/'],
    ['product', '/product'],
    ['en/product/', '/product'],
    ['product/P001', '/product/P001'],
    ['english', '/english'],
  ])('takes %j as the page %s', (relative, route) => {
    expect(firstVisitRoute(relative)).toBe(route);
  });
});

describe('the first-visit entry of a page', () => {
  const routes = { '/': 'home', '/product': 'list', '/product/:code': 'detail' };

  it.each([
    ['/', ['/', 'home']],
    ['/product', ['/product', 'list']],
    ['/product/P001', ['/product/:code', 'detail']],
    ['/product/P001/more', undefined],
    ['/cart', undefined],
  ])('finds %j by name or pattern', (route, entry) => {
    expect(firstVisitEntry(routes, route)).toEqual(entry);
  });
});

describe("the page of LINE's deep link", () => {
  it.each([
    ['/product/P001', 'product/P001'],
    ['product/P001?cid=DC02#top', 'product/P001'],
    ['/en/cart', 'en/cart'],
  ])('takes liff.state %j as the page %j', (state, page) => {
    expect(liffDeepLink(state)).toBe(page);
  });

  it.each([
    [undefined],
    [['/a', '/b']],
    ['?x=1'],
    ['#top'],
    ['/'],
    ['//host/x'],
    ['/a/../b'],
    ['/a\\b'],
  ])('has none for %j', (state) => {
    expect(liffDeepLink(state)).toBeUndefined();
  });
});

describe('a page load that starts LIFF', () => {
  const ids = { customer: 'C-1', merchant: null };
  const LINE_APP = 'Mozilla/5.0 (iPhone) Mobile/15E148 Safari Line/14.3.0';
  const BROWSER = 'Mozilla/5.0 (iPhone) Mobile/15E148 Safari/604.1';

  it.each([
    ['', { 'liff.state': '/product/P1' }, BROWSER],
    ['', { liffClientId: 'C' }, undefined],
    ['product/P1', {}, LINE_APP],
    ['en/cart', { 'liff.referrer': 'x' }, BROWSER],
  ])('starts for %j with %j by %j', (relative, query, userAgent) => {
    expect(opensLiff(ids, { relative, query, userAgent })).toBe(true);
  });

  it.each([
    ['', {}, BROWSER],
    ['product/P1', { state: '/x', liff: '1' }, undefined],
    ['merchant/orders', { 'liff.state': '/merchant' }, LINE_APP],
  ])('does not for %j with %j by %j', (relative, query, userAgent) => {
    expect(opensLiff(ids, { relative, query, userAgent })).toBe(false);
  });
});

describe('the frame painted before the app', () => {
  const template =
    '<html><head></head><body><div class="eo-boot-bar"><!--eorder:brand--></div></body></html>';
  const render = (logo: string | null, name: string) =>
    renderIndexHtml(template, {
      basePath: '/',
      locale: 'th',
      configJson: '{}',
      brand: { logo, name },
    });

  it('shows the company logo file the app header shows', () => {
    expect(render('DSG', 'DSG')).toContain(
      '<div class="eo-boot-bar"><img class="eo-boot-logo" src="logos/DSG.svg" alt="" height="30"></div>',
    );
  });

  it('shows the name, escaped, when there is no logo (or an odd one)', () => {
    expect(render(null, 'ร้าน <b>')).toContain('<span class="eo-boot-name">ร้าน &lt;b&gt;</span>');
    expect(render('../x', 'X')).toContain('<span class="eo-boot-name">X</span>');
  });
});
