// Paying by Thai QR against the fake provider, over HTTP on the test database:
// the notice pays the order once however often it comes, a wrong amount or a
// bad signature changes nothing, a failure and an expiry are answered with the
// catalogue's errors, and the reconciliation job settles a lost notice.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start as startThaiQr, type FakeThaiQr } from '../../../../tests/fakes/thai-qr/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { createCustomer, createProduct, createStaff, type CustomerRow, type ProductRow } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { orders, orderStatusHistory, paymentEvents, payments } from '../../db/schema';
import { createTestDatabase } from '../../db/test-support';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';

const DC01 = 'DC01';
const BILLER = '010555512345601';

let db: DatabaseHandle;
let t: TestApp;
let fake: FakeThaiQr;
let customer: CustomerRow;
let product: ProductRow;
let token: string;
let keyNo = 0;
const clock = createTestClock();

interface PaymentJson {
  PaymentId: string;
  OrderID: string;
  OrderIDs: string[];
  Status: string;
  Amount: number;
  AmountSatang: number;
  QrPayload: string | null;
  ExpiresAt: string | null;
  Reason: string | null;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startThaiQr();
  t = await buildTestApp(db, {
    clock,
    env: {
      THAI_QR_API_URL: fake.url,
      THAI_QR_MERCHANT_ID: fake.merchantId,
      THAI_QR_SECRET: fake.secret,
      THAI_QR_BILLER_ID: BILLER,
      PAYMENT_QR_TTL: '15m',
      PAYMENT_RECONCILE_AFTER: '3m',
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.setCallback(`${address}/api/payment/callback/thaiqr`);
  customer = await createCustomer(db.db);
  product = await createProduct(db.db, { price: 123.45, stock: 1000 });
  token = await customerToken(t.app, customer, DC01);
});

afterAll(async () => {
  await fake.stop();
  await t.app.close();
  await db.close();
});

const totals = new Map<string, number>();

async function placeOrder(qty = 1): Promise<string> {
  const res = await post(
    t.app,
    '/api/orders/place',
    token,
    { SaleUnit: DC01, PaymentMethod: 'THAI_QR', Mode: 'money', Items: [{ P_Code: product.pCode, qty1: qty, qty2: 0, qty3: 0 }] },
    { 'idempotency-key': `thai-qr-${++keyNo}` },
  );
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ Order: { OrderID: string; Total: number }; PaymentRequired: boolean }>();
  expect(body.PaymentRequired).toBe(true);
  totals.set(body.Order.OrderID, body.Order.Total);
  return body.Order.OrderID;
}

async function startPayment(orderId: string, more: string[] = []): Promise<PaymentJson> {
  const res = await post(t.app, '/api/payment/create', token, {
    OrderID: orderId,
    ...(more.length ? { OrderIDs: more } : {}),
    SaleUnit: DC01,
    Method: 'THAI_QR',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentJson>();
}

const inquiry = (paymentId: string) => get(t.app, `/api/payment/inquiry/${paymentId}`, token, { 'accept-language': 'en' });

async function orderOf(orderId: string) {
  const [row] = await db.db.select().from(orders).where(and(eq(orders.orderId, orderId), eq(orders.saleUnit, DC01)));
  if (!row) throw new Error('no order');
  return row;
}

async function paymentOf(paymentId: string) {
  const [row] = await db.db.select().from(payments).where(eq(payments.paymentId, paymentId));
  if (!row) throw new Error('no payment');
  return row;
}

const ledgerOf = async (paymentId: string) => {
  const row = await paymentOf(paymentId);
  return db.db.select().from(paymentEvents).where(eq(paymentEvents.paymentPk, row.id));
};

const paidHistory = async (orderId: string) => {
  const order = await orderOf(orderId);
  return (await db.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderPk, order.id))).filter(
    (h) => h.status === 'PAID',
  );
};

describe('paying by Thai QR', () => {
  it('offers THAI_QR with the codes of the seeds', async () => {
    const res = await get(t.app, `/api/payment/methods?saleUnit=${DC01}`, token);
    expect(res.statusCode).toBe(200);
    const methods = res.json<{ Method: string; Code: number; Online: boolean }[]>();
    expect(methods.find((m) => m.Method === 'COD')).toMatchObject({ Code: 0, Online: false });
    expect(methods.find((m) => m.Method === 'THAI_QR')).toMatchObject({ Code: -1, Online: true });
  });

  it('answers a bill-payment QR of the amount in satang, and the same one on a second tap', async () => {
    const orderId = await placeOrder(2);
    const payment = await startPayment(orderId);
    const total = totals.get(orderId) ?? 0;
    expect(payment).toMatchObject({ Status: 'PENDING', AmountSatang: Math.round(total * 100), Amount: total, OrderIDs: [orderId] });
    expect(Number.isInteger(payment.AmountSatang)).toBe(true);
    expect(payment.QrPayload).toContain(BILLER);
    expect(payment.QrPayload).toContain(payment.PaymentId);
    expect(new Date(payment.ExpiresAt ?? 0).getTime() - clock().getTime()).toBe(15 * 60_000);
    expect((await startPayment(orderId)).PaymentId).toBe(payment.PaymentId);
  });

  it('pays the order once when the notice comes twice, and the return page only reads it', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    expect((await inquiry(payment.PaymentId)).json<PaymentJson>().Status).toBe('PENDING');
    await fake.pay({ invoiceNo: payment.PaymentId, amount: payment.Amount, times: 2 });
    expect(fake.notices().slice(-2).map((n) => n.status)).toEqual([200, 200]);
    expect((await inquiry(payment.PaymentId)).json<PaymentJson>().Status).toBe('PAID');
    expect((await orderOf(orderId)).paymentStatus).toBe('PAID');
    expect(await paidHistory(orderId)).toHaveLength(1);
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ kind: 'NOTICE', outcome: 'APPLIED', amountSatang: payment.AmountSatang }]);
    // A failure reported after the payment (out of order) changes nothing.
    await fake.notify({ invoiceNo: payment.PaymentId, amount: payment.Amount, respCode: '4200' });
    expect((await paymentOf(payment.PaymentId)).status).toBe('PAID');
    expect((await ledgerOf(payment.PaymentId)).map((e) => e.outcome)).toEqual(['APPLIED', 'IGNORED']);
    const again = await post(t.app, '/api/payment/create', token, { OrderID: orderId, SaleUnit: DC01, Method: 'THAI_QR' });
    expect(errorOf(again).Code).toBe('ORDER_ALREADY_PAID');
  });

  it('records and refuses a wrong amount', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await fake.pay({ invoiceNo: payment.PaymentId, amount: 12.34 });
    const row = await paymentOf(payment.PaymentId);
    expect(row).toMatchObject({ status: 'PENDING', reason: 'AMOUNT_MISMATCH' });
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ outcome: 'AMOUNT_MISMATCH', amountSatang: 1234 }]);
  });

  it('refuses a notice with a bad signature and changes nothing', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await fake.pay({ invoiceNo: payment.PaymentId, amount: payment.Amount, badSignature: true });
    const notice = fake.notices().at(-1);
    expect(notice?.status).toBe(401);
    expect(JSON.parse(notice?.body ?? '{}')).toMatchObject({ Code: 'PAYMENT_SIGNATURE_INVALID' });
    expect((await paymentOf(payment.PaymentId)).status).toBe('PENDING');
    expect(await ledgerOf(payment.PaymentId)).toEqual([]);
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
  });

  it('answers PAYMENT_FAILED with the order number when the bank reports a failure', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await fake.pay({ invoiceNo: payment.PaymentId, amount: payment.Amount, respCode: '4200' });
    const res = await inquiry(payment.PaymentId);
    expect(res.statusCode).toBe(402);
    expect(errorOf(res).Message).toBe(`Payment cannot be process properly. (${orderId})`);
  });

  it('expires an unpaid QR with PAYMENT_QR_EXPIRED, and a new tap makes a new QR', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    clock.advance(16 * 60_000);
    const res = await inquiry(payment.PaymentId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).Code).toBe('PAYMENT_QR_EXPIRED');
    expect(errorOf(res).Message).toMatch(/^Please scan QR Code before \d{1,2} .+ 25\d\d \d\d:\d\d$/);
    const fresh = await startPayment(orderId);
    expect(fresh.PaymentId).not.toBe(payment.PaymentId);
    expect(fresh.Status).toBe('PENDING');
  });

  it('settles a lost notice in the reconciliation job, once across two runs', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await fake.pay({ invoiceNo: payment.PaymentId, amount: payment.Amount, lost: true });
    expect((await paymentOf(payment.PaymentId)).status).toBe('PENDING');
    clock.advance(4 * 60_000);
    const staff = await createStaff(db.db, { saleUnits: [DC01] });
    const admin = await staffToken(t.app, staff.id, '1');
    const [first, second] = await Promise.all([
      post(t.app, '/api/payment/reconcile', admin, {}),
      post(t.app, '/api/payment/reconcile', admin, {}),
    ]);
    const runs = [first.json<{ paid: number; checked: number }>(), second.json<{ paid: number; checked: number }>()];
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(1);
    expect((await paymentOf(payment.PaymentId)).status).toBe('PAID');
    expect(await paidHistory(orderId)).toHaveLength(1);
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ kind: 'INQUIRY', outcome: 'APPLIED' }]);
    // The notice arriving late afterwards is the same transaction: stored once.
    const transaction = fake.transactions().find((x) => x.invoiceNo === payment.PaymentId);
    await fake.notify({ invoiceNo: payment.PaymentId, amount: payment.Amount, tranRef: transaction?.tranRef });
    expect(await ledgerOf(payment.PaymentId)).toHaveLength(1);
  });

  it('pays two orders of the center with one QR (combined payment)', async () => {
    const first = await placeOrder();
    const second = await placeOrder(3);
    const payment = await startPayment(first, [second]);
    const due = Math.round((totals.get(first) ?? 0) * 100) + Math.round((totals.get(second) ?? 0) * 100);
    expect(payment).toMatchObject({ AmountSatang: due, OrderIDs: [first, second] });
    await fake.pay({ invoiceNo: payment.PaymentId, amount: payment.Amount });
    expect((await orderOf(first)).paymentStatus).toBe('PAID');
    expect((await orderOf(second)).paymentStatus).toBe('PAID');
  });

  it("does not show another customer's payment", async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    const other = await createCustomer(db.db);
    const res = await get(t.app, `/api/payment/inquiry/${payment.PaymentId}`, await customerToken(t.app, other, DC01));
    expect(errorOf(res).Code).toBe('PAYMENT_NOT_FOUND');
  });
});
