// Product search on 50,000 products in PostgreSQL, to the ordering API and through the bff, cold
// then with kept answers, in matched rounds timed to the microsecond (decisions 045, 099).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../../ordering-api/src/seed/accounts';
import { databaseUrl, psql } from '../support/postgres';
import { REPO_ROOT, startStack, type Stack } from '../support/stack';
import { loadWords, pacedLoad, percentile, type LoadKind, type PacedFigures } from './paced';

export { databaseUrl, psql };

export interface SearchBenchOptions {
  /** A PostgreSQL server where a throwaway database may be created (postgres://user@host:port/db). */
  server: string;
  /** Where the seed's and the servers' logs go. */
  logDir: string;
  seconds: number;
  /** Requests a second, over all connections, with kept answers and cold. */
  rate: number;
  coldRate: number;
  connections: number;
  products: number;
  load: LoadKind;
}

/** What one run measured (the same figures from autocannon or paced load). */
export type LoadFigures = PacedFigures;

/** A run against one target, with the CPU time each server used per request meanwhile. */
export interface TargetFigures extends LoadFigures {
  apiCpuMs: number;
  bffCpuMs: number;
}

/** What the bff adds: the median over rounds of (through the bff - directly) in the same round. */
export interface Difference {
  p50: number;
  p99: number;
}

export interface SearchFigures {
  products: number;
  texts: Record<SearchKind, number>;
  textsWithoutResults: number;
  /** The price levels of the customers who searched. */
  levels: number[];
  seconds: number;
  /** Requests a second with kept answers, and cold. */
  rate: number;
  coldRate: number;
  connections: number;
  rounds: number;
  /** Medians of the rounds. */
  cached: { api: TargetFigures; bff: TargetFigures; bffCompressed: TargetFigures };
  cold: { api: TargetFigures; bff: TargetFigures };
  /** The suggestions of the same texts (never kept: every answer read from the database). */
  suggestions: { api: TargetFigures; bff: TargetFigures };
  difference: { cached: Difference; cold: Difference; suggestions: Difference };
}

type SearchKind = 'thai' | 'english' | 'code' | 'barcode' | 'none';

const CENTER = 'DC01';
/** Timed runs of each target, taking turns with the other targets of its case. */
const ROUNDS = 3;
const TAKE = 12;
const SEARCH_PATH = 'api/products/items';
/** The search box's suggestions, as many as the web asks for. */
const SUGGESTIONS_PATH = 'GET_MASTER_DATA/GetAutoComplete';
const SUGGESTIONS_TAKE = 10;

/** A small deterministic generator, so that every run searches for the same texts. */
function generator(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

/** The start of a word, or a part of it, as a person types it: `min` to `max` letters (Thai marks included). */
function partOf(
  word: string,
  pick: (below: number) => number,
  fromStart: boolean,
  [min, max]: readonly [number, number],
): string {
  const letters = [...word];
  const length = Math.min(letters.length, min + pick(max - min + 1));
  const start = fromStart ? 0 : pick(letters.length - length + 1);
  return letters.slice(start, start + length).join('');
}

/** Texts a run searches for, all distinct. */
export const SEARCH_TEXTS = 1_000;
/** The share of them that find nothing. */
const WITHOUT_RESULTS_SHARE = 0.1;

/**
 * Distinct search texts taken from products the center sells, as shops type them, in turn: a part
 * of a Thai word (2 to 6 letters, from its start or inside it; Thai has no spaces, so most Thai
 * searches are such parts), an English word whole or its first 2 to 5 letters, a code (whole, or
 * its first five characters) and a barcode; and one text in ten that finds nothing (letters no
 * name holds). `count` texts in all, taken from `rows` in turn until there are enough.
 */
export function searchTexts(
  rows: readonly { code: string; th: string; en: string; barcode: string }[],
  count = SEARCH_TEXTS,
): { kind: SearchKind; text: string }[] {
  const pick = generator(20_240_501);
  const texts: { kind: SearchKind; text: string }[] = [];
  const seen = new Set<string>();
  const add = (kind: SearchKind, text: string) => {
    if (text === '' || seen.has(text) || texts.length >= count) return;
    seen.add(text);
    texts.push({ kind, text });
  };
  const none = Math.round(count * WITHOUT_RESULTS_SHARE);
  // Latin and Thai letters in orders no product name or code holds.
  for (let n = 0; n < none; n += 1)
    add('none', n % 2 === 0 ? `qxz${n.toString(36)}` : `ฃฅ${'ฆฌฎฏ'.charAt(n % 4)}${n}`);
  const words = (name: string) => name.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word));
  for (let round = 0; texts.length < count && round < 50; round += 1) {
    for (const row of rows) {
      const th = words(row.th);
      const en = words(row.en);
      const thWord = th[pick(th.length)];
      const enWord = en[pick(en.length)];
      if (thWord) add('thai', partOf(thWord, pick, pick(3) > 0, [2, 6]));
      if (enWord)
        add('english', (pick(2) === 0 ? enWord : partOf(enWord, pick, true, [2, 5])).toLowerCase());
      add('code', pick(2) === 0 ? row.code : row.code.slice(0, 5));
      if (row.barcode) add('barcode', row.barcode);
    }
  }
  // The texts of one kind are not sent back to back (Fisher-Yates with the same generator).
  for (let index = texts.length - 1; index > 0; index -= 1) {
    const other = pick(index + 1);
    [texts[index], texts[other]] = [texts[other]!, texts[index]!];
  }
  return texts;
}

/** The search texts of the seeded catalogue at `url` (searchTexts of 400 products the center sells). */
export function catalogueSearchTexts(url: string): { kind: SearchKind; text: string }[] {
  const products = psql(
    url,
    `select p.p_code, p.product_name_th, p.product_name_en, coalesce(p.barcode1, '')
     from products p join center_products cp on cp.p_code = p.p_code and cp.sale_unit = '${CENTER}'
     where not cp.disabled and (p.matype is null or p.matype <> 'Point')
     order by md5(p.p_code) limit 400`,
  ).map(([code = '', th = '', en = '', barcode = '']) => ({ code, th, en, barcode }));
  return searchTexts(products);
}

// ------------------------------------------------------------ the load generator's process

export interface LoadPlan {
  url: string;
  method: 'GET' | 'POST';
  /** Requests a second over all connections; 0: as fast as answered. */
  rate: number;
  seconds: number;
  /** When given, this many requests instead of `seconds`. */
  amount?: number;
  connections: number;
  /** Seconds before a request counts as timed out (autocannon's default 10). */
  timeout?: number;
  /** Sent in turn, whichever connection is free; `path` (with its query) replaces the url's. */
  requests: { headers: Record<string, string>; body?: string; path?: string }[];
  /** How a rate is sent (decision 100); paced unless named. A rate of 0 is always autocannon's. */
  load?: LoadKind;
}

const CHILD_FLAG = '--search-load-child';

/** The events of a running autocannon that the child listens to (its types name none). */
export interface Tracker {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, milliseconds: number) => void,
  ): void;
}

export { percentile };

const median = (values: readonly number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** Each figure the median of the rounds' (counts included). */
export function medianOfRounds(rounds: readonly TargetFigures[]): TargetFigures {
  const first = rounds[0];
  if (first === undefined) throw new Error('no round to summarise');
  const summary = { ...first };
  for (const key of Object.keys(first) as (keyof TargetFigures)[]) {
    summary[key] = median(rounds.map((round) => round[key]));
  }
  return summary;
}

/** The median over rounds of the bff's figure less the API's in the same round. */
export function matchedDifference(
  api: readonly LoadFigures[],
  bff: readonly LoadFigures[],
): Difference {
  const within = (key: 'p50' | 'p99') =>
    median(bff.map((round, index) => round[key] - (api[index]?.[key] ?? NaN)));
  return { p50: within('p50'), p99: within('p99') };
}

/** In the child: runs the plan read from standard input and writes the figures as JSON. */
async function runPlanFromStdin(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const plan = JSON.parse(input) as LoadPlan;
  if (plan.rate > 0 && plan.load !== 'autocannon') {
    const url = new URL(plan.url);
    const figures = await pacedLoad({
      origin: url.origin,
      rate: plan.rate,
      ...(plan.amount ? { amount: plan.amount } : { seconds: plan.seconds }),
      timeoutMs: (plan.timeout ?? 10) * 1000,
      next: (index) => {
        const next = plan.requests[index % plan.requests.length];
        return {
          method: plan.method,
          path: next?.path ?? `${url.pathname}${url.search}`,
          headers: next?.headers ?? {},
          ...(next?.body === undefined ? {} : { body: next.body }),
        };
      },
    });
    process.stdout.write(JSON.stringify(figures));
    return;
  }
  let turn = 0;
  const latencies: number[] = [];
  const running = autocannon({
    url: plan.url,
    connections: plan.connections,
    ...(plan.timeout ? { timeout: plan.timeout } : {}),
    ...(plan.amount ? { amount: plan.amount } : { duration: plan.seconds }),
    ...(plan.rate > 0 ? { overallRate: plan.rate, ignoreCoordinatedOmission: true } : {}),
    requests: [
      {
        method: plan.method,
        setupRequest: (request) => {
          const next = plan.requests[turn % plan.requests.length];
          turn += 1;
          return {
            ...request,
            ...(next?.path ? { path: next.path } : {}),
            headers: { ...request.headers, ...next?.headers },
            ...(next?.body === undefined ? {} : { body: next.body }),
          };
        },
      },
    ],
  }) as ReturnType<typeof autocannon> & Tracker;
  // Like autocannon's own figures, the latencies of 2xx answers only.
  running.on('response', (_client, status, _bytes, milliseconds) => {
    if (status >= 200 && status < 300) latencies.push(milliseconds);
  });
  const result = await running;
  latencies.sort((a, b) => a - b);
  const answered = result['2xx'] + result.non2xx;
  const figures: LoadFigures = {
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    rate: answered / result.duration,
    total: answered,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytes: answered > 0 ? result.throughput.total / answered : NaN,
  };
  process.stdout.write(JSON.stringify(figures));
}

/** Runs a plan in a child process of its own (this file, with the loader this process runs under). */
export function runPlan(plan: LoadPlan): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), CHILD_FLAG],
      { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`the load generator exited with ${code}: ${err.trim().slice(-500)}`));
        return;
      }
      try {
        resolve(JSON.parse(out) as LoadFigures);
      } catch {
        reject(new Error(`the load generator answered no figures: ${out.slice(0, 200)}`));
      }
    });
    child.stdin.end(JSON.stringify(plan));
  });
}

// ------------------------------------------------------------ the run

/** The jtoken anywhere in a sign-in answer. */
export function findToken(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if ((key === 'jtoken' || key === 'Token') && typeof inner === 'string') return inner;
    const nested = findToken(inner);
    if (nested) return nested;
  }
  return undefined;
}

/** Signs a customer in directly (a Bearer token) and through the bff (its session cookie). */
async function signIn(
  stack: Stack,
  username: string,
): Promise<{ token: string; cookie: string } | undefined> {
  const body = JSON.stringify({ Username: username, Password: DEMO_PASSWORD });
  const direct = await fetch(`${stack.apiUrl}/authen/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const token = findToken(await direct.json().catch(() => ({})));
  const through = await fetch(`${stack.baseUrl}api/customer/authen/customer/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      Origin: stack.bffOrigin,
    },
    body,
  });
  const cookie = through.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return token && through.ok && cookie ? { token, cookie } : undefined;
}

/** The process listening on a port of this machine (Linux: `ss`), to read its CPU time. */
function listenerPid(port: string): number | undefined {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    return pid ? Number(pid) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (user and system) a process has used, in milliseconds; NaN where /proc cannot tell. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

interface Caller {
  level: number;
  username: string;
}

/**
 * Where a timed run goes: the API directly, or through the bff (asking for an encoding or not); the
 * product list (`POST api/products/items`, the default) or the suggestions (`GET GetAutoComplete`).
 */
interface Target {
  via: 'api' | 'bff';
  call?: 'items' | 'suggestions';
  /** Accept-Encoding sent to the bff, as a browser would. */
  acceptEncoding?: string;
}

/**
 * Starts the ordering API and the bff on the database `url` with `env`, then loads the search at
 * each target in turn, ROUNDS times: the targets of a case share the stack and the moment, so
 * their figures can be set against each other round by round. Each target is warmed up first
 * (not counted): with `every request once`, each request is sent once as fast as answered (the
 * answers are then kept) and then three seconds at the rate; otherwise only the three seconds.
 */
async function measureCase(
  url: string,
  filesDir: string,
  options: Omit<SearchBenchOptions, 'server' | 'products'>,
  texts: readonly string[],
  callers: readonly Caller[],
  env: Record<string, string>,
  warmUp: 'every request once' | 'three seconds',
  targets: readonly Target[],
): Promise<{ levels: number[]; textsWithoutResults: number; rounds: TargetFigures[][] }> {
  const stack = await startStack({
    logDir: options.logDir,
    env: { DATABASE_URL: url, FILES_DIR: filesDir, SEED_ON_FIRST_RUN: 'false', ...env },
  });
  try {
    const sessions: (Caller & { token: string; cookie: string })[] = [];
    for (const caller of callers) {
      const session = await signIn(stack, caller.username);
      if (session) sessions.push({ ...caller, ...session });
    }
    if (sessions.length === 0) throw new Error('no customer could sign in');
    const bodies = texts.map((text) => JSON.stringify({ SearchText: text, Skip: 0, Take: TAKE }));

    // Each text once: that it finds something (the texts come from the catalogue, so it should).
    let textsWithoutResults = 0;
    for (const body of bodies) {
      const response = await fetch(`${stack.apiUrl}/${SEARCH_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${sessions[0]?.token ?? ''}`,
        },
        body,
      });
      const answer = (await response.json().catch(() => null)) as unknown;
      if (!response.ok || !Array.isArray(answer) || answer.length === 0) textsWithoutResults += 1;
    }

    const plan = ({ via, acceptEncoding, call = 'items' }: Target): LoadPlan => {
      const base = via === 'api' ? `${stack.apiUrl}/` : `${stack.baseUrl}api/customer/`;
      const url = `${base}${call === 'items' ? SEARCH_PATH : SUGGESTIONS_PATH}`;
      const urlPath = new URL(url).pathname;
      return {
        url,
        method: call === 'items' ? 'POST' : 'GET',
        rate: options.rate,
        seconds: options.seconds,
        connections: options.connections,
        load: options.load,
        // Texts and customers in turn: consecutive requests differ in both, and the customers share
        // the texts out (every price level searches a fifth of them).
        requests: texts.map((text, index) => {
          const session = sessions[index % sessions.length] ?? sessions[0]!;
          const caller: Record<string, string> =
            via === 'api'
              ? { authorization: `Bearer ${session.token}` }
              : {
                  cookie: session.cookie,
                  'X-Requested-With': 'XMLHttpRequest',
                  Origin: stack.bffOrigin,
                  ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
                };
          return call === 'items'
            ? { headers: { 'content-type': 'application/json', ...caller }, body: bodies[index] ?? '' }
            : {
                headers: caller,
                path: `${urlPath}?search=${encodeURIComponent(text)}&take=${SUGGESTIONS_TAKE}`,
              };
        }),
      };
    };
    const apiPid = listenerPid(new URL(stack.apiUrl).port);
    const bffPid = listenerPid(new URL(stack.bffOrigin).port);
    const plans = targets.map(plan);
    for (const target of plans) {
      if (warmUp === 'every request once')
        await runPlan({ ...target, rate: 0, amount: target.requests.length });
      await runPlan({ ...target, seconds: Math.min(3, target.seconds) });
    }
    const rounds: TargetFigures[][] = plans.map(() => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, target] of plans.entries()) {
        const [api0, bff0] = [cpuMs(apiPid), cpuMs(bffPid)];
        const load = await runPlan(target);
        const count = Math.max(1, load.total);
        rounds[index]?.push({
          ...load,
          apiCpuMs: (cpuMs(apiPid) - api0) / count,
          bffCpuMs: (cpuMs(bffPid) - bff0) / count,
        });
      }
    }
    return { levels: sessions.map((session) => session.level), textsWithoutResults, rounds };
  } finally {
    await stack.stop();
  }
}

/** How long the cached case keeps answers: longer than its warm-ups and rounds together. */
const KEPT_FOR_THE_CASE_SECONDS = 900;

/**
 * Measures the search on the seeded database `url`: with the answer cache as configured by
 * default (every request sent once first, so the runs read answers already kept), then with the
 * cache off (every answer read from the database).
 */
export async function measureSearch(
  url: string,
  filesDir: string,
  options: Omit<SearchBenchOptions, 'server'>,
): Promise<SearchFigures> {
  const texts = catalogueSearchTexts(url);
  // One customer of each price level, primary customers of the center.
  const callers = psql(
    url,
    `select distinct on (level) level, username from (
       select coalesce(cc.price_level, c.price_level, 1) as level, c.username, c.id
       from customers c join customer_centers cc on cc.customer_id = c.id
       where cc.sale_unit = '${CENTER}' and cc.active and cc.is_primary and c.active
         and c.approval_status = 'APPROVED' and c.username is not null and c.password_hash is not null
     ) q order by level, id`,
  ).map(([level = '', username = '']) => ({ level: Number(level), username }));
  const plain = texts.map((text) => text.text);
  // Cold first: most texts a shop types were not searched in the last seconds, so this is what a
  // customer meets; the kept answers after.
  const cold = await measureCase(
    url,
    filesDir,
    { ...options, rate: options.coldRate },
    plain,
    callers,
    { CATALOGUE_CACHE_SECONDS: '0' },
    'three seconds',
    [
      { via: 'api' },
      { via: 'bff' },
      { via: 'api', call: 'suggestions' },
      { via: 'bff', call: 'suggestions' },
    ],
  );
  const cached = await measureCase(
    url,
    filesDir,
    options,
    plain,
    callers,
    // Kept for the whole case: with the default 30 s, answers kept at the warm-up expired in the
    // middle of the rounds and whichever target ran then took every recomputation.
    { CATALOGUE_CACHE_SECONDS: String(KEPT_FOR_THE_CASE_SECONDS) },
    'every request once',
    [{ via: 'api' }, { via: 'bff' }, { via: 'bff', acceptEncoding: 'br' }],
  );
  const [cachedApi = [], cachedBff = [], cachedBffCompressed = []] = cached.rounds;
  const [coldApi = [], coldBff = [], suggestionsApi = [], suggestionsBff = []] = cold.rounds;
  const count = (kind: SearchKind) => texts.filter((text) => text.kind === kind).length;
  return {
    products: options.products,
    texts: {
      thai: count('thai'),
      english: count('english'),
      code: count('code'),
      barcode: count('barcode'),
      none: count('none'),
    },
    textsWithoutResults: cold.textsWithoutResults,
    levels: cached.levels,
    seconds: options.seconds,
    rate: options.rate,
    coldRate: options.coldRate,
    connections: options.connections,
    rounds: ROUNDS,
    cached: {
      api: medianOfRounds(cachedApi),
      bff: medianOfRounds(cachedBff),
      bffCompressed: medianOfRounds(cachedBffCompressed),
    },
    cold: { api: medianOfRounds(coldApi), bff: medianOfRounds(coldBff) },
    suggestions: { api: medianOfRounds(suggestionsApi), bff: medianOfRounds(suggestionsBff) },
    difference: {
      cached: matchedDifference(cachedApi, cachedBff),
      cold: matchedDifference(coldApi, coldBff),
      suggestions: matchedDifference(suggestionsApi, suggestionsBff),
    },
  };
}

/**
 * Creates a database, seeds `products` products, and measures the search on it (measureSearch).
 * Drops the database afterwards.
 */
export async function searchBench(
  options: SearchBenchOptions,
  log: (line: string) => void,
): Promise<SearchFigures> {
  const name = `eorder_bench_search_${Date.now()}_${process.pid}`;
  const url = databaseUrl(options.server, name);
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'eorder-bench-search-'));
  psql(options.server, `create database "${name}"`);
  try {
    const seeding = Date.now();
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'ordering-api', 'dist', 'seed-cli.js'),
        '--products',
        String(options.products),
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: url, FILES_DIR: filesDir },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    // What autovacuum does on a server that has been running: planner statistics and the visibility map.
    psql(url, 'vacuum analyze');
    log(`  seeded ${options.products} products in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);
    return await measureSearch(url, filesDir, options);
  } finally {
    psql(options.server, `drop database if exists "${name}" with (force)`);
    rmSync(filesDir, { recursive: true, force: true });
  }
}

/**
 * The section of `pnpm bench`: skipped with a line when no PostgreSQL server is given; never fails
 * the run (a problem is printed instead).
 */
export async function searchSection(
  server: string | undefined,
  settings: { logDir: string; seconds: number; connections: number; load: LoadKind },
  print: { heading: (title: string) => void; table: (rows: string[][]) => void },
): Promise<SearchFigures | undefined> {
  const options = { ...settings, rate: 500, coldRate: 300, products: 50_000 };
  print.heading(
    `Product search on PostgreSQL: ${options.products.toLocaleString('en')} products, ${TAKE} items, ` +
      `cold at ${options.coldRate} and with kept answers at ${options.rate} requests/s, ` +
      `${options.seconds} s a run, ${loadWords(options.load)}${options.load === 'paced' ? '' : `, ${options.connections} connections`}`,
  );
  if (!server) {
    console.log('  DATABASE_URL is not set; skipped.');
    return undefined;
  }
  try {
    const figures = await searchBench({ ...options, server }, (line) => console.log(line));
    const { texts } = figures;
    console.log(
      `  ${Object.values(texts).reduce((a, b) => a + b, 0)} distinct texts: ${texts.thai} Thai parts of words (2 to 6 letters), ` +
        `${texts.english} English words and prefixes, ${texts.code} codes, ${texts.barcode} barcodes and ` +
        `${texts.none} that find nothing (${figures.textsWithoutResults} found nothing); customers of price levels ` +
        `${figures.levels.join(', ')} in turn`,
    );
    print.table(searchRows(figures));
    console.log(
      `  each figure the median of ${figures.rounds} runs; the targets of a case take turns on one stack, ` +
        'and a difference is taken within a round',
    );
    console.log(
      `  cold: CATALOGUE_CACHE_SECONDS=0, every answer read from the database, at ${figures.coldRate} requests/s; ` +
        `the suggestions (take ${SUGGESTIONS_TAKE}) of the same texts, which are never kept`,
    );
    console.log(
      `  kept answers: every request sent once before the runs, answers kept for ${KEPT_FOR_THE_CASE_SECONDS} s ` +
        `(CATALOGUE_CACHE_SECONDS), so every run reads a kept answer, at ${figures.rate} requests/s`,
    );
    console.log(
      '  br: the browser asks for brotli (Accept-Encoding: br); the other runs ask for no encoding',
    );
    console.log(
      '  budget (machine otherwise idle; 2 cores shared with PostgreSQL and the load generator): cold p99 under',
    );
    console.log(
      '  25 ms directly, the bff adding at most 1 ms at p50 and 3 ms at p99; kept answers p99 under 10 ms through the bff',
    );
    return figures;
  } catch (error) {
    console.log(`  could not measure: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The figures as the benchmark prints them: a row a run, and the bff's difference. */
export function searchRows(figures: SearchFigures): string[][] {
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');
  const cpu = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-');
  const row = (target: string, load: TargetFigures) => [
    target,
    ms(load.p50),
    ms(load.p99),
    ms(load.max),
    load.rate.toFixed(0),
    String(load.non2xx),
    String(load.errors + load.timeouts),
    cpu(load.apiCpuMs),
    cpu(load.bffCpuMs),
    Number.isFinite(load.bytes) ? load.bytes.toFixed(0) : '-',
  ];
  const difference = (label: string, within: Difference) => [
    label,
    ms(within.p50),
    ms(within.p99),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ];
  const { cached, cold, suggestions } = figures;
  return [
    [
      'target',
      'p50',
      'p99',
      'max',
      'req/s',
      'non-2xx',
      'errors',
      'API CPU ms/req',
      'bff CPU ms/req',
      'bytes/answer',
    ],
    row('cold  API  POST api/products/items', cold.api),
    row('cold  bff  POST api/customer/api/products/items', cold.bff),
    difference('cold  difference (bff - API, matched rounds)', figures.difference.cold),
    row(`cold  API  GET ${SUGGESTIONS_PATH}`, suggestions.api),
    row(`cold  bff  GET api/customer/${SUGGESTIONS_PATH}`, suggestions.bff),
    difference('cold  difference (bff - API, matched rounds)', figures.difference.suggestions),
    row('kept answers  API  POST api/products/items', cached.api),
    row('kept answers  bff  POST api/customer/api/products/items', cached.bff),
    difference('kept answers  difference (bff - API, matched rounds)', figures.difference.cached),
    row('kept answers  bff  POST api/customer/api/products/items (br)', cached.bffCompressed),
  ];
}

if (process.argv.includes(CHILD_FLAG)) await runPlanFromStdin();
