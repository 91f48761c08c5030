// `pnpm bench --only-failover`: two replicas of each server under load, one of each stopped and
// restarted; nothing may be lost or doubled (decision 111).
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { DEMO_ACCOUNTS } from '../../ordering-api/src/seed/accounts';
import { DEFAULT_THAI_QR_MERCHANT_ID, DEFAULT_THAI_QR_SECRET } from '../fakes/thai-qr/index';
import { freePort, REPO_ROOT, STACK_JWT_SECRET } from '../support/stack';
import { approvedUsernames } from './api';
import { databaseUrl, psql } from './search';
import { startStack, type ReplicaStack } from '../../scripts/lib/stack.mjs';

type Out = { heading(title: string): void; table(rows: string[][]): void };

const CENTER = 'DC01';
const WORKERS = 6;
/** Pause between two calls of one worker: six workers then keep about 60 calls/s in flight on 2 cores. */
const THINK_MS = 60;
/** Seconds after a replica is ready again during which errors still count as the failover's. */
const SETTLE_S = 3;
const RETRYABLE = new Set([502, 503, 504]);

interface Call {
  at: number;
  op: string;
  status: number;
  /** 0 when the call got no answer at all. */
  ms: number;
}

interface Placed {
  Order: { OrderID: string };
}

interface Window {
  what: string;
  from: number;
  to: number;
}

export interface FailoverFigures {
  seconds: number;
  calls: number;
  orders: number;
  errors: number;
  errorsOutsideWindows: number;
  nonRetryableErrors: number;
  windows: { what: string; seconds: number; errors: number }[];
  lost: number;
  doubled: number;
  negativeStock: number;
  paidTwice: number;
  replaysDiffering: number;
  rss: Record<string, Record<string, number | undefined>>;
}

const mb = (bytes: number | undefined) => (bytes === undefined ? '-' : `${(bytes / 1048576).toFixed(0)} MB`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function failoverSection(
  server: string | undefined,
  options: { seconds: number; logDir: string },
  out: Out,
): Promise<FailoverFigures | undefined> {
  const seconds = options.seconds;
  out.heading(`Failover: 2 APIs and 2 bffs on one PostgreSQL and Redis, mixed load for ${seconds} s, one API killed, one bff stopped`);
  if (!server) {
    console.log('  DATABASE_URL is not set; skipped.');
    return undefined;
  }
  const name = `eorder_bench_failover_${Date.now()}_${process.pid}`;
  const url = databaseUrl(server, name);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'eorder-bench-failover-'));
  let webDist = path.join(REPO_ROOT, 'web', 'dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    // The load calls the API through the bffs; the pages themselves are not measured here.
    webDist = path.join(scratch, 'web');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>eorder</title>');
  }
  psql(server, `create database "${name}"`);
  let stack: ReplicaStack | undefined;
  try {
    const port = await freePort();
    const apiPort = await freePort();
    const firstReplicaPort = 20_000 + Math.floor(Math.random() * 20_000);
    stack = await startStack({
      replicas: 2,
      port,
      apiPort,
      firstReplicaPort,
      logDir: options.logDir,
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
        REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        JWT_SECRET: STACK_JWT_SECRET,
        SEED_ON_FIRST_RUN: 'true',
        SEED_PRODUCTS: '200',
        FILES_DIR: path.join(scratch, 'files'),
        PGLITE_DATA_DIR: path.join(scratch, 'pglite'),
        WEB_DIST_DIR: webDist,
        SMS_PROVIDER: 'log',
        RATE_LIMIT_MAX_PER_MOBILE: '1000',
        RATE_LIMIT_MAX_PER_IP: '100000',
        THAI_QR_API_URL: 'http://127.0.0.1:9',
        THAI_QR_MERCHANT_ID: DEFAULT_THAI_QR_MERCHANT_ID,
        THAI_QR_SECRET: DEFAULT_THAI_QR_SECRET,
        THAI_QR_BILLER_ID: '010555512345601',
        SHUTDOWN_TIMEOUT_MS: '10000',
      },
    });
    const running = stack;
    psql(url, `update stock set available = 10000000 where sale_unit = '${CENTER}'`);
    const products = psql(
      url,
      `select s.p_code from stock s join center_products cp on cp.sale_unit = s.sale_unit and cp.p_code = s.p_code
       where s.sale_unit = '${CENTER}' and not cp.disabled and cp.show_price1 order by s.p_code limit 40`,
    ).map((row) => row[0] ?? '');
    const usernames = approvedUsernames(url, CENTER, 12);
    const web = running.url;
    const browser = { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Origin: web };
    const cookies: string[] = [];
    for (const username of usernames) {
      const res = await fetch(`${web}/api/customer/authen/customer/login`, {
        method: 'POST',
        headers: browser,
        body: JSON.stringify({ Username: username, Password: DEMO_ACCOUNTS.customer.password }),
      });
      const cookie = res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      if (res.ok && cookie) cookies.push(cookie);
    }
    const merchant = await new SignJWT({ kind: 'staff', role: DEMO_ACCOUNTS.merchant.roleCode })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(DEMO_ACCOUNTS.merchant.staffUserId))
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(STACK_JWT_SECRET));
    console.log(`  ${products.length} products of ${CENTER}, ${cookies.length} of ${usernames.length} customers signed in through the bffs`);
    if (products.length < 3 || cookies.length === 0) {
      console.log('  not enough products or customers; skipped.');
      return undefined;
    }

    const calls: Call[] = [];
    const windows: Window[] = [];
    const t0 = Date.now();
    const now = () => (Date.now() - t0) / 1000;

    /** One call, sent again while its failure is retryable (same body, same idempotency key). */
    async function call(op: string, target: string, init: RequestInit): Promise<Response | undefined> {
      for (let attempt = 0; attempt < 40; attempt++) {
        const started = Date.now();
        try {
          const res = await fetch(target, { ...init, signal: AbortSignal.timeout(30_000) });
          calls.push({ at: now(), op, status: res.status, ms: Date.now() - started });
          if (!RETRYABLE.has(res.status)) return res;
          await res.body?.cancel();
        } catch {
          calls.push({ at: now(), op, status: 0, ms: Date.now() - started });
        }
        await sleep(250);
      }
      return undefined;
    }

    const placed = new Map<string, string>(); // idempotency key -> order id
    const waiting: string[] = []; // orders for the merchant to approve
    const paymentIds: string[] = [];
    let replaysDiffering = 0;
    let turn = 0;
    const key = new TextEncoder().encode(DEFAULT_THAI_QR_SECRET);
    const deadline = t0 + seconds * 1000;

    const actions: [number, (cookie: string) => Promise<void>][] = [
      [
        3,
        async (cookie) => {
          const skip = (turn % 5) * 20;
          const res = await call('browse', `${web}/api/customer/api/products/items`, {
            method: 'POST',
            headers: { ...browser, cookie },
            body: JSON.stringify({ SaleUnit: CENTER, Skip: skip, Take: 20 }),
          });
          await res?.body?.cancel();
        },
      ],
      [
        2,
        async (cookie) => {
          const res = await call('search', `${web}/api/customer/api/products/items`, {
            method: 'POST',
            headers: { ...browser, cookie },
            body: JSON.stringify({ SaleUnit: CENTER, SearchText: ['น้ำ', 'ข้าว', 'นม', 'a'][turn % 4], Skip: 0, Take: 20 }),
          });
          await res?.body?.cancel();
        },
      ],
      [
        2,
        async (cookie) => {
          const res = await call('cart', `${web}/api/customer/api/cart/sync`, {
            method: 'POST',
            headers: { ...browser, cookie },
            body: JSON.stringify({ SaleUnit: CENTER, Items: [{ P_Code: products[turn % products.length], qty1: 1 + (turn % 3), qty2: 0, qty3: 0 }] }),
          });
          await res?.body?.cancel();
        },
      ],
      [
        2,
        async (cookie) => {
          const idem = randomUUID();
          const body = JSON.stringify({
            SaleUnit: CENTER,
            PaymentMethod: 'THAI_QR',
            Mode: 'money',
            Items: [0, 1, 2].map((i) => ({ P_Code: products[(turn + i * 7) % products.length], qty1: 1, qty2: 0, qty3: 0 })),
          });
          const init = { method: 'POST', headers: { ...browser, cookie, 'idempotency-key': idem }, body };
          const res = await call('place', `${web}/api/customer/api/orders/place`, init);
          if (!res?.ok) {
            await res?.body?.cancel();
            return;
          }
          const orderId = ((await res.json()) as Placed).Order.OrderID;
          placed.set(idem, orderId);
          // The same key again, as a client that lost the answer would send it: the first order comes back.
          const again = await call('place-again', `${web}/api/customer/api/orders/place`, init);
          const replayed = again?.ok ? ((await again.json()) as Placed).Order.OrderID : undefined;
          if (replayed !== orderId) replaysDiffering += 1;
          const created = await call('pay', `${web}/api/customer/api/payment/create`, {
            method: 'POST',
            headers: { ...browser, cookie },
            body: JSON.stringify({ OrderID: orderId, SaleUnit: CENTER, Method: 'THAI_QR' }),
          });
          if (!created?.ok) {
            await created?.body?.cancel();
            return;
          }
          const payment = (await created.json()) as { PaymentId: string; Amount: number };
          paymentIds.push(payment.PaymentId);
          const notice = await new SignJWT({
            merchantID: DEFAULT_THAI_QR_MERCHANT_ID,
            invoiceNo: payment.PaymentId,
            tranRef: `FO${payment.PaymentId}`.slice(0, 20),
            amount: payment.Amount,
            currencyCode: 'THB',
            respCode: '0000',
            respDesc: 'Success',
            transactionDateTime: '20260101120000',
          })
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
            .sign(key);
          // The provider sends its notice twice: the payment is settled once.
          for (let n = 0; n < 2; n++) {
            const paid = await call('pay-notice', `${running.apiUrl}/api/payment/callback/thaiqr`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ payload: notice }),
            });
            await paid?.body?.cancel();
          }
          waiting.push(orderId);
        },
      ],
      [
        1,
        async () => {
          const orderId = waiting.shift();
          if (!orderId) return;
          const res = await call('merchant', `${running.apiUrl}/api/MerchantOrder/action/${orderId}/${CENTER}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${merchant}` },
            body: JSON.stringify({ Action: 'approve', Expect: 'PAID' }),
          });
          await res?.body?.cancel();
        },
      ],
    ];
    const weights = actions.flatMap(([weight, run]) => Array.from({ length: weight }, () => run));

    const rss: Record<string, Record<string, number | undefined>> = { start: running.rss() };
    const worker = async (n: number) => {
      while (Date.now() < deadline) {
        turn += 1;
        const run = weights[(turn * 7 + n) % weights.length];
        await run?.(cookies[(turn + n) % cookies.length] ?? '');
        await sleep(THINK_MS);
      }
    };
    const faults = async () => {
      await sleep(seconds * 250);
      let from = now();
      await running.signal('api-1', 'SIGKILL');
      await sleep(3000);
      await running.start('api-1');
      windows.push({ what: 'API replica killed (SIGKILL), started again', from, to: now() + SETTLE_S });
      await sleep(Math.max(0, t0 + seconds * 500 - Date.now()));
      rss.middle = running.rss();
      await sleep(Math.max(0, t0 + seconds * 600 - Date.now()));
      from = now();
      await running.signal('bff-1', 'SIGTERM');
      await running.start('bff-1');
      windows.push({ what: 'bff replica stopped (SIGTERM), started again', from, to: now() + SETTLE_S });
    };
    await Promise.all([...Array.from({ length: WORKERS }, (_, n) => worker(n)), faults()]);
    rss.end = running.rss();
    await sleep(2000);

    // ---- checks
    const stored = new Map(psql(url, `select idempotency_key, order_id from orders where idempotency_key is not null`).map((r) => [r[0] ?? '', r[1] ?? '']));
    const lost = [...placed].filter(([idem, orderId]) => stored.get(idem) !== orderId).length;
    const [counts] = psql(
      url,
      `select (select count(*) from (select customer_id, idempotency_key from orders where idempotency_key is not null group by 1, 2 having count(*) > 1) d),
              (select count(*) from stock where available < 0 or reserved < 0),
              (select count(*) from (select payment_pk from payment_events where outcome = 'APPLIED' group by 1 having count(*) > 1) p),
              (select count(*) from (select order_pk from order_status_history where status = 'PAID' group by 1 having count(*) > 1) h)`,
    );
    const [doubled, negativeStock, appliedTwice, paidHistoryTwice] = (counts ?? []).map(Number);
    const paidTwice = (appliedTwice ?? 0) + (paidHistoryTwice ?? 0);
    const failed = calls.filter((c) => c.status === 0 || c.status >= 500);
    const inWindow = (c: Call) => windows.some((w) => c.at >= w.from && c.at <= w.to);
    const outside = failed.filter((c) => !inWindow(c));
    const nonRetryable = failed.filter((c) => c.status !== 0 && !RETRYABLE.has(c.status));
    const byOp = new Map<string, { n: number; failed: number }>();
    for (const c of calls) {
      const row = byOp.get(c.op) ?? { n: 0, failed: 0 };
      row.n += 1;
      if (c.status === 0 || c.status >= 500) row.failed += 1;
      byOp.set(c.op, row);
    }
    const check = (good: boolean) => (good ? 'ok' : 'FAILED');
    out.table([
      ['call', 'sent', 'failed (retried)'],
      ...[...byOp].map(([op, row]) => [op, String(row.n), String(row.failed)]),
    ]);
    console.log(`  ${calls.length} calls in ${seconds} s (${(calls.length / seconds).toFixed(0)}/s), ${placed.size} orders placed, ${paymentIds.length} paid`);
    out.table([
      ['failover window', 'from s', 'lasted s', 'errors', 'statuses'],
      ...windows.map((w) => {
        const inside = failed.filter((c) => c.at >= w.from && c.at <= w.to);
        const statuses = [...new Set(inside.map((c) => (c.status === 0 ? 'no answer' : String(c.status))))].join(', ');
        return [w.what, w.from.toFixed(1), (w.to - w.from).toFixed(1), String(inside.length), statuses || '-'];
      }),
    ]);
    if (outside.length > 0) {
      console.log('  errors outside the windows (at s, call, status; 0 = no answer):');
      for (const c of outside.slice(0, 10)) console.log(`    ${c.at.toFixed(1)}  ${c.op}  ${c.status}  after ${c.ms} ms`);
    }
    out.table([
      ['check', 'found', ''],
      ['orders answered but not stored as answered (lost)', String(lost), check(lost === 0)],
      ['idempotency keys with more than one order (doubled)', String(doubled), check(doubled === 0)],
      ['stock rows below zero', String(negativeStock), check(negativeStock === 0)],
      ['payments or orders settled more than once', String(paidTwice), check(paidTwice === 0)],
      ['retries of a placed order answered with another order', String(replaysDiffering), check(replaysDiffering === 0)],
      ['errors outside the failover windows', String(outside.length), check(outside.length === 0)],
      ['errors that are not retryable (not 502/503/504 or no answer)', String(nonRetryable.length), check(nonRetryable.length === 0)],
    ]);
    const names = Object.keys(rss.start ?? {});
    out.table([
      ['memory (RSS)', 'start', 'middle', 'end'],
      ...names.map((n) => [n === 'balancers' ? 'balancers + load (this process)' : n, mb(rss.start?.[n]), mb(rss.middle?.[n]), mb(rss.end?.[n])]),
    ]);
    console.log('  api-1 and bff-1 are new processes after their restart: their memory starts again from there.');
    console.log('  budget: zero lost or doubled orders and payments; errors only inside the failover windows, retryable');
    return {
      seconds,
      calls: calls.length,
      orders: placed.size,
      errors: failed.length,
      errorsOutsideWindows: outside.length,
      nonRetryableErrors: nonRetryable.length,
      windows: windows.map((w) => ({
        what: w.what,
        seconds: w.to - w.from,
        errors: failed.filter((c) => c.at >= w.from && c.at <= w.to).length,
      })),
      lost,
      doubled: doubled ?? 0,
      negativeStock: negativeStock ?? 0,
      paidTwice,
      replaysDiffering,
      rss,
    };
  } finally {
    await stack?.stop();
    psql(server, `drop database if exists "${name}" with (force)`);
    rmSync(scratch, { recursive: true, force: true });
  }
}
