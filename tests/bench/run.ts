// `pnpm bench`: figures, not tests; it prints and never fails on a number. Needs the built
// packages; results also go to bench-results/latest.json, the options are parsed below.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { DEFAULT_POOL_SIZE } from '../../ordering-api/src/db/client';
import { DEMO_ACCOUNTS } from '../../ordering-api/src/seed/accounts';
import { liffMockData } from '../fakes/line/liff-mock';
import { freePort, REPO_ROOT, startStack, type LineStack, type Stack } from '../support/stack';
import { orderableProducts, signInCustomers, startBenchApi, type BenchApi } from './api';
import { callbacksSection } from './callbacks';
import { chatSection } from './chat';
import { failoverSection } from './failover';
import { merchantSection } from './merchant';
import { peerSection } from './peer';
import { CHROMIUM, CHROMIUM_ARGS, paintProbe, PHONE } from '../support/chromium';
import type { LoadKind } from './paced';
import { riderSection } from './rider';
import { fuzzSection } from './fuzz';
import { findToken, psql, searchSection } from './search';

const { values: options } = parseArgs({
  options: {
    'skip-start': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string' },
    'skip-orders': { type: 'boolean', default: false },
    'only-orders': { type: 'boolean', default: false },
    'order-connections': { type: 'string' },
    'skip-search': { type: 'boolean', default: false },
    'only-search': { type: 'boolean', default: false },
    'skip-callbacks': { type: 'boolean', default: false },
    'only-callbacks': { type: 'boolean', default: false },
    'skip-rider': { type: 'boolean', default: false },
    'only-rider': { type: 'boolean', default: false },
    'skip-fuzz': { type: 'boolean', default: false },
    'only-fuzz': { type: 'boolean', default: false },
    'fuzz-requests': { type: 'string', default: '10000' },
    'fuzz-seed': { type: 'string' },
    'skip-merchant': { type: 'boolean', default: false },
    'only-merchant': { type: 'boolean', default: false },
    'skip-peer': { type: 'boolean', default: false },
    'only-peer': { type: 'boolean', default: false },
    'only-line': { type: 'boolean', default: false },
    'skip-chat': { type: 'boolean', default: false },
    'only-chat': { type: 'boolean', default: false },
    'only-failover': { type: 'boolean', default: false },
    'line-runs': { type: 'string' },
    'line-baseline': { type: 'string' },
    duration: { type: 'string' },
    // How load at a rate is sent (decision 100): paced, the headline, or autocannon's bursts.
    load: { type: 'string', default: 'paced' },
    connections: { type: 'string', default: '10' },
  },
});

const duration = Number(options.duration ?? '5');
if (options.load !== 'paced' && options.load !== 'autocannon')
  throw new Error('--load is paced or autocannon');
const loadKind: LoadKind = options.load;

const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
const LIFF_MOCK_DIST = path.join(REPO_ROOT, 'web', 'dist-liff-mock');
const OUT_DIR = path.join(REPO_ROOT, 'bench-results');
const results: Record<string, unknown> = {
  at: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function heading(title: string) {
  console.log(`\n== ${title}`);
}

function table(rows: string[][]) {
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  for (const row of rows)
    console.log(
      `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('   ')}`,
    );
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

// ------------------------------------------------------------ bundle, from the build

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function readManifest(dist = WEB_DIST): Record<string, ManifestChunk> | undefined {
  for (const file of [
    path.join(dist, '.vite', 'manifest.json'),
    path.join(dist, 'manifest.json'),
  ]) {
    if (existsSync(file))
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  }
  return undefined;
}

/** A chunk and everything it imports statically (what loads before it runs). */
function staticClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/** The JavaScript index.html loads before anything is lazy: its module scripts and modulepreload links. */
function initialScriptsFromHtml(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(
    /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g,
  ))
    if (match[1]) files.add(match[1]);
  for (const match of html.matchAll(
    /<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/g,
  ))
    if (match[1]) files.add(match[1]);
  for (const match of html.matchAll(
    /<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g,
  ))
    if (match[1]) files.add(match[1]);
  for (const match of html.matchAll(
    /<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["']/g,
  ))
    if (match[1]) files.add(match[1]);
  return [...files];
}

/** `/eorder/assets/x.js`, `./assets/x.js` or a full URL → the file in web/dist (or another build). */
function distFile(reference: string, dist = WEB_DIST): string | undefined {
  const pathname = reference.startsWith('http') ? new URL(reference).pathname : reference;
  const index = pathname.indexOf('assets/');
  const relative = index >= 0 ? pathname.slice(index) : pathname.replace(/^\.?\/+/, '');
  const file = path.join(dist, relative);
  return existsSync(file) ? file : undefined;
}

/** The budget of the architecture: JavaScript of a first visit of / and of /product, gzip. */
const FIRST_VISIT_BUDGET_KB = 170;
/** The measured pages, as the build's first-visit list names them, and their paths under the base. */
const FIRST_VISIT_PAGES = [
  ['/', ''],
  ['/product', 'product'],
] as const;

/** The web build's `first-visit.json`: the lazy chunks of each measured page and of each language. */
interface FirstVisitList {
  routes: Record<string, { scripts: string[] } | undefined>;
  locales: Record<string, { scripts: string[] } | undefined>;
}

function readFirstVisit(dist = WEB_DIST): FirstVisitList | undefined {
  const file = path.join(dist, 'first-visit.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstVisitList) : undefined;
}

/**
 * What a first visit of a page loads before the page can show its content, by the build: the entry
 * and its static imports (index.html's module script and modulepreloads), the Thai texts and the
 * page's lazy chunks with their imports (`first-visit.json`, which the bff also names as preloads).
 * Files of the build, relative to it.
 */
function firstVisitFiles(route: string, dist = WEB_DIST): string[] | undefined {
  const indexHtml = path.join(dist, 'index.html');
  const list = readFirstVisit(dist);
  if (!existsSync(indexHtml) || !list?.routes[route]) return undefined;
  const files = new Set<string>();
  for (const script of initialScriptsFromHtml(readFileSync(indexHtml, 'utf8'))) {
    const file = distFile(script, dist);
    if (file) files.add(path.relative(dist, file));
  }
  for (const script of [...(list.locales.th?.scripts ?? []), ...list.routes[route].scripts])
    files.add(script);
  return [...files];
}

const gzipOfFiles = (files: Iterable<string>, dist = WEB_DIST) => {
  let bytes = 0;
  for (const file of files)
    if (existsSync(path.join(dist, file))) bytes += gzipSize(path.join(dist, file));
  return bytes;
};

function bundleFromBuild() {
  heading(
    'First-visit JavaScript from the build (gzip -9): entry, static imports, Thai texts and the page, before it shows its content',
  );
  const indexHtml = path.join(WEB_DIST, 'index.html');
  if (!existsSync(indexHtml)) {
    console.log(
      '  web/dist/index.html is missing: build the web first (pnpm --filter @eorder/web build).',
    );
    return;
  }
  const entryFiles = initialScriptsFromHtml(readFileSync(indexHtml, 'utf8'))
    .map((script) => distFile(script))
    .filter((file): file is string => file !== undefined)
    .map((file) => path.relative(WEB_DIST, file));
  const entry = gzipOfFiles(entryFiles);
  const rows = [
    ['page', 'files', 'gzip', 'budget'],
    ['(entry + static imports, every page)', String(entryFiles.length), kb(entry), ''],
  ];
  const figures: Record<string, number> = { entry };
  const notes: string[] = [];
  for (const [route, name] of FIRST_VISIT_PAGES) {
    const files = firstVisitFiles(route);
    if (!files) {
      notes.push(
        `${route}: the build has no first-visit.json entry for it; see the browser figures.`,
      );
      continue;
    }
    const bytes = gzipOfFiles(files);
    figures[name || 'home'] = bytes;
    const verdict = bytes <= FIRST_VISIT_BUDGET_KB * 1024 ? 'within' : 'OVER';
    rows.push([route, String(files.length), kb(bytes), `${verdict} ${FIRST_VISIT_BUDGET_KB} KB`]);
  }
  table(rows);
  for (const note of notes) console.log(`  ${note}`);
  console.log(
    `  budget: ${FIRST_VISIT_BUDGET_KB} KB for / and /product, counting every chunk the page loads before it shows its content`,
  );
  results.bundleFromBuild = figures;
}

// ------------------------------------------------------------ bundle, as Chromium loads it

/** A page shows its content once a product card is on screen (home shelves, the product list). */
const CONTENT_SHOWN = 'main [data-testid="product-card"]';
/** The cookie consent dialog a first visit (no consent cookie) shows once the page has settled. */
const COOKIE_CONSENT = '[data-testid="cookie-consent"]';

/**
 * Each page opened as a first visit (fresh profile, no cookies) at phone size: the scripts Chromium
 * asked for before the page showed its content, and all of them once the cookie consent dialog
 * (the last thing a first visit loads) has shown and the network is idle. Scripts the build's
 * first-visit figure does not count are named: that figure would then be too low.
 */
async function bundleInBrowser(stack: Stack) {
  heading(
    'JavaScript a first visit in Chromium loads, before the page shows its content and until the network is idle (gzip -9 of the files served)',
  );
  if (!existsSync(CHROMIUM)) {
    console.log(`  ${CHROMIUM} is missing; skipped.`);
    return;
  }
  const figures: Record<string, { content: number; idle: number }> = {};
  const rows = [['page', 'files', 'gzip before content', 'files', 'gzip at idle']];
  const notes: string[] = [];
  for (const [route, name] of FIRST_VISIT_PAGES) {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'eorder-bench-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() !== 'script') return;
        const file = distFile(request.url());
        if (file) scripts.add(path.relative(WEB_DIST, file));
      });
      await page.goto(`${stack.baseUrl}${name}`, { waitUntil: 'commit' });
      await page.locator(CONTENT_SHOWN).first().waitFor({ state: 'visible', timeout: 60_000 });
      const beforeContent = [...scripts];
      // The cookie consent is the last thing a first visit loads, once the page has settled; the
      // network can be idle for a moment before it starts, so wait for it, then for the network.
      await page.locator(COOKIE_CONSENT).waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const idle = [...scripts];
      const content = gzipOfFiles(beforeContent);
      const all = gzipOfFiles(idle);
      figures[name || 'home'] = { content, idle: all };
      rows.push([route, String(beforeContent.length), kb(content), String(idle.length), kb(all)]);
      const counted = new Set(firstVisitFiles(route) ?? []);
      const missed = beforeContent.filter((file) => !counted.has(file));
      if (counted.size > 0 && missed.length > 0)
        notes.push(
          `${route}: loaded before its content but not in the build figure: ${missed.join(', ')}`,
        );
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  table(rows);
  for (const note of notes) console.log(`  ${note}`);
  results.bundleInBrowser = figures;
}

// ------------------------------------------------------------ LINE

/** The manifest keys of the chunks `sources` are in, and of everything those import statically. */
function chunksOf(manifest: Record<string, ManifestChunk>, sources: string[]): Set<string> {
  const keys = new Set<string>();
  for (const source of sources) if (manifest[source]) staticClosure(manifest, source, keys);
  return keys;
}

function gzipOfKeys(
  manifest: Record<string, ManifestChunk>,
  keys: Iterable<string>,
  dist: string,
): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key] ? path.join(dist, manifest[key].file) : undefined;
    if (file && existsSync(file) && file.endsWith('.js')) bytes += gzipSize(file);
  }
  return bytes;
}

/**
 * The scripts a page loads until the network is idle, as files of `dist`, and those of them it asked
 * for before the product page was painted (the context must run `paintProbe` for the product heading).
 */
async function scriptsLoaded(
  context: BrowserContext,
  url: string,
  dist: string,
): Promise<{ all: Set<string>; beforePaint: Set<string> }> {
  const page = await context.newPage();
  const all = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      const file = distFile(response.url(), dist);
      if (file) all.add(file);
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction((selector) => window.__eorderPaintedAt?.[selector], PRODUCT_HEADING, {
    timeout: 60_000,
  });
  // Resource timings share performance.now()'s clock with the probe.
  const early = await page.evaluate(
    (selector) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < (window.__eorderPaintedAt?.[selector] ?? Infinity))
        .map((entry) => entry.name),
    PRODUCT_HEADING,
  );
  const beforePaint = new Set<string>();
  for (const name of early) {
    const file = distFile(name, dist);
    if (file?.endsWith('.js')) beforePaint.add(file);
  }
  await page.close();
  return { all, beforePaint };
}

/**
 * The production build's file for a file of the LIFF mock build: the same manifest key, or else the
 * only chunk of the same name (shared chunks are keyed by their hash); the mock build's own file
 * where neither tells. The mock build's start-up also carries the mock's code, which production
 * leaves out.
 */
function productionFile(
  file: string,
  mock: Record<string, ManifestChunk>,
  plain: Record<string, ManifestChunk> | undefined,
): string {
  if (!plain) return file;
  const relative = path.relative(LIFF_MOCK_DIST, file).split(path.sep).join('/');
  const key = Object.keys(mock).find((candidate) => mock[candidate]?.file === relative);
  const chunk = key ? mock[key] : undefined;
  if (!key || !chunk) return file;
  const same =
    plain[key] ??
    (() => {
      const named = Object.values(plain).filter((other) => other.name === chunk.name);
      return named.length === 1 ? named[0] : undefined;
    })();
  return same ? path.join(WEB_DIST, same.file) : file;
}

interface LinkedLineUser {
  userId: string;
  signIn: () => Promise<{ idToken: string; accessToken: string }>;
}

/** A LINE user linked to the demo customer, as the web links one after a password sign-in. */
async function linkedLineUser(line: LineStack): Promise<LinkedLineUser> {
  const first = await line.platform.login();
  const jar = new Map<string, string>();
  const post = async (route: string, body: unknown): Promise<Record<string, unknown>> => {
    const response = await fetch(new URL(route, line.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        Origin: new URL(line.baseUrl).origin,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const exchange = await post('bff/line/exchange', { idToken: first.idToken, area: 'customer' });
  if (exchange.needsRegistration === true) {
    const { username, password } = DEMO_ACCOUNTS.customer;
    await post('api/customer/authen/customer/login', { Username: username, Password: password });
    await post('bff/line/link', { area: 'customer' });
  }
  return { userId: first.userId, signIn: () => line.platform.login(first.userId) };
}

declare global {
  interface Window {
    __EORDER_LIFF_MOCK__?: Record<string, unknown>;
  }
}

/** The product page's heading: its first paint is the page's (`paintProbe`). */
const PRODUCT_HEADING = '[data-testid="product-detail"] h1';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function lineFigures(stack: Stack) {
  const line = stack.line;
  heading('LINE: what LINE adds to the initial JavaScript (gzip -9)');
  if (!line) {
    console.log('  the LINE side of the stack did not start; skipped.');
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`  ${CHROMIUM} is missing; skipped.`);
    return;
  }
  const figures: Record<string, unknown> = {};
  const plain = readManifest();
  const mock = readManifest(LIFF_MOCK_DIST);
  const sdkSources = [
    'src/lib/liff/runtime.ts',
    'src/lib/liff/runtime-extras.ts',
    'src/lib/liff/mock.ts',
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const phone = PHONE;
  const product = 'product/P000001';
  const consent = (url: string) => ({
    name: 'dsg_cookies_consent',
    value: 'Y',
    domain: new URL(url).hostname,
    path: new URL(url).pathname,
    sameSite: 'Lax' as const,
  });
  try {
    const user = await linkedLineUser(line);

    // Outside LINE: the production build in a plain browser must not download the LIFF SDK.
    if (plain) {
      const initial = staticClosure(plain, 'index.html');
      const sdkKeys = [...chunksOf(plain, sdkSources)].filter((key) => !initial.has(key));
      const sdkFiles = new Set(sdkKeys.map((key) => path.join(WEB_DIST, plain[key]?.file ?? '')));
      const context = await browser.newContext(phone);
      await context.addCookies([consent(stack.baseUrl)]);
      await context.addInitScript(paintProbe, PRODUCT_HEADING);
      const loaded = await scriptsLoaded(context, `${stack.baseUrl}${product}`, WEB_DIST);
      await context.close();
      const sdk = [...loaded.all].filter((file) => sdkFiles.has(file));
      const adapter = Object.keys(plain).filter(
        (key) => plain[key]?.name === 'liff' && initial.has(key),
      );
      figures.outside = {
        sdkFiles: sdk.length,
        sdkGzip: sdk.reduce((sum, file) => sum + gzipSize(file), 0),
        adapterGzip: gzipOfKeys(plain, adapter, WEB_DIST),
      };
    }

    // Inside LINE: the same page for the same customer opened by LINE (LIFF mock build, signed in by
    // LINE) against it opened in a browser (signed in with the password); the mock itself and the
    // APIs production installs on first use (runtime-extras) left out.
    if (mock) {
      const testOnly = new Set<string>();
      for (const key of chunksOf(mock, [
        'src/lib/liff/mock.ts',
        'src/lib/liff/runtime-extras.ts',
      ])) {
        if (!chunksOf(mock, ['src/lib/liff/runtime.ts']).has(key))
          testOnly.add(path.join(LIFF_MOCK_DIST, mock[key]?.file ?? ''));
      }
      const outsideContext = await browser.newContext(phone);
      await outsideContext.addCookies([consent(line.baseUrl)]);
      await outsideContext.addInitScript(paintProbe, PRODUCT_HEADING);
      const { username, password } = DEMO_ACCOUNTS.customer;
      const signIn = await outsideContext.request.post(
        `${line.baseUrl}api/customer/authen/customer/login`,
        {
          data: { Username: username, Password: password },
          headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(line.baseUrl).origin },
        },
      );
      if (!signIn.ok()) throw new Error(`the demo customer could not sign in: ${signIn.status()}`);
      const outsideFiles = await scriptsLoaded(
        outsideContext,
        `${line.baseUrl}${product}`,
        LIFF_MOCK_DIST,
      );
      await outsideContext.close();
      const insideContext = await browser.newContext(phone);
      await insideContext.addCookies([consent(line.baseUrl)]);
      const tokens = await user.signIn();
      await insideContext.addInitScript((data) => {
        window.__EORDER_LIFF_MOCK__ = data;
      }, liffMockData(tokens));
      await insideContext.addInitScript(paintProbe, PRODUCT_HEADING);
      const insideFiles = await scriptsLoaded(
        insideContext,
        `${line.baseUrl}?liff.state=${encodeURIComponent(`/${product}`)}`,
        LIFF_MOCK_DIST,
      );
      await insideContext.close();
      const added = [...insideFiles.all].filter(
        (file) => !outsideFiles.all.has(file) && !testOnly.has(file),
      );
      // What the product page waited for: asked for before it was painted inside LINE and not
      // outside (what LINE loads after the page is on screen is left out).
      const addedBeforePaint = [...insideFiles.beforePaint].filter(
        (file) => !outsideFiles.beforePaint.has(file) && !testOnly.has(file),
      );
      const onFirstUse = plain
        ? gzipOfKeys(
            plain,
            [...chunksOf(plain, ['src/lib/liff/runtime-extras.ts'])].filter(
              (key) => !chunksOf(plain, ['src/lib/liff/runtime.ts']).has(key),
            ),
            WEB_DIST,
          )
        : undefined;
      // Counted as production has them (see productionFile).
      const gzipInProduction = (files: string[]) =>
        files.reduce((sum, file) => sum + gzipSize(productionFile(file, mock, plain)), 0);
      figures.inside = {
        files: added.map((file) => path.basename(file)),
        gzip: gzipInProduction(added),
        beforePaintFiles: addedBeforePaint.map((file) => path.basename(file)),
        beforePaintGzip: gzipInProduction(addedBeforePaint),
        beforePaintMockBuildGzip: addedBeforePaint.reduce((sum, file) => sum + gzipSize(file), 0),
        onFirstUseGzip: onFirstUse,
      };
    }
    const outside = figures.outside as
      { sdkFiles: number; sdkGzip: number; adapterGzip: number } | undefined;
    const inside = figures.inside as
      | {
          files: string[];
          gzip: number;
          beforePaintFiles: string[];
          beforePaintGzip: number;
          beforePaintMockBuildGzip: number;
          onFirstUseGzip?: number;
        }
      | undefined;
    table([
      ['where', 'gzip', 'budget'],
      [
        'inside LINE, before the product page painted (LIFF SDK core, LINE sign-in)',
        inside ? kb(inside.beforePaintGzip) : '-',
        '25 KB',
      ],
      [
        '  the same files in the LIFF mock build (with the start-up code of the mock)',
        inside ? kb(inside.beforePaintMockBuildGzip) : '-',
        '',
      ],
      ['inside LINE, by the time the network is idle', inside ? kb(inside.gzip) : '-', ''],
      [
        'inside LINE, on first share / friendship / logout',
        inside?.onFirstUseGzip === undefined ? '-' : kb(inside.onFirstUseGzip),
        '',
      ],
      [
        'outside LINE: LIFF SDK downloaded',
        outside ? `${kb(outside.sdkGzip)} (${outside.sdkFiles} files)` : '-',
        '0',
      ],
      ['outside LINE: the LIFF adapter in every page', outside ? kb(outside.adapterGzip) : '-', ''],
    ]);
    if (inside) {
      console.log(
        `  inside LINE, added before the page painted: ${inside.beforePaintFiles.join(', ') || 'none'}`,
      );
      const later = inside.files.filter((file) => !inside.beforePaintFiles.includes(file));
      console.log(`  inside LINE, added after it: ${later.join(', ') || 'none'}`);
    }

    heading(
      'LINE: opening the customer LIFF app with a valid LINE session to the product page painted (390x844, 4x CPU slowdown)',
    );
    const runs = Math.max(1, Number(options['line-runs'] ?? '3'));
    const deepLink = `${line.baseUrl}?liff.state=${encodeURIComponent(`/${product}`)}`;
    // With --line-baseline, another LIFF mock build is measured in the same stack, its runs
    // interleaved with this build's, so that both meet the same load on a shared machine. The stack
    // serves a copy of the LIFF mock build (support/stack.ts); both builds' hashed files go in it and
    // each run switches its index.html (the bff reads it again when it changes).
    const served = path.join(stack.dataDir, 'web-liff-mock');
    const baseline = options['line-baseline'];
    const variants: {
      name: string;
      dir: string;
      first: number[];
      again: number[];
      /** Per first open: LIFF's scripts and the entry, when each was asked for and arrived. */
      firstScripts: string[][];
    }[] = [{ name: 'this build', dir: LIFF_MOCK_DIST, first: [], again: [], firstScripts: [] }];
    if (baseline) {
      if (!existsSync(path.join(baseline, 'index.html')) || !existsSync(served))
        throw new Error(`--line-baseline: no LIFF mock build at ${baseline}`);
      for (const variant of [LIFF_MOCK_DIST, baseline])
        cpSync(path.join(variant, 'assets'), path.join(served, 'assets'), {
          recursive: true,
          filter: (source) => !source.endsWith('.map'),
        });
      variants.push({ name: 'baseline', dir: baseline, first: [], again: [], firstScripts: [] });
    }
    let servedAt = Date.now() / 1000;
    const serve = (dir: string) => {
      if (!baseline) return;
      for (const file of ['first-visit.json', 'index.html'])
        if (existsSync(path.join(dir, file))) cpSync(path.join(dir, file), path.join(served, file));
      servedAt += 1;
      utimesSync(path.join(served, 'index.html'), servedAt, servedAt);
    };
    const firstCalls: string[][] = [];
    // Run -1 warms the stack and the browser up for each variant, and is not counted: the first open
    // after the stack started is much slower, and would fall on whichever variant goes first.
    for (let run = -1; run < runs; run += 1) {
      for (const variant of run % 2 === 0 ? variants : [...variants].reverse()) {
        serve(variant.dir);
        const context = await browser.newContext(phone);
        await context.addCookies([consent(line.baseUrl)]);
        const tokens = await user.signIn();
        await context.addInitScript((data) => {
          window.__EORDER_LIFF_MOCK__ = data;
        }, liffMockData(tokens));
        await context.addInitScript(paintProbe, PRODUCT_HEADING);
        for (const into of [variant.first, variant.again]) {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(deepLink);
          const painted = await page.waitForFunction(
            (selector) => window.__eorderPaintedAt?.[selector],
            PRODUCT_HEADING,
            { timeout: 60_000 },
          );
          const paintedAt = Number(await painted.jsonValue());
          if (run < 0) {
            await page.close();
            continue;
          }
          into.push(paintedAt);
          if (into === variant.first) {
            // Whether LIFF's start-up loaded beside the entry or after it ran.
            const scripts = await page.evaluate(
              (until) =>
                performance
                  .getEntriesByType('resource')
                  .filter(
                    (entry) =>
                      entry.startTime < until &&
                      /\/assets\/(index|liff|runtime|sign-in|mock)-[\w-]+\.js$/.test(entry.name),
                  )
                  .map((entry) => {
                    const timing = entry as PerformanceResourceTiming;
                    const name =
                      /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(timing.name)?.[1] ?? timing.name;
                    return `${name} ${timing.startTime.toFixed(0)}-${timing.responseEnd.toFixed(0)}`;
                  }),
              paintedAt,
            );
            variant.firstScripts.push(scripts);
          }
          if (into === variants[0]?.first) {
            // The calls the first open made before the page painted, in the order they started:
            // what ran in series and what in parallel.
            const calls = await page.evaluate(
              (until) =>
                performance
                  .getEntriesByType('resource')
                  .filter((entry) => entry.startTime < until && /\/(bff|api)\//.test(entry.name))
                  .map((entry) => {
                    const timing = entry as PerformanceResourceTiming;
                    const name = new URL(timing.name).pathname.replace(/^.*?\/(bff|api)\//, '$1/');
                    return `${name} ${timing.startTime.toFixed(0)}-${timing.responseEnd.toFixed(0)}`;
                  }),
              paintedAt,
            );
            firstCalls.push(calls);
          }
          await page.close();
        }
        await context.close();
      }
    }
    serve(LIFF_MOCK_DIST);
    const rows = [[`run (${runs} each, from navigation start)`, 'median', 'all']];
    for (const variant of variants) {
      const of = baseline ? `, ${variant.name}` : '';
      rows.push(
        [
          `first open in this phone (LINE sign-in: ID token to the bff)${of}`,
          ms(median(variant.first)),
          variant.first.map((value) => value.toFixed(0)).join(', '),
        ],
        [
          `again (the shop session kept, files cached)${of}`,
          ms(median(variant.again)),
          variant.again.map((value) => value.toFixed(0)).join(', '),
        ],
      );
    }
    table(rows);
    console.log(
      '  budget: 1.5 s with the fake platform (the LIFF mock build also loads the mock and the first-use APIs at start-up)',
    );
    const [current] = variants;
    const first = current?.first ?? [];
    const medianRun = first.indexOf(median(first));
    console.log(
      `  calls before the page painted, first open, median run (ms from navigation start): ${(firstCalls[medianRun] ?? []).join(', ')}`,
    );
    for (const variant of variants) {
      const at = variant.first.indexOf(median(variant.first));
      console.log(
        `  the entry and LIFF's start-up, first open, median run${baseline ? `, ${variant.name}` : ''}: ${(variant.firstScripts[at] ?? []).join(', ')}`,
      );
    }
    figures.productPaintedMs = {
      first,
      again: current?.again ?? [],
      firstMedian: median(first),
      againMedian: median(current?.again ?? []),
      firstCalls,
      ...(baseline
        ? {
            baseline: {
              dir: baseline,
              first: variants[1]?.first,
              again: variants[1]?.again,
              firstMedian: median(variants[1]?.first ?? []),
              againMedian: median(variants[1]?.again ?? []),
            },
          }
        : {}),
    };
  } catch (error) {
    console.log(`  could not measure: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser.close();
  }
  results.line = figures;
}

// ------------------------------------------------------------ Lighthouse

const LIGHTHOUSE_METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['Speed Index', 'speed-index'],
] as const;

/**
 * One Lighthouse run in a fresh Chromium. A run whose trace went wrong (Lighthouse's runtime errors, such
 * as NO_NAVSTART on a cold Chromium) is tried once more; `retried` hears why.
 */
async function lighthouseRun(url: string, retried: (problem: string) => void) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_ARGS,
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const problem = result.lhr.runtimeError;
      if (!problem) return result.lhr;
      if (attempt >= 2) throw new Error(`${problem.code}: ${problem.message}`);
      retried(problem.code);
    } finally {
      chrome.kill();
    }
  }
}

/** Lighthouse runs per page (`--lighthouse-runs`): one run moves by several points, the median less. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(options['lighthouse-runs'] ?? '3'));

/**
 * Lighthouse's default mobile run (emulated phone, simulated slow 4G and 4x CPU slowdown), performance
 * only, of each page as a first visit in a fresh Chromium, `LIGHTHOUSE_RUNS` times: the median of each
 * figure and the range of the score. Error reporting stays off, so nothing leaves this machine.
 */
async function lighthouseFigures(stack: Stack) {
  heading(
    `Lighthouse: mobile performance (default emulation and simulated throttling), median of ${LIGHTHOUSE_RUNS} runs per page`,
  );
  if (!existsSync(CHROMIUM)) {
    console.log(`  ${CHROMIUM} is missing; skipped.`);
    return;
  }
  const figures: Record<string, unknown> = {};
  const rows = [['page', 'runs', 'score (range)', ...LIGHTHOUSE_METRICS.map(([label]) => label)]];
  const notes = new Set<string>();
  for (const [route, name] of FIRST_VISIT_PAGES) {
    const scores: number[] = [];
    const values = new Map<string, number[]>();
    const benchmarkIndex: number[] = [];
    let version = '';
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      try {
        const lhr = await lighthouseRun(`${stack.baseUrl}${name}`, (problem) =>
          notes.add(`${route}: an attempt failed (${problem}); measured again in a new Chromium`),
        );
        const score = lhr.categories.performance?.score;
        if (typeof score === 'number') scores.push(Math.round(score * 100));
        for (const [label, id] of LIGHTHOUSE_METRICS) {
          const value = lhr.audits[id]?.numericValue;
          if (value !== undefined) values.set(label, [...(values.get(label) ?? []), value]);
        }
        for (const warning of lhr.runWarnings) notes.add(`${route}: ${warning}`);
        benchmarkIndex.push(Math.round(lhr.environment.benchmarkIndex));
        version = lhr.lighthouseVersion;
        // The last run's whole report, for what the figures do not say (which script kept the main
        // thread busy, and for how long).
        writeFileSync(path.join(OUT_DIR, `lighthouse-${name || 'home'}.json`), JSON.stringify(lhr));
      } catch (error) {
        notes.add(
          `${route}: a run could not measure: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    const metrics: Record<string, number | null> = {};
    const cells = LIGHTHOUSE_METRICS.map(([label, id]) => {
      const runs = values.get(label) ?? [];
      const value = runs.length > 0 ? median(runs) : null;
      metrics[label] = value;
      if (value === null) return '-';
      return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${value.toFixed(0)} ms`;
    });
    const score = scores.length > 0 ? median(scores) : null;
    rows.push([
      route,
      String(scores.length),
      score === null ? '-' : `${score} (${Math.min(...scores)}-${Math.max(...scores)})`,
      ...cells,
    ]);
    figures[name || 'home'] = {
      score,
      scores,
      runs: scores.length,
      ...metrics,
      lighthouse: version,
      benchmarkIndex,
    };
  }
  table(rows);
  for (const note of notes) console.log(`  ${note}`);
  console.log(
    '  (simulated throttling scales what this machine does: on a busy machine, see benchmarkIndex in latest.json, TBT and LCP come out higher)',
  );
  results.lighthouse = figures;
}

// ------------------------------------------------------------ load

async function load(stack: Stack) {
  heading(`Load: autocannon, ${options.connections} connections, ${duration} s per target`);
  const guest = await fetch(`${stack.apiUrl}/authen/login/guest`);
  const token = findToken(await guest.json().catch(() => ({})));
  const bffGuest = await fetch(`${stack.baseUrl}api/customer/authen/login/guest`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const cookie = bffGuest.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!token)
    console.log(
      `  (no guest token from the ordering API: status ${guest.status}; the catalogue figures need one)`,
    );
  if (!cookie) console.log(`  (no session cookie from the bff: status ${bffGuest.status})`);

  const light = 'api/contents/cookies-policy';
  const search = 'authen/customer/dcs/all?text=&skip=0&take=12';
  const targets: { name: string; url: string; headers?: Record<string, string> }[] = [
    // A light public read: the API's /health is not reached through a mount (docs/decisions/032).
    { name: `API  GET /${light}`, url: `${stack.apiUrl}/${light}` },
    { name: `bff  GET api/customer/${light}`, url: `${stack.baseUrl}api/customer/${light}` },
    {
      name: `API  GET ${search}`,
      url: `${stack.apiUrl}/${search}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    },
    {
      name: `bff  GET api/customer/${search}`,
      url: `${stack.baseUrl}api/customer/${search}`,
      headers: cookie ? { cookie } : {},
    },
  ];
  const rows = [['target', 'p50', 'p99', 'req/s', 'non-2xx', 'errors']];
  const figures: Record<
    string,
    { p50: number; p99: number; rps: number; non2xx: number; errors: number }
  > = {};
  for (const target of targets) {
    // A short warm-up so the first figures do not count JIT compilation.
    await autocannon({
      url: target.url,
      headers: target.headers ?? {},
      connections: 2,
      amount: 200,
    });
    const result = await autocannon({
      url: target.url,
      headers: target.headers ?? {},
      connections: Number(options.connections),
      duration,
    });
    figures[target.name] = {
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
      non2xx: result.non2xx,
      errors: result.errors,
    };
    rows.push([
      target.name,
      ms(result.latency.p50),
      ms(result.latency.p99),
      result.requests.average.toFixed(0),
      String(result.non2xx),
      String(result.errors),
    ]);
  }
  table(rows);
  const overhead = (direct: string, through: string) => {
    const a = figures[direct];
    const b = figures[through];
    return a && b ? b.p50 - a.p50 : undefined;
  };
  const lightOverhead = overhead(targets[0]!.name, targets[1]!.name);
  const searchOverhead = overhead(targets[2]!.name, targets[3]!.name);
  console.log(
    `  p50 difference under load (1 ms resolution): cookies policy ${lightOverhead === undefined ? '-' : ms(lightOverhead)}, center search ${searchOverhead === undefined ? '-' : ms(searchOverhead)}`,
  );

  // The overhead itself: one request at a time, alternating, timed to the microsecond.
  const direct = await sequentialMedian(targets[0]!.url, {}, 1000);
  const through = await sequentialMedian(targets[1]!.url, {}, 1000);
  console.log(
    `  bff median overhead, one request at a time (1,000 each): ${ms(through - direct)} (API ${ms(direct)}, through the bff ${ms(through)}; budget 2 ms)`,
  );
  console.log(
    '  (PGlite serves one connection at a time; the 25 ms p99 budget is for PostgreSQL with 50,000 products.)',
  );
  results.load = {
    ...figures,
    bffOverheadMs: {
      cookiesPolicy: lightOverhead,
      search: searchOverhead,
      sequentialMedian: through - direct,
    },
  };
}

/** The median time of `count` requests sent one after another on one kept-alive connection. */
async function sequentialMedian(
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.once('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
      });
      request.once('error', reject);
    });
  try {
    for (let i = 0; i < 100; i += 1) await once();
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) times.push(await once());
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? NaN;
  } finally {
    agent.destroy();
  }
}

// ------------------------------------------------------------ npm start

interface StartRun {
  ms?: number;
  /** The run had to build first (sources changed since the last build). */
  built: boolean;
  problem?: string;
}

async function timeStart(dataDir: string): Promise<StartRun> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const started = Date.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    ORDERING_API_PORT: String(apiPort),
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    FILES_DIR: path.join(dataDir, 'files'),
    NO_COLOR: '1',
  };
  delete env.DATABASE_URL;
  delete env.BASE_PATH;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const outcome = await new Promise<StartRun>((resolve) => {
    const timer = setTimeout(
      () => resolve({ built: false, problem: 'not ready within 240 s' }),
      240_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('eorder is running')) {
        clearTimeout(timer);
        resolve({ ms: Date.now() - started, built: output.includes('› building') });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const last = output.trim().split('\n').filter(Boolean).at(-1) ?? '';
      resolve({
        built: output.includes('› building'),
        problem: `npm start exited with ${code} before it was ready (${last.trim()})`,
      });
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.exitCode === null) {
    child.kill('SIGINT');
    await exited;
  }
  return outcome;
}

async function startTimes() {
  heading('npm start: time until both servers are healthy (install and build up to date)');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eorder-bench-start-'));
  try {
    const first = await timeStart(dataDir);
    const warm = await timeStart(dataDir);
    const show = (run: StartRun) =>
      run.ms === undefined
        ? 'failed (below)'
        : `${(run.ms / 1000).toFixed(1)} s${run.built ? ' (built first: sources had changed)' : ''}`;
    table([
      ['run', 'time'],
      ['first run (migrate and seed a new PGlite folder)', show(first)],
      ['warm start (the same folder)', show(warm)],
    ]);
    for (const run of [first, warm]) if (run.problem) console.log(`  ${run.problem}`);
    results.start = { first, warm };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------ placing orders on PostgreSQL

const ORDER_CENTER = 'DC01';
const ORDER_LINES = 5;
// Requests in flight. On the 2 cores that the API, PostgreSQL and this load generator share,
// orders a second stop rising at about 4 in flight; more only queue in front of the same cores,
// and every answer then carries that wait on top of its own time.
const ORDER_CONNECTIONS = Number(options['order-connections'] ?? '8');

async function placeOrders(server: string) {
  const seconds = options.duration === undefined ? 10 : duration;
  heading(
    `Placing orders on PostgreSQL: ${ORDER_LINES} lines each, ${ORDER_CONNECTIONS} connections, ${seconds} s`,
  );
  console.log(
    `  ${ORDER_CONNECTIONS} requests in flight (--order-connections): on 2 shared cores orders/s stop rising at about 4,` +
      ` and more only queue; the API keeps a pool of ${DEFAULT_POOL_SIZE} PostgreSQL connections` +
      ` (${os.cpus().length} cores here)`,
  );
  let api: BenchApi | undefined;
  try {
    api = await startBenchApi({
      server,
      label: 'orders',
      logDir: path.join(OUT_DIR, 'logs'),
      seedProducts: 200,
    });
    const { apiUrl, url } = api;
    // Plenty of stock for every product of the center, so the run measures placing, not refusals.
    psql(url, `update stock set available = 10000000 where sale_unit = '${ORDER_CENTER}'`);
    const products = orderableProducts(url, ORDER_CENTER);
    const { tokens, tried } = await signInCustomers(url, apiUrl, ORDER_CENTER);
    console.log(
      `  ${products.length} products of ${ORDER_CENTER} with stock, ${tokens.length} of ${tried} customers signed in`,
    );
    if (products.length < ORDER_LINES || tokens.length === 0) {
      console.log('  not enough products or customers to place orders; skipped.');
      return;
    }

    let turn = 0;
    const body = () => {
      const start = (turn * 7) % products.length;
      const items = Array.from({ length: ORDER_LINES }, (_, i) => ({
        P_Code: products[(start + i * 11) % products.length] ?? '',
        qty1: 1,
        qty2: 0,
        qty3: 0,
      }));
      return JSON.stringify({ SaleUnit: ORDER_CENTER, PaymentMethod: 'COD', Items: items });
    };
    const sent = new Set<string>();
    const answered = new Set<string>();
    const nextRequest = (key = randomUUID()) => {
      turn += 1;
      return {
        method: 'POST',
        path: '/api/orders/place',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[turn % tokens.length] ?? ''}`,
          'idempotency-key': key,
        },
        body: body(),
      };
    };

    // One order first: when it is refused, the run would only measure refusals.
    const probe = nextRequest();
    const probed = await fetch(`${apiUrl}${probe.path}`, {
      method: probe.method,
      headers: probe.headers,
      body: probe.body,
    });
    if (!probed.ok) {
      console.log(
        `  the first order was refused (${probed.status}): ${(await probed.text()).slice(0, 300)}`,
      );
      return;
    }
    const before = Number(psql(url, 'select count(*) from orders')[0]?.[0] ?? 0);
    const result = await autocannon({
      url: apiUrl,
      connections: ORDER_CONNECTIONS,
      duration: seconds,
      // One request at a time per connection, so an answer belongs to the key its connection sent last.
      requests: [
        {
          setupRequest: (_request, context) => {
            const key = randomUUID();
            sent.add(key);
            context.key = key;
            return nextRequest(key);
          },
          onResponse: (status, _body, context) => {
            if (status >= 200 && status < 300 && typeof context.key === 'string')
              answered.add(context.key);
          },
        },
      ],
    });
    // Requests still in flight when the run stopped are finished by the server but not counted by autocannon.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const stored = new Set(
      psql(url, `select idempotency_key from orders where idempotency_key is not null`).map(
        (row) => row[0] ?? '',
      ),
    );
    const lost = [...answered].filter((key) => !stored.has(key)).length;
    const unsent = [...stored].filter(
      (key) => key !== probe.headers['idempotency-key'] && !sent.has(key),
    ).length;
    const [counts] = psql(
      url,
      `select (select count(*) from orders),
              (select count(*) from (select customer_id, idempotency_key from orders where idempotency_key is not null
                                     group by 1, 2 having count(*) > 1) d),
              (select count(*) from orders o where (select count(*) from order_lines l where l.order_pk = o.id) <> ${ORDER_LINES}),
              (select count(*) from stock where available < 0 or reserved < 0),
              (select coalesce(min(available), 0) from stock where sale_unit = '${ORDER_CENTER}')`,
    );
    const [total, duplicates, wrongLines, negative, lowest] = (counts ?? []).map(Number);
    const placed = (total ?? 0) - before;
    const ok2xx = result['2xx'];
    table([
      ['figure', 'value'],
      ['orders/s (2xx)', (ok2xx / seconds).toFixed(0)],
      ['req/s', result.requests.average.toFixed(0)],
      ['p50', ms(result.latency.p50)],
      ['p99', ms(result.latency.p99)],
      [
        '2xx / non-2xx / errors / timeouts',
        `${ok2xx} / ${result.non2xx} / ${result.errors} / ${result.timeouts}`,
      ],
    ]);
    const check = (good: boolean) => (good ? 'ok' : 'FAILED');
    table([
      ['check', 'found', ''],
      ['2xx answers without their order (lost)', String(lost), check(lost === 0)],
      ['orders nobody sent', String(unsent), check(unsent === 0)],
      [
        'orders in the database vs 2xx answers',
        `${placed} vs ${ok2xx} (${placed - ok2xx} in flight at the end)`,
        check(placed >= ok2xx && placed - ok2xx <= ORDER_CONNECTIONS),
      ],
      ['duplicate idempotency keys', String(duplicates), check(duplicates === 0)],
      [`orders without exactly ${ORDER_LINES} lines`, String(wrongLines), check(wrongLines === 0)],
      ['stock rows below zero', String(negative), check(negative === 0)],
    ]);
    console.log(`  lowest stock left in ${ORDER_CENTER}: ${lowest}`);
    console.log(
      '  budget: at least 300 orders/s with 5 lines each, p99 under 100 ms, no duplicate, no lost order, no negative stock',
    );
    results.orders = {
      seconds,
      connections: ORDER_CONNECTIONS,
      poolSize: DEFAULT_POOL_SIZE,
      lines: ORDER_LINES,
      ordersPerSecond: ok2xx / seconds,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok2xx,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      placed,
      inFlightAtEnd: placed - ok2xx,
      lost,
      unsent,
      duplicates,
      wrongLines,
      negativeStock: negative,
    };
  } finally {
    await api?.stop();
  }
}

// ------------------------------------------------------------ main

mkdirSync(OUT_DIR, { recursive: true });
const onlyOrders = options['only-orders'];
const onlySearch = options['only-search'];
const onlyLine = options['only-line'];
const onlyChat = options['only-chat'];
const onlyCallbacks = options['only-callbacks'];
const onlyRider = options['only-rider'];
const onlyFailover = options['only-failover'];
const onlyFuzz = options['only-fuzz'];
const onlyMerchant = options['only-merchant'];
const onlyPeer = options['only-peer'];
const onlyOne =
  onlyOrders ||
  onlySearch ||
  onlyLine ||
  onlyChat ||
  onlyCallbacks ||
  onlyRider ||
  onlyFailover ||
  onlyFuzz ||
  onlyMerchant ||
  onlyPeer;
if (!onlyOne) bundleFromBuild();

if (onlyLine) {
  let stack: Stack | undefined;
  try {
    stack = await startStack({ logDir: path.join(OUT_DIR, 'logs'), seedProducts: 200, line: {} });
    await lineFigures(stack);
  } catch (error) {
    console.log(
      `  could not run against the stack: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await stack?.stop();
  }
}

if (
  !onlyOne &&
  (!options['skip-browser'] || !options['skip-load'] || !options['skip-lighthouse'])
) {
  let stack: Stack | undefined;
  try {
    stack = await startStack({
      logDir: path.join(OUT_DIR, 'logs'),
      seedProducts: 200,
      ...(options['skip-browser'] ? {} : { line: {} }),
    });
    if (!options['skip-browser']) await bundleInBrowser(stack);
    if (!options['skip-browser']) await lineFigures(stack);
    if (!options['skip-lighthouse']) await lighthouseFigures(stack);
    if (!options['skip-load']) await load(stack);
  } catch (error) {
    console.log(
      `  could not run against the stack: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await stack?.stop();
  }
}

if (onlyOrders || (!onlyOne && !options['skip-orders'])) {
  const server = process.env.DATABASE_URL;
  if (!server) {
    heading('Placing orders on PostgreSQL');
    console.log('  DATABASE_URL is not set; skipped.');
  } else {
    try {
      await placeOrders(server);
    } catch (error) {
      console.log(
        `  could not place orders: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

if (onlySearch || (!onlyOne && !options['skip-search'])) {
  results.search = await searchSection(
    process.env.DATABASE_URL,
    {
      logDir: path.join(OUT_DIR, 'logs', 'search'),
      seconds: options.duration === undefined ? 10 : duration,
      connections: Number(options.connections),
      load: loadKind,
    },
    { heading, table },
  );
}

if (onlyChat || (!onlyOne && !options['skip-chat'])) {
  try {
    results.chat = await chatSection(
      process.env.DATABASE_URL,
      {
        logDir: path.join(OUT_DIR, 'logs'),
        seconds: options.duration === undefined ? 10 : duration,
      },
      { heading, table },
    );
  } catch (error) {
    console.log(
      `  could not run the chat budget: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

if (onlyCallbacks || (!onlyOne && !options['skip-callbacks'])) {
  results.callbacks = await callbacksSection(
    process.env.DATABASE_URL,
    { seconds: options.duration === undefined ? 10 : duration },
    { heading, table },
  );
}

if (onlyRider || (!onlyOne && !options['skip-rider'])) {
  results.rider = await riderSection(
    {
      logDir: path.join(OUT_DIR, 'logs', 'rider'),
      seconds: options.duration === undefined ? 10 : duration,
      server: process.env.DATABASE_URL,
    },
    { heading, table },
  );
}

if (onlyFailover) {
  results.failover = await failoverSection(
    process.env.DATABASE_URL,
    {
      seconds: options.duration === undefined ? 120 : duration,
      logDir: path.join(OUT_DIR, 'logs', 'failover'),
    },
    { heading, table },
  );
}

if (onlyMerchant || (!onlyOne && !options['skip-merchant'])) {
  results.merchant = await merchantSection(
    process.env.DATABASE_URL,
    {
      logDir: path.join(OUT_DIR, 'logs', 'merchant'),
      seconds: options.duration === undefined ? 10 : duration,
      load: loadKind,
    },
    { heading, table },
  );
}

if (onlyPeer || (!onlyOne && !options['skip-peer'])) {
  results.peer = await peerSection(
    process.env.DATABASE_URL,
    {
      logDir: path.join(OUT_DIR, 'logs', 'peer'),
      seconds: options.duration === undefined ? 10 : duration,
      connections: Number(options.connections),
      orderConnections: ORDER_CONNECTIONS,
    },
    { heading, table },
  );
}

if (onlyFuzz || (!onlyOne && !options['skip-fuzz'])) {
  const seed = Number(
    options['fuzz-seed'] ?? new Date().toISOString().slice(0, 10).replace(/-/g, ''),
  );
  results.fuzz = await fuzzSection(
    { requests: Number(options['fuzz-requests']), seed },
    { heading, table },
  );
}

if (!onlyOne && !options['skip-start']) await startTimes();

writeFileSync(path.join(OUT_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nSaved to ${path.relative(REPO_ROOT, path.join(OUT_DIR, 'latest.json'))}`);
