// `pnpm bench`: figures, not tests. It prints and never fails on a number.
//
//   initial JavaScript (gzip) of the customer home and of /product, from the build and in Chromium
//   `npm start` time to healthy on an installed clone (first run with seeding, then a warm start)
//   latency and throughput of the ordering API directly and through the bff, and the bff's overhead
//
// Options: --skip-start (no start-time runs), --skip-load (no autocannon), --skip-browser,
//          --duration <seconds per load run, default 5>, --connections <default 10>.
// Needs the built packages (`pnpm -r build`). Results also go to bench-results/latest.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { freePort, REPO_ROOT, startStack, type Stack } from '../support/stack';

const { values: options } = parseArgs({
  options: {
    'skip-start': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});

const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
const OUT_DIR = path.join(REPO_ROOT, 'bench-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function heading(title: string) {
  console.log(`\n== ${title}`);
}

function table(rows: string[][]) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  for (const row of rows) console.log(`  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('   ')}`);
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

function readManifest(): Record<string, ManifestChunk> | undefined {
  for (const file of [path.join(WEB_DIST, '.vite', 'manifest.json'), path.join(WEB_DIST, 'manifest.json')]) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  }
  return undefined;
}

/** A chunk and everything it imports statically (what loads before it runs). */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/** The JavaScript index.html loads before anything is lazy: its module scripts and modulepreload links. */
function initialScriptsFromHtml(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)) if (match[1]) files.add(match[1]);
  for (const match of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/g)) if (match[1]) files.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)) if (match[1]) files.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["']/g)) if (match[1]) files.add(match[1]);
  return [...files];
}

/** `/eorder/assets/x.js`, `./assets/x.js` or a full URL → the file in web/dist. */
function distFile(reference: string): string | undefined {
  const pathname = reference.startsWith('http') ? new URL(reference).pathname : reference;
  const index = pathname.indexOf('assets/');
  const relative = index >= 0 ? pathname.slice(index) : pathname.replace(/^\.?\/+/, '');
  const file = path.join(WEB_DIST, relative);
  return existsSync(file) ? file : undefined;
}

function bundleFromBuild() {
  heading('Initial JavaScript from the build (gzip -9)');
  const indexHtml = path.join(WEB_DIST, 'index.html');
  if (!existsSync(indexHtml)) {
    console.log('  web/dist/index.html is missing: build the web first (pnpm --filter @eorder/web build).');
    return;
  }
  const files = initialScriptsFromHtml(readFileSync(indexHtml, 'utf8'))
    .map(distFile)
    .filter((file): file is string => file !== undefined);
  const home = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const rows = [['route', 'files', 'gzip'], ['/ (entry + static imports)', String(files.length), kb(home)]];
  const notes: string[] = [];
  const figures: Record<string, number> = { home };

  const manifest = readManifest();
  if (manifest) {
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    const initial = entry ? staticClosure(manifest, entry) : new Set<string>();
    const productKey = Object.keys(manifest).find((key) => manifest[key]?.isDynamicEntry && /product/i.test(`${key} ${manifest[key]?.name ?? ''}`) && !/merchant|agent|detail/i.test(key));
    if (productKey) {
      const extra = [...staticClosure(manifest, productKey)].filter((key) => !initial.has(key));
      const bytes = extra.reduce((sum, key) => {
        const file = manifest[key] ? path.join(WEB_DIST, manifest[key].file) : undefined;
        return sum + (file && existsSync(file) ? gzipSize(file) : 0);
      }, 0);
      rows.push([`/product (home + ${productKey})`, String(files.length + extra.length), kb(home + bytes)]);
      figures.product = home + bytes;
    } else {
      notes.push('/product: no lazy chunk named after products in the Vite manifest; see the browser figures.');
    }
  } else {
    notes.push('/product: the build has no Vite manifest (build.manifest); see the browser figures.');
  }
  table(rows);
  for (const note of notes) console.log(`  ${note}`);
  console.log('  budget: 150 KB for the customer home');
  results.bundleFromBuild = figures;
}

// ------------------------------------------------------------ bundle, as Chromium loads it

async function bundleInBrowser(stack: Stack) {
  heading('JavaScript a fresh Chromium loads per route until the network is idle (gzip -9 of the files served)');
  if (!existsSync(CHROMIUM)) {
    console.log(`  ${CHROMIUM} is missing; skipped.`);
    return;
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'eorder-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 390, height: 844 },
  });
  const figures: Record<string, number> = {};
  const rows = [['route', 'files', 'gzip']];
  try {
    for (const route of ['', 'product']) {
      await context.clearCookies();
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(response.url());
      });
      await page.goto(`${stack.baseUrl}${route}`, { waitUntil: 'networkidle' });
      const files = [...scripts].map(distFile).filter((file): file is string => file !== undefined);
      const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
      rows.push([`/${route}`, String(files.length), kb(bytes)]);
      figures[route || 'home'] = bytes;
      await page.close();
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  table(rows);
  results.bundleInBrowser = figures;
}

// ------------------------------------------------------------ load

function findToken(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if ((key === 'jtoken' || key === 'Token') && typeof inner === 'string') return inner;
    const nested = findToken(inner);
    if (nested) return nested;
  }
  return undefined;
}

async function load(stack: Stack) {
  heading(`Load: autocannon, ${options.connections} connections, ${options.duration} s per target`);
  const guest = await fetch(`${stack.apiUrl}/authen/login/guest`);
  const token = findToken(await guest.json().catch(() => ({})));
  const bffGuest = await fetch(`${stack.baseUrl}api/customer/authen/login/guest`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  const cookie = bffGuest.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!token) console.log(`  (no guest token from the ordering API: status ${guest.status}; the catalogue figures need one)`);
  if (!cookie) console.log(`  (no session cookie from the bff: status ${bffGuest.status})`);

  const search = 'authen/customer/dcs/all?text=&skip=0&take=12';
  const targets: { name: string; url: string; headers?: Record<string, string> }[] = [
    { name: 'API  GET /health', url: `${stack.apiUrl}/health` },
    { name: 'bff  GET api/customer/health', url: `${stack.baseUrl}api/customer/health` },
    { name: `API  GET ${search}`, url: `${stack.apiUrl}/${search}`, headers: token ? { authorization: `Bearer ${token}` } : {} },
    { name: `bff  GET api/customer/${search}`, url: `${stack.baseUrl}api/customer/${search}`, headers: cookie ? { cookie } : {} },
  ];
  const rows = [['target', 'p50', 'p99', 'req/s', 'non-2xx', 'errors']];
  const figures: Record<string, { p50: number; p99: number; rps: number; non2xx: number; errors: number }> = {};
  for (const target of targets) {
    // A short warm-up so the first figures do not count JIT compilation.
    await autocannon({ url: target.url, headers: target.headers ?? {}, connections: 2, amount: 200 });
    const result = await autocannon({
      url: target.url,
      headers: target.headers ?? {},
      connections: Number(options.connections),
      duration: Number(options.duration),
    });
    figures[target.name] = { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx, errors: result.errors };
    rows.push([target.name, ms(result.latency.p50), ms(result.latency.p99), result.requests.average.toFixed(0), String(result.non2xx), String(result.errors)]);
  }
  table(rows);
  const overhead = (direct: string, through: string) => {
    const a = figures[direct];
    const b = figures[through];
    return a && b ? b.p50 - a.p50 : undefined;
  };
  const healthOverhead = overhead(targets[0]!.name, targets[1]!.name);
  const searchOverhead = overhead(targets[2]!.name, targets[3]!.name);
  console.log(`  p50 difference under load (1 ms resolution): /health ${healthOverhead === undefined ? '-' : ms(healthOverhead)}, center search ${searchOverhead === undefined ? '-' : ms(searchOverhead)}`);

  // The overhead itself: one request at a time, alternating, timed to the microsecond.
  const direct = await sequentialMedian(targets[0]!.url, {}, 1000);
  const through = await sequentialMedian(targets[1]!.url, {}, 1000);
  console.log(
    `  bff median overhead, one request at a time (1,000 each): ${ms(through - direct)} (API ${ms(direct)}, through the bff ${ms(through)}; budget 2 ms)`,
  );
  console.log('  (PGlite serves one connection at a time; the 25 ms p99 budget is for PostgreSQL with 50,000 products.)');
  results.load = { ...figures, bffOverheadMs: { health: healthOverhead, search: searchOverhead, sequentialMedian: through - direct } };
}

/** The median time of `count` requests sent one after another on one kept-alive connection. */
async function sequentialMedian(url: string, headers: Record<string, string>, count: number): Promise<number> {
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
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const outcome = await new Promise<StartRun>((resolve) => {
    const timer = setTimeout(() => resolve({ built: false, problem: 'not ready within 240 s' }), 240_000);
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
      resolve({ built: output.includes('› building'), problem: `npm start exited with ${code} before it was ready (${last.trim()})` });
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
      run.ms === undefined ? 'failed (below)' : `${(run.ms / 1000).toFixed(1)} s${run.built ? ' (built first: sources had changed)' : ''}`;
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

// ------------------------------------------------------------ main

mkdirSync(OUT_DIR, { recursive: true });
bundleFromBuild();

if (!options['skip-browser'] || !options['skip-load']) {
  let stack: Stack | undefined;
  try {
    stack = await startStack({ logDir: path.join(OUT_DIR, 'logs'), seedProducts: 200 });
    if (!options['skip-browser']) await bundleInBrowser(stack);
    if (!options['skip-load']) await load(stack);
  } catch (error) {
    console.log(`  could not run against the stack: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stack?.stop();
  }
}

if (!options['skip-start']) await startTimes();

writeFileSync(path.join(OUT_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nSaved to ${path.relative(REPO_ROOT, path.join(OUT_DIR, 'latest.json'))}`);
