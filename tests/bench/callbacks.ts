// Payment callbacks on PostgreSQL: signed Thai QR notices at 200 a second, a tenth of them repeats,
// then a check that every payment was settled exactly once (decision 090).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { SignJWT } from 'jose';
import { request } from 'undici';
import { buildTestApp } from '../../ordering-api/test/app';
import { createCustomer, createProduct } from '../../ordering-api/test/factories';
import { settledOnce } from '../../ordering-api/test/settled-once';
import { createTestDatabase } from '../../ordering-api/src/db/test-support';
import { customerToken } from '../../ordering-api/src/modules/orders/test-kit';
import { DEFAULT_THAI_QR_MERCHANT_ID, DEFAULT_THAI_QR_SECRET } from '../fakes/thai-qr/index';

export interface CallbackFigures {
  rate: number;
  seconds: number;
  sent: number;
  duplicates: number;
  p50: number;
  p99: number;
  max: number;
  non200: number;
  failed: number;
  payments: number;
  notPaid: number;
  appliedNotOnce: number;
  historyNotOnce: number;
  /** CPU of this process (the API and the sender, which share it) per notice. */
  cpuPerNoticeMs: number;
  /** The first second after the server started, at the same rate, on payments of its own: not in p50 / p99. */
  start: { sent: number; p50: number; p99: number; max: number; cpuPerNoticeMs: number };
}

type Out = { heading(title: string): void; table(rows: string[][]): void };

const IN_FLIGHT = 32;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function inBatches<T>(count: number, inFlight: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await run(i);
      }
    }),
  );
  return out;
}

/**
 * Sends the notices at the rate, at most IN_FLIGHT at once (a provider's sender does not open a
 * socket per notice; the rest wait, and their wait counts in their latency). Latencies sorted.
 */
async function send(url: string, schedule: string[], rate: number) {
  const latencies: number[] = [];
  let non200 = 0;
  let failed = 0;
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const cpuBefore = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    schedule.map(async (payload, i) => {
      const due = t0 + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      while (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
      inFlight += 1;
      try {
        // undici's request, not fetch: the sender shares the API's process here, and fetch costs it
        // about a millisecond of CPU a call more (a provider's sender is another machine).
        const answer = await request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payload }) });
        await answer.body.arrayBuffer();
        if (answer.statusCode !== 200) non200 += 1;
      } catch {
        failed += 1;
      } finally {
        inFlight -= 1;
        waiting.shift()?.();
      }
      latencies.push(performance.now() - due);
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return { latencies, non200, failed, cpuPerNoticeMs: (cpu.user + cpu.system) / 1000 / schedule.length };
}

export async function callbacksSection(server: string | undefined, options: { seconds: number; rate?: number }, out: Out): Promise<CallbackFigures | undefined> {
  out.heading('Payment callbacks on PostgreSQL: 200 a second, a tenth of them repeats');
  if (!server) {
    console.log('  DATABASE_URL is not set; skipped.');
    return undefined;
  }
  const rate = options.rate ?? 200;
  const total = Math.round(rate * options.seconds);
  const duplicates = Math.round(total / 10);
  const distinct = total - duplicates;
  // The first second after start: the server's connections, plans and compiled code are new, and
  // a process this busy takes seconds to work off what that second queued. It is measured and
  // printed on its own, on payments of its own; the budget reads the server as a provider meets it
  // the rest of its life.
  const startCount = rate;
  process.env.DATABASE_URL = server;
  const db = await createTestDatabase();
  const t = await buildTestApp(db, {
    env: {
      THAI_QR_API_URL: 'http://127.0.0.1:9',
      THAI_QR_MERCHANT_ID: DEFAULT_THAI_QR_MERCHANT_ID,
      THAI_QR_SECRET: DEFAULT_THAI_QR_SECRET,
      THAI_QR_BILLER_ID: '010555512345601',
    },
  });
  try {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const customer = await createCustomer(db.db);
    const product = await createProduct(db.db, { price: 19.5, stock: 1_000_000 });
    const token = await customerToken(t.app, customer, 'DC01');
    const started = Date.now();
    const made = await inBatches(distinct + startCount, 8, async (i) => {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders/place',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `bench-callback-${String(i).padStart(6, '0')}` },
        payload: { SaleUnit: 'DC01', PaymentMethod: 'THAI_QR', Mode: 'money', Items: [{ P_Code: product.pCode, qty1: 1, qty2: 0, qty3: 0 }] },
      });
      const orderId = placed.json<{ Order: { OrderID: string } }>().Order.OrderID;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/payment/create',
        headers: { authorization: `Bearer ${token}` },
        payload: { OrderID: orderId, SaleUnit: 'DC01', Method: 'THAI_QR' },
      });
      return created.json<{ PaymentId: string; Amount: number }>();
    });
    console.log(`  ${distinct + startCount} orders placed with a Thai QR payment each in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const key = new TextEncoder().encode(DEFAULT_THAI_QR_SECRET);
    const notices = await Promise.all(
      made.map((p, i) =>
        new SignJWT({
          merchantID: DEFAULT_THAI_QR_MERCHANT_ID,
          invoiceNo: p.PaymentId,
          tranRef: `BENCH${String(i).padStart(8, '0')}`,
          amount: p.Amount,
          currencyCode: 'THB',
          respCode: '0000',
          respDesc: 'Success',
          transactionDateTime: '20260101120000',
        })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(key),
      ),
    );
    const startNotices = notices.splice(distinct);
    // Every tenth request repeats a notice sent up to a second before (a provider retrying).
    const schedule: string[] = [];
    let fresh = 0;
    for (let i = 0; i < total; i++) {
      const repeat = i % 10 === 9 && fresh > 0 ? notices[fresh - Math.min(rate, fresh)] : undefined;
      schedule.push(repeat ?? notices[fresh++] ?? notices[0] ?? '');
    }
    const url = `${address}/api/payment/callback/thaiqr`;
    const first = await send(url, startNotices, rate);
    // The queue of the first second is worked off before the measured run.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { latencies, non200, failed, cpuPerNoticeMs } = await send(url, schedule, rate);

    const { payments: found, notPaid, appliedNotOnce, historyNotOnce } = await settledOnce(db.db, made.map((p) => p.PaymentId));

    const figures: CallbackFigures = {
      rate,
      seconds: options.seconds,
      sent: total,
      duplicates: total - fresh,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
      non200,
      failed,
      payments: found,
      notPaid,
      appliedNotOnce,
      historyNotOnce,
      cpuPerNoticeMs,
      start: {
        sent: startNotices.length,
        p50: percentile(first.latencies, 50),
        p99: percentile(first.latencies, 99),
        max: first.latencies.at(-1) ?? 0,
        cpuPerNoticeMs: first.cpuPerNoticeMs,
      },
    };
    const check = (ok: boolean) => (ok ? 'ok' : 'FAILED');
    out.table([
      ['figure', 'value', ''],
      ['notices sent (repeats)', `${figures.sent} (${figures.duplicates}) in ${options.seconds} s`, ''],
      ['latency p50 / p99 / max', `${figures.p50.toFixed(2)} / ${figures.p99.toFixed(2)} / ${figures.max.toFixed(2)} ms`, check(figures.p99 < 50)],
      ['CPU of the process (API and sender) per notice', `${figures.cpuPerNoticeMs.toFixed(2)} ms`, ''],
      [
        `the first second after start (${figures.start.sent} notices, not above): p50 / p99 / max`,
        `${figures.start.p50.toFixed(2)} / ${figures.start.p99.toFixed(2)} / ${figures.start.max.toFixed(2)} ms`,
        '',
      ],
      ['  its CPU per notice', `${figures.start.cpuPerNoticeMs.toFixed(2)} ms`, ''],
      ['answers other than 200, requests failed', `${non200}, ${failed}`, check(non200 === 0 && failed === 0)],
      ['payments not PAID', `${notPaid} of ${found}`, check(notPaid === 0)],
      ['payments not applied exactly once', String(appliedNotOnce), check(appliedNotOnce === 0)],
      ['orders without exactly one PAID history row', String(historyNotOnce), check(historyNotOnce === 0)],
    ]);
    console.log(`  load average of the machine at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (${os.cpus().length} cores)`);
    console.log('  budget: 200 callbacks a second, a tenth duplicates: p99 under 50 ms, every payment settled exactly once');
    return figures;
  } catch (error) {
    console.log(`  could not run: ${error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}` : String(error)}`);
    return undefined;
  } finally {
    await t.app.close();
    await db.close();
  }
}
