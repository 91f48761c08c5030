// The merchant back office's budgets on PostgreSQL: the product, promotion and order lists, a
// status change, and the outbox pushing 1,000 LINE notices (decision 104).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { buildPath, CALL_PATHS } from '@eorder/shared';
import { DEMO_ACCOUNTS } from '../../ordering-api/src/seed/accounts';
import * as linePlatform from '../fakes/line/index';
import { REPO_ROOT, startStack, type Stack } from '../support/stack';
import { loadWords, pacedLoad, type LoadKind } from './paced';
import { signInByOtp } from './rider';
import { databaseUrl, percentile, psql, type Tracker } from './search';

type Out = { heading(title: string): void; table(rows: string[][]): void };

const CENTER = 'DC01';
const PRODUCTS = 50_000;
const PROMOTIONS = 2_000;
const ORDERS = 200_000;
const CUSTOMERS = 2_000;
const LIST_RATE = 200;
const LIST_BUDGET_MS = 50;
const CHANGES = 1_000;
const CHANGE_RATE = 50;
const CHANGE_BUDGET_MS = 30;
/** Approvals of other waiting orders first, at the same rate and not counted (as the lists' warm-up). */
const CHANGE_WARMUP = 100;
const NOTICES = 1_000;
const NOTICES_BUDGET_S = 10;
/** How often the API's outbox sender looks for due notices in this bench. */
const OUTBOX_INTERVAL = '1s';

export interface LoadRow {
  name: string;
  p50: number;
  p99: number;
  max: number;
  rate: number;
  answered: number;
  non2xx: number;
  errors: number;
}

export interface MerchantFigures {
  lists: LoadRow[];
  /** The order search measured again after the status changes. */
  searchAfterChanges: LoadRow;
  changes: { count: number; rate: number; p50: number; p99: number; max: number; failed: number; outboxRows: number };
  /** The first CHANGE_WARMUP approvals after the lists, on a status-change path not yet run: not counted. */
  changesWarmup: { count: number; p50: number; p99: number; max: number; failed: number };
  outbox: { notices: number; pushed: number; repeated: number; fromQueuedS: number; firstToLastS: number; unsent: number };
  loadAverage: number[];
}

/** The bulk fill, in SQL: names and codes a search finds, spread over the year and the statuses. */
export function fillSql(): string {
  return `
begin;
insert into products (p_code, product_name_th, product_name_en, unit1_code, unit1_name_th, unit1_name_en,
  p_brand, barcode1, search_text)
select code, th, en, 'PCS', 'ชิ้น', 'Piece', brand, barcode,
  lower(code || ' ' || th || ' ' || en || ' ' || brand || ' ' || barcode)
from (
  select 'MB' || lpad(g::text, 6, '0') as code,
    (array['น้ำปลา','ข้าวหอมมะลิ','น้ำมันพืช','ผงซักฟอก','กาแฟสำเร็จรูป','นมกล่อง','บะหมี่กึ่งสำเร็จรูป','สบู่เหลว'])[1 + g % 8]
      || ' ขนาด ' || (100 + g % 900) || ' กรัม' as th,
    (array['Fish sauce','Jasmine rice','Cooking oil','Detergent','Instant coffee','UHT milk','Instant noodles','Liquid soap'])[1 + g % 8]
      || ' ' || (100 + g % 900) || ' g' as en,
    (array['Siam','Chao Phraya','Lanna','Isan','Andaman'])[1 + g % 5] as brand,
    '885' || lpad(g::text, 10, '0') as barcode
  from generate_series(1, ${PRODUCTS}) g
) p;
insert into center_products (sale_unit, p_code, price1, price2, price3, price4, price5, disabled, sort)
select '${CENTER}', 'MB' || lpad(g::text, 6, '0'), 20 + g % 300, 19 + g % 300, 18 + g % 300, 17 + g % 300,
  16 + g % 300, g % 17 = 0, 0
from generate_series(1, ${PRODUCTS}) g;
insert into stock (sale_unit, p_code, available, reserved)
select '${CENTER}', 'MB' || lpad(g::text, 6, '0'), g % 500, 0 from generate_series(1, ${PRODUCTS}) g;

insert into promotions (sale_unit, promotion_name, short_name, promotion_type, flag_enabled, date_begin, date_end)
select '${CENTER}',
  (array['ลดราคาน้ำปลา','แถมฟรีกาแฟ','ลดพิเศษนมกล่อง','Mid-month rice deal','Soap bundle'])[1 + g % 5] || ' ' || g,
  'BP' || g,
  (array['DiscountValue','DiscountPercent','FreeItem'])[1 + g % 3],
  case when g % 10 = 0 then 'N' else 'Y' end,
  current_date - (g % 400), current_date - (g % 400) + 7 + g % 60
from generate_series(1, ${PROMOTIONS}) g;

insert into customers (customer_code, customer_name, line_user_id)
select 'BC' || lpad(g::text, 5, '0'), 'ร้านทดสอบ ' || g || ' Bench Shop ' || g, 'U' || md5('bench-customer-' || g)
from generate_series(1, ${CUSTOMERS}) g;
insert into customer_centers (customer_id, sale_unit, is_primary)
select id, '${CENTER}', true from customers where customer_code like 'BC%';

-- The newest ${CHANGES} orders wait for the merchant (the status changes take them); the rest are
-- a year of history, one every two and a half minutes.
insert into orders (order_id, sale_unit, customer_id, status, payment_type, payment_status, subtotal,
  total, created_at, updated_at)
select 'BM' || lpad(g::text, 7, '0'), '${CENTER}', c.id,
  case when g <= ${CHANGES} then 'WAIT'
       else (array['DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','CANCELLED','APPROVED','SHIPPING','WAIT'])[1 + g % 10] end,
  '0', case when g % 3 = 0 then 'PAID' else 'UNPAID' end, 100 + g % 5000, 100 + g % 5000,
  now() - g * interval '150 seconds', now() - g * interval '150 seconds'
from generate_series(1, ${ORDERS}) g
join customers c on c.customer_code = 'BC' || lpad((1 + g % ${CUSTOMERS})::text, 5, '0');
commit;
vacuum analyze;
-- The fill's writes reach the disk now, not in a checkpoint during the measurements.
checkpoint;
`;
}

async function measureList(
  stack: Stack,
  cookie: string,
  name: string,
  requests: { method: 'GET' | 'POST'; path: string; body?: unknown }[],
  seconds: number,
  load: LoadKind,
): Promise<LoadRow> {
  const base = new URL(stack.baseUrl);
  if (load === 'paced') {
    const headers = { cookie, 'X-Requested-With': 'XMLHttpRequest', Origin: stack.bffOrigin };
    const figures = await pacedLoad({
      origin: stack.bffOrigin,
      rate: LIST_RATE,
      seconds,
      next: (index) => {
        const request = requests[index % requests.length] ?? requests[0]!;
        return {
          method: request.method,
          path: `${base.pathname}${request.path}`,
          ...(request.body === undefined
            ? { headers }
            : { body: JSON.stringify(request.body), headers: { ...headers, 'content-type': 'application/json' } }),
        };
      },
    });
    return { name, ...figures, answered: figures.total };
  }
  const latencies: number[] = [];
  const running = autocannon({
    url: stack.bffOrigin,
    connections: 10,
    duration: seconds,
    overallRate: LIST_RATE,
    ignoreCoordinatedOmission: true,
    headers: { cookie, 'X-Requested-With': 'XMLHttpRequest', Origin: stack.bffOrigin },
    requests: requests.map((request) => ({
      method: request.method,
      path: `${base.pathname}${request.path}`,
      ...(request.body === undefined
        ? {}
        : { body: JSON.stringify(request.body), headers: { cookie, 'X-Requested-With': 'XMLHttpRequest', Origin: stack.bffOrigin, 'content-type': 'application/json' } }),
    })),
  }) as ReturnType<typeof autocannon> & Tracker;
  running.on('response', (_client, status, _bytes, milliseconds) => {
    if (status >= 200 && status < 300) latencies.push(milliseconds);
  });
  const result = await running;
  latencies.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    rate: (result['2xx'] + result.non2xx) / result.duration,
    answered: result['2xx'] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const query = (values: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

/** The lists as the merchant pages ask for them (see the web's merchant-products, -promotions, -orders calls). */
function listCases() {
  const products = `api/merchant${CALL_PATHS.merchantProductItems}`;
  const promotions = `api/merchant${CALL_PATHS.promotionList}`;
  const orders = `api/merchant${CALL_PATHS.merchantOrderList}`;
  const productPage = (SearchText: string | null, skip = 0) => ({ method: 'POST' as const, path: products, body: { saleUnit: CENTER, SearchText, skip, take: 12 } });
  const promotionPage = (Status: string, Text = '', Skip = 0) => ({
    method: 'GET' as const,
    path: `${promotions}?${query({ Status, ...(Text ? { Text } : {}), Skip, Take: 12, IncludeDetail: false, SaleUnit: CENTER })}`,
  });
  const orderPage = (Status: string, Text = '', skip = 0) => ({
    method: 'GET' as const,
    path: `${orders}?${query({ SaleUnit: CENTER, Status, ...(Text ? { Text } : {}), skip, take: 12 })}`,
  });
  return [
    { name: 'products: first page, then load more', requests: [productPage(null), productPage(null, 12), productPage(null, 24)] },
    { name: 'products: text search', requests: ['น้ำปลา', 'coffee', 'ข้าวหอม 250', 'MB0123', 'liquid soap 7', 'ไม่มีสินค้านี้'].map((text) => productPage(text)) },
    {
      name: 'products: barcode scan',
      requests: ['8850000012345', '8850000049999', '8850000000001'].map((barcode) => ({ method: 'POST' as const, path: products, body: { saleUnit: CENTER, barcode, skip: 0, take: 10 } })),
    },
    { name: 'promotions: all, first pages', requests: [promotionPage('ALL'), promotionPage('ALL', '', 12)] },
    { name: 'promotions: tab and text', requests: [promotionPage('CURRENT'), promotionPage('EXPIRED', 'น้ำปลา'), promotionPage('ALL', 'rice'), promotionPage('ALL', '1500')] },
    { name: 'orders: All, first pages', requests: [orderPage('All'), orderPage('All', '', 12)] },
    { name: 'orders: status tabs', requests: [orderPage('WAIT'), orderPage('SHIPPING'), orderPage('CANCELLED'), orderPage('DELIVERED', '', 12)] },
    { name: 'orders: search number or customer', requests: [orderPage('All', 'BM0012345'), orderPage('All', 'BC00042'), orderPage('All', 'ร้านทดสอบ 1234'), orderPage('WAIT', 'Bench Shop 77')] },
  ];
}

/**
 * CHANGES approvals of waiting orders, one every 1/CHANGE_RATE s, each timed from when it was due.
 * Sent on kept sockets with undici's request, as the lists' paced load is: `fetch` costs the load
 * generator a few times more, on the cores the servers use (decision 127).
 */
async function statusChanges(stack: Stack, cookie: string, orderIds: string[]) {
  const latencies: number[] = [];
  let failed = 0;
  const pool = new Pool(stack.bffOrigin, { connections: 16 });
  const base = new URL(stack.baseUrl).pathname;
  const headers = { cookie, 'X-Requested-With': 'XMLHttpRequest', Origin: stack.bffOrigin, 'content-type': 'application/json' };
  const body = JSON.stringify({ Action: 'approve', Expect: 'WAIT' });
  const start = performance.now();
  await Promise.all(
    orderIds.map(async (orderId, index) => {
      const due = start + (index * 1000) / CHANGE_RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        const path = `${base}api/merchant${buildPath('merchantOrderAction', { orderId, saleUnit: CENTER })}`;
        const answer = await pool.request({ method: 'POST', path, headers, body });
        await answer.body.text();
        if (answer.statusCode === 200) latencies.push(performance.now() - due);
        else failed += 1;
      } catch {
        failed += 1;
      }
    }),
  );
  await pool.close();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN, failed };
}

async function until(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function merchantSection(server: string | undefined, options: { logDir: string; seconds: number; load: LoadKind }, out: Out): Promise<MerchantFigures | undefined> {
  out.heading(
    `Merchant back office on PostgreSQL: ${PRODUCTS.toLocaleString('en')} products, ${PROMOTIONS.toLocaleString('en')} promotions, ` +
      `${ORDERS.toLocaleString('en')} orders; lists through the bff, ${loadWords(options.load, LIST_RATE)}; status changes, the LINE outbox`,
  );
  if (!server) {
    console.log('  DATABASE_URL is not set; skipped.');
    return undefined;
  }
  const name = `eorder_bench_merchant_${Date.now()}_${process.pid}`;
  const url = databaseUrl(server, name);
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'eorder-bench-merchant-'));
  let stack: Stack | undefined;
  let platform: linePlatform.FakeLinePlatform | undefined;
  psql(server, `create database "${name}"`);
  try {
    const seeding = Date.now();
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'ordering-api', 'dist', 'seed-cli.js'), '--products', '200'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url, FILES_DIR: filesDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    execFileSync('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1'], { input: fillSql(), stdio: ['pipe', 'ignore', 'pipe'] });
    console.log(`  seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);

    platform = await linePlatform.start({ port: 0 });
    stack = await startStack({
      logDir: options.logDir,
      env: {
        DATABASE_URL: url,
        FILES_DIR: filesDir,
        SEED_ON_FIRST_RUN: 'false',
        LINE_API_BASE_URL: platform.url,
        LINE_CHANNEL_ACCESS_TOKEN: platform.channelAccessToken,
        LINE_OUTBOX_INTERVAL: OUTBOX_INTERVAL,
      },
    });
    const merchant = await signInByOtp(stack, 'merchant', DEMO_ACCOUNTS.merchant.mobileNo);

    const lists: LoadRow[] = [];
    for (const listCase of listCases()) {
      // A short warm-up at the rate (not counted): the first answers fill the pool and the plans.
      await measureList(stack, merchant.cookie(), listCase.name, listCase.requests, 2, options.load);
      lists.push(await measureList(stack, merchant.cookie(), listCase.name, listCase.requests, options.seconds, options.load));
    }
    const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');
    out.table([
      ['list (bff)', 'p50', 'p99', 'max', 'req/s', 'answered', 'non-2xx', 'errors'],
      ...lists.map((row) => [row.name, ms(row.p50), ms(row.p99), ms(row.max), row.rate.toFixed(0), String(row.answered), String(row.non2xx), String(row.errors)]),
    ]);
    const worst = Math.max(...lists.map((row) => row.p99));
    console.log(`  list p99 budget ${LIST_BUDGET_MS} ms: ${worst <= LIST_BUDGET_MS ? 'within' : 'OVER'} (worst ${ms(worst)}); load average ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`);

    const waiting = psql(url, `select order_id from orders where sale_unit = '${CENTER}' and status = 'WAIT' and order_id like 'BM%' order by id limit ${CHANGES}`).map(([id = '']) => id);
    // The warm-up takes older waiting orders of the year's history, never the measured ones.
    const older = psql(url, `select order_id from orders where sale_unit = '${CENTER}' and status = 'WAIT' and order_id like 'BM%' order by id desc limit ${CHANGE_WARMUP}`).map(([id = '']) => id);
    const warmup = { count: older.length, ...(await statusChanges(stack, merchant.cookie(), older)) };
    console.log(
      `  status changes, warm-up (the first ${warmup.count} after the lists, not counted): p50 ${ms(warmup.p50)}, p99 ${ms(warmup.p99)}, max ${ms(warmup.max)}, ${warmup.failed} failed`,
    );
    await until('the notices of the warm-up', () => Number(psql(url, "select count(*) from line_outbox where status = 'PENDING' and next_attempt_at <= now()")[0]?.[0] ?? 1) === 0, 600_000);
    const outboxBefore = Number(psql(url, 'select count(*) from line_outbox')[0]?.[0] ?? 0);
    const changed = await statusChanges(stack, merchant.cookie(), waiting);
    const outboxRows = Number(psql(url, 'select count(*) from line_outbox')[0]?.[0] ?? 0) - outboxBefore;
    const changes = { count: waiting.length, rate: CHANGE_RATE, ...changed, outboxRows };
    console.log(
      `  status changes (approve through the bff, ${changes.count} at ${CHANGE_RATE}/s): p50 ${ms(changes.p50)}, p99 ${ms(changes.p99)}, max ${ms(changes.max)}, ` +
        `${changes.failed} failed, ${changes.outboxRows} outbox rows; budget p99 ${CHANGE_BUDGET_MS} ms: ${changes.p99 <= CHANGE_BUDGET_MS ? 'within' : 'OVER'}`,
    );
    // The order search again, now that the day's changes have written 1,100 orders anew: what the
    // merchant meets in the afternoon, not on a freshly vacuumed table (decision 128).
    const searchCase = listCases().find((listCase) => listCase.name.startsWith('orders: search'))!;
    const afterChanges = await measureList(stack, merchant.cookie(), `${searchCase.name}, after the changes`, searchCase.requests, options.seconds, options.load);
    console.log(
      `  ${afterChanges.name}: p50 ${ms(afterChanges.p50)}, p99 ${ms(afterChanges.p99)}, max ${ms(afterChanges.max)}, ${afterChanges.rate.toFixed(0)} req/s, ` +
        `${afterChanges.non2xx} non-2xx; budget ${LIST_BUDGET_MS} ms: ${afterChanges.p99 <= LIST_BUDGET_MS ? 'within' : 'OVER'}`,
    );

    // The notices of the changes go out first; then 1,000 more queued at once, as after LINE was down.
    // (Notices put off after a failure wait for their next attempt: those are not waited for.)
    const due = "select count(*) from line_outbox where status = 'PENDING' and next_attempt_at <= now()";
    await until('the notices of the status changes', () => Number(psql(url, due)[0]?.[0] ?? 1) === 0, 600_000);
    const pushedBefore = platform.pushes().length;
    const callsBefore = platform.calls({ path: '/v2/bot/message/push' }).length;
    psql(
      url,
      `insert into line_outbox (dedupe_key, line_user_id, kind, sale_unit, messages, retry_key, next_attempt_at)
       select 'bench-notice:' || g, c.line_user_id, 'ORDER_STATUS', '${CENTER}',
         jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'คำสั่งซื้อ BM' || lpad(g::text, 7, '0') || ' ได้รับการยืนยันแล้ว')),
         gen_random_uuid(), now()
       from generate_series(1, ${NOTICES}) g
       join customers c on c.customer_code = 'BC' || lpad((1 + (g - 1) % ${CUSTOMERS})::text, 5, '0')`,
    );
    const queuedAt = Date.now();
    await until('1,000 pushes', () => platform!.pushes().length - pushedBefore >= NOTICES, 600_000);
    const doneAt = Date.now();
    const pushes = platform.pushes().slice(pushedBefore);
    const byKey = new Map<string, number>();
    for (const push of pushes) byKey.set(`${push.to}/${push.retryKey ?? ''}`, (byKey.get(`${push.to}/${push.retryKey ?? ''}`) ?? 0) + 1);
    const firstAt = Date.parse(pushes[0]?.at ?? '');
    const lastAt = Date.parse(pushes.at(-1)?.at ?? '');
    const unsent = Number(psql(url, "select count(*) from line_outbox where status <> 'SENT' and dedupe_key like 'bench-notice:%'")[0]?.[0] ?? 0);
    const outbox = {
      notices: NOTICES,
      pushed: pushes.length,
      repeated: [...byKey.values()].filter((n) => n > 1).length + (platform.calls({ path: '/v2/bot/message/push' }).length - callsBefore - pushes.length),
      fromQueuedS: (doneAt - queuedAt) / 1000,
      firstToLastS: (lastAt - firstAt) / 1000,
      unsent,
    };

    console.log(
      `  LINE outbox: ${outbox.pushed} of ${outbox.notices} notices pushed, ${outbox.repeated} twice, ${outbox.unsent} rows not SENT; ` +
        `first to last push ${outbox.firstToLastS.toFixed(2)} s, queued to all pushed ${outbox.fromQueuedS.toFixed(2)} s (sender every ${OUTBOX_INTERVAL}); ` +
        `budget ${NOTICES_BUDGET_S} s: ${outbox.fromQueuedS <= NOTICES_BUDGET_S && outbox.repeated === 0 ? 'within' : 'OVER'}`,
    );
    const loadAverage = os.loadavg();
    console.log(`  load average at the end: ${loadAverage.map((n) => n.toFixed(2)).join(', ')}`);
    return { lists, changes, changesWarmup: warmup, searchAfterChanges: afterChanges, outbox, loadAverage };
  } catch (error) {
    console.log(`  could not measure: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  } finally {
    await stack?.stop();
    await platform?.stop();
    psql(server, `drop database if exists "${name}" with (force)`);
    rmSync(filesDir, { recursive: true, force: true });
  }
}
