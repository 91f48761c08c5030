// The rider's budgets: the list of a day of 300 orders through the bff at 100 requests a second,
// and the gzip JavaScript of a first visit of /rider (decision 094).
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { buildPath, CALL_PATHS } from '@eorder/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PRODUCTS } from '../../ordering-api/src/seed/accounts';
import { extractCode, normalizeMobile } from '../fakes/sms-gateway/index';
import { databaseUrl, psql } from '../support/postgres';
import { REPO_ROOT, startStack, type Stack } from '../support/stack';
import { CHROMIUM, CHROMIUM_ARGS, paintProbe, PHONE } from '../support/chromium';
import { pacedLoad, percentile } from './paced';
import type { Tracker } from './search';

type Out = { heading(title: string): void; table(rows: string[][]): void };

export interface RiderFigures {
  orders: number;
  rate: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  answered: number;
  non2xx: number;
  errors: number;
  firstVisitKb?: number;
  /** /rider painted at 4x CPU, ms from navigation start: first visits, and again with files cached. */
  paint?: { first: number[]; again: number[] };
  /** The same list under autocannon's per-second bursts (decision 100). */
  bursts?: RiderFigures;
}

const ORDERS = 300;
const RATE = 100;
const P99_BUDGET_MS = 50;
const FIRST_VISIT_BUDGET_KB = 170;
const PAINT_BUDGET_MS = 1500;
const PAINT_RUNS = 5;

/** The list's first order card: its first paint is the page's (`paintProbe`). */
const FIRST_CARD = '[data-testid^="rider-order-"]';

const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * /rider opened by the signed-in rider at phone size with the CPU slowed 4x, from navigation start to
 * the list's first card painted: each first visit in a new browser context (nothing cached), and the
 * same context's second visit (its files cached) beside it. One visit before is not counted.
 */
async function riderPaint(
  stack: Stack,
  cookie: string,
): Promise<{ first: number[]; again: number[]; firstLoads: string[][] } | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const url = new URL('rider', stack.baseUrl).href;
  const cookies = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: stack.bffOrigin };
  });
  cookies.push({ name: 'dsg_cookies_consent', value: 'Y', url: stack.bffOrigin });
  const first: number[] = [];
  const again: number[] = [];
  const firstLoads: string[][] = [];
  try {
    for (let run = -1; run < PAINT_RUNS; run += 1) {
      const context = await browser.newContext(PHONE);
      await context.addCookies(cookies);
      await context.addInitScript(paintProbe, FIRST_CARD);
      for (const into of [first, again]) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(url);
        const painted = await page.waitForFunction(
          (selector) => window.__eorderPaintedAt?.[selector],
          FIRST_CARD,
          { timeout: 60_000 },
        );
        const paintedAt = Number(await painted.jsonValue());
        if (run >= 0) into.push(paintedAt);
        if (run >= 0 && into === first)
          // What the first visit loaded before it painted, in the order asked for (ms from navigation start).
          firstLoads.push(
            await page.evaluate(
              (until) =>
                performance
                  .getEntriesByType('resource')
                  .filter((entry) => entry.startTime < until)
                  .map((entry) => {
                    const timing = entry as PerformanceResourceTiming;
                    const name = new URL(timing.name).pathname.replace(
                      /^.*\/(assets|bff|api)\//,
                      '$1/',
                    );
                    return `${name} ${timing.startTime.toFixed(0)}-${timing.responseEnd.toFixed(0)}`;
                  }),
              paintedAt,
            ),
          );
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { first, again, firstLoads };
}

/** A client of the bff keeping its own cookies. */
export function bffClient(stack: Stack) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const send = async (
    method: 'GET' | 'POST',
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${stack.baseUrl}${pathname}`, {
      method,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        Origin: stack.bffOrigin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(jar.size > 0 ? { cookie: cookie() } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    if (!res.ok)
      throw new Error(`${method} ${pathname} answered ${res.status}: ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };
  return { send, cookie };
}

/** Signs staff or a rider in through the bff with the one-time code the fake SMS gateway got. */
export async function signInByOtp(stack: Stack, area: 'merchant' | 'rider', mobile: string) {
  const client = bffClient(stack);
  const purpose = area === 'merchant' ? 'STAFF_LOGIN' : 'RIDER_LOGIN';
  const before = new Set(stack.sms.messages(normalizeMobile(mobile)).map((message) => message.id));
  const request = await client.send('POST', `api/${area}/authen/otp/request`, {
    MobileNo: mobile,
    Purpose: purpose,
  });
  const message = stack.sms.messages(normalizeMobile(mobile)).find((sent) => !before.has(sent.id));
  const OtpCode = message ? extractCode(message.message) : undefined;
  if (!OtpCode) throw new Error(`no one-time code reached ${mobile}`);
  const login = area === 'merchant' ? 'user/login' : 'rider/login';
  await client.send('POST', `api/${area}/authen/${login}`, {
    MobileNo: mobile,
    RefCode: request.RefCode,
    OtpCode,
  });
  return client;
}

/** 300 cash-on-delivery orders of the day, each approved for the demo rider. */
export async function dayOfOrders(stack: Stack, count = ORDERS) {
  const customer = bffClient(stack);
  await customer.send('POST', 'api/customer/authen/customer/login', {
    Username: DEMO_ACCOUNTS.creditCustomer.username,
    Password: DEMO_PASSWORD,
  });
  const merchant = await signInByOtp(stack, 'merchant', DEMO_ACCOUNTS.merchant.mobileNo);
  for (let i = 0; i < count; i += 1) {
    const placed = await customer.send(
      'POST',
      'api/customer/api/orders/place',
      {
        SaleUnit: 'DC01',
        PaymentMethod: 'COD',
        Items: [{ P_Code: DEMO_PRODUCTS.threeUnits, qty1: 1, qty2: 0, qty3: 0 }],
      },
      { 'Idempotency-Key': randomUUID() },
    );
    const orderId = (placed.Order as { OrderID: string }).OrderID;
    await merchant.send(
      'POST',
      `api/merchant${buildPath('merchantOrderAction', { orderId, saleUnit: 'DC01' })}`,
      {
        Action: 'approve',
        Expect: 'WAIT',
        RiderId: DEMO_ACCOUNTS.rider.riderId,
      },
    );
  }
}

/** The list asked for at RATE a second by the load named (decision 100). */
async function listLoad(
  stack: Stack,
  cookie: string,
  seconds: number,
  load: 'paced' | 'autocannon',
): Promise<RiderFigures> {
  // The first page, as the rider's page asks for it (12 cards; more on "load more").
  const url = new URL(`api/rider${CALL_PATHS.riderOrders}?status=APPROVED`, stack.baseUrl);
  const headers = { cookie, 'X-Requested-With': 'XMLHttpRequest' };
  if (load === 'paced') {
    const figures = await pacedLoad({
      origin: url.origin,
      rate: RATE,
      seconds,
      next: () => ({ method: 'GET', path: `${url.pathname}${url.search}`, headers }),
    });
    return { orders: ORDERS, seconds, ...figures, answered: figures.total };
  }
  const latencies: number[] = [];
  const running = autocannon({
    url: url.href,
    connections: 10,
    duration: seconds,
    overallRate: RATE,
    ignoreCoordinatedOmission: true,
    headers,
  }) as ReturnType<typeof autocannon> & Tracker;
  running.on('response', (_client, status, _bytes, milliseconds) => {
    if (status >= 200 && status < 300) latencies.push(milliseconds);
  });
  const result = await running;
  latencies.sort((a, b) => a - b);
  return {
    orders: ORDERS,
    rate: (result['2xx'] + result.non2xx) / result.duration,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    answered: result['2xx'] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The gzip KB of /rider's first visit: the entry's closure, the Thai first-visit texts and the rider chunks. */
function riderFirstVisitKb(): number | undefined {
  const dist = path.join(REPO_ROOT, 'web', 'dist');
  const listFile = path.join(dist, 'first-visit.json');
  if (!existsSync(listFile)) return undefined;
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as {
    locales: Record<string, { scripts: string[] } | undefined>;
    measured?: Record<string, { scripts: string[] } | undefined>;
  };
  const rider = list.measured?.['/rider'];
  if (!rider) return undefined;
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [
    ...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)=["']([^"']+\.js)["']/g),
  ].map((match) => match[1] ?? '');
  const files = new Set(
    [...initial, ...(list.locales.th?.scripts ?? []), ...rider.scripts].map((name) =>
      name.slice(name.indexOf('assets/')),
    ),
  );
  let bytes = 0;
  for (const name of files) {
    const file = path.join(dist, name);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return bytes / 1024;
}

/** The list under load on one database: a throwaway PostgreSQL database of `server`, else PGlite. */
async function onDatabase(
  options: { logDir: string; seconds: number },
  server: string | undefined,
): Promise<{
  paced: RiderFigures;
  bursts: RiderFigures;
  paint?: { first: number[]; again: number[]; firstLoads: string[][] } | undefined;
}> {
  const name = `eorder_bench_rider_${Date.now()}_${process.pid}`;
  if (server) psql(server, `create database "${name}"`);
  let stack: Stack | undefined;
  try {
    stack = await startStack({
      logDir: path.join(options.logDir, server ? 'postgres' : 'pglite'),
      seedProducts: 200,
      ...(server
        ? { env: { DATABASE_URL: databaseUrl(server, name), SEED_ON_FIRST_RUN: 'true' } }
        : {}),
    });
    await dayOfOrders(stack);
    const rider = await signInByOtp(stack, 'rider', DEMO_ACCOUNTS.rider.mobileNo);
    // Three seconds not counted (the list's first plans, the day's LINE notices still being sent),
    // then the headline, the rate as users send it, then autocannon's bursts beside it.
    await listLoad(stack, rider.cookie(), 3, 'paced');
    const paced = await listLoad(stack, rider.cookie(), options.seconds, 'paced');
    const bursts = await listLoad(stack, rider.cookie(), options.seconds, 'autocannon');
    // The page on the database a center runs, after the load (its orders are the list's).
    const paint = server ? await riderPaint(stack, rider.cookie()) : undefined;
    return { paced, bursts, paint };
  } finally {
    await stack?.stop();
    if (server) psql(server, `drop database if exists "${name}" with (force)`);
  }
}

/**
 * The rider's list on PostgreSQL (what a center runs; `server` is DATABASE_URL's server, the headline
 * figure) and on the embedded PGlite of `npm start` (beside it); PGlite only when there is no server.
 */
export async function riderSection(
  options: { logDir: string; seconds: number; server?: string | undefined },
  out: Out,
): Promise<(RiderFigures & { database: string; pglite?: RiderFigures }) | undefined> {
  out.heading(
    `Rider: the order list of a day of ${ORDERS} orders through the bff at ${RATE} requests/s; /rider's first visit`,
  );
  const kb = riderFirstVisitKb();
  console.log(
    kb === undefined
      ? '  /rider first visit: no measured list in web/dist/first-visit.json (build the web first)'
      : `  /rider first visit: ${kb.toFixed(1)} KB gzip (budget ${FIRST_VISIT_BUDGET_KB} KB: ${kb <= FIRST_VISIT_BUDGET_KB ? 'within' : 'OVER'})`,
  );
  const databases = options.server ? (['PostgreSQL', 'PGlite'] as const) : (['PGlite'] as const);
  const rows: string[][] = [['', 'p50', 'p99', 'max', 'req/s', 'answered', 'non-2xx', 'errors']];
  const row = (name: string, figures: RiderFigures) => [
    name,
    `${figures.p50.toFixed(2)} ms`,
    `${figures.p99.toFixed(2)} ms`,
    `${figures.max.toFixed(2)} ms`,
    figures.rate.toFixed(1),
    String(figures.answered),
    String(figures.non2xx),
    String(figures.errors),
  ];
  const measured: Partial<Record<(typeof databases)[number], RiderFigures>> = {};
  for (const database of databases) {
    try {
      const { paced, bursts, paint } = await onDatabase(
        options,
        database === 'PostgreSQL' ? options.server : undefined,
      );
      measured[database] = {
        ...paced,
        bursts,
        ...(paint ? { paint: { first: paint.first, again: paint.again } } : {}),
      };
      if (paint) {
        const firstMs = middle(paint.first);
        console.log(
          `  /rider painted (390x844, 4x CPU, ${database}), first visit in a new browser: median ${firstMs.toFixed(0)} ms ` +
            `(${paint.first.map((value) => value.toFixed(0)).join(', ')}; budget ${PAINT_BUDGET_MS} ms: ${firstMs <= PAINT_BUDGET_MS ? 'within' : 'OVER'}); ` +
            `again, its files cached: median ${middle(paint.again).toFixed(0)} ms (${paint.again.map((value) => value.toFixed(0)).join(', ')})`,
        );
        console.log(
          `  loaded before the median first visit painted: ${(paint.firstLoads[paint.first.indexOf(firstMs)] ?? []).join(', ')}`,
        );
      }
      rows.push(
        row(`rider list (bff, ${database}), arriving at ${RATE}/s`, paced),
        row(
          `  beside it: autocannon, 10 connections each sending ${RATE / 10} at the top of each second`,
          bursts,
        ),
      );
    } catch (error) {
      console.log(
        `  could not run the rider list on ${database}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (rows.length > 1) out.table(rows);
  const headline = databases[0];
  const figures = measured[headline];
  if (!figures) return undefined;
  console.log(
    `  p99 budget ${P99_BUDGET_MS} ms on ${headline}: ${figures.p99 <= P99_BUDGET_MS ? 'within' : 'OVER'}`,
  );
  return {
    ...figures,
    database: headline,
    ...(headline === 'PostgreSQL' && measured.PGlite ? { pglite: measured.PGlite } : {}),
    ...(kb === undefined ? {} : { firstVisitKb: kb }),
  };
}
