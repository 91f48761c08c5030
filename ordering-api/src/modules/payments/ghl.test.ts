// Paying through GHL's hosted page against its fake, over HTTP on the test database (decision 089).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start as startGhl, type FakeGhl } from '../../../../tests/fakes/ghl/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createCustomer, createProduct, createStaff, type CustomerRow, type ProductRow } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { orders, orderStatusHistory, paymentEvents, payments } from '../../db/schema';
import { createTestDatabase } from '../../db/test-support';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';
import { referenceNumber } from './service';

const DC01 = 'DC01';
let db: DatabaseHandle;
let t: TestApp;
let fake: FakeGhl;
let customer: CustomerRow;
let product: ProductRow;
let token: string;
let keyNo = 0;

interface PaymentJson {
  PaymentId: string;
  Status: string;
  Amount: number;
  AmountSatang: number;
  RedirectUrl: string | null;
  Reference: string | null;
  Reason: string | null;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startGhl();
  t = await buildTestApp(db, {
    env: { GHL_PAYMENT_URL: fake.paymentUrl, GHL_SERVICE_ID: fake.serviceId, GHL_PASSWORD: fake.password, GHL_MERCHANT_URL: 'http://127.0.0.1:9' },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.setCallback(`${address}/api/payment/callback/ghl`);
  customer = await createCustomer(db.db);
  product = await createProduct(db.db, { price: 99.25, stock: 1000 });
  token = await customerToken(t.app, customer, DC01);
});

afterAll(async () => {
  await t.app.close();
  await fake.stop();
  await db.close();
});

async function placeOrder(method: string): Promise<string> {
  const res = await post(
    t.app,
    '/api/orders/place',
    token,
    { SaleUnit: DC01, PaymentMethod: method, Mode: 'money', Items: [{ P_Code: product.pCode, qty1: 1, qty2: 0, qty3: 0 }] },
    { 'idempotency-key': `ghl-order-${String(++keyNo).padStart(4, '0')}` },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Order: { OrderID: string } }>().Order.OrderID;
}

async function startPayment(orderId: string, method: string): Promise<PaymentJson> {
  const res = await post(t.app, '/api/payment/create', token, { OrderID: orderId, SaleUnit: DC01, Method: method });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentJson>();
}

async function orderOf(orderId: string) {
  const [row] = await db.db.select().from(orders).where(and(eq(orders.orderId, orderId), eq(orders.saleUnit, DC01)));
  if (!row) throw new Error('no order');
  return row;
}

async function ledgerOf(paymentId: string) {
  const [row] = await db.db.select().from(payments).where(eq(payments.paymentId, paymentId));
  if (!row) throw new Error('no payment');
  return { payment: row, events: await db.db.select().from(paymentEvents).where(eq(paymentEvents.paymentPk, row.id)) };
}

const paidRows = async (orderId: string) => {
  const order = await orderOf(orderId);
  return (await db.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderPk, order.id))).filter((h) => h.status === 'PAID');
};

/** The browser follows the payment page address (the fake checks the request's hash). */
async function openPage(payment: PaymentJson) {
  const page = await fetch(payment.RedirectUrl ?? '');
  expect(page.status).toBe(200);
}

function returnForm(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/return/ghl',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('paying through GHL', () => {
  it('offers its wallets and references, and sends the browser to the hosted page with its hash', async () => {
    const methods = (await get(t.app, `/api/payment/methods?saleUnit=${DC01}`, token)).json<{ Method: string }[]>().map((m) => m.Method);
    expect(methods).toEqual(expect.arrayContaining(['GHL_THAI_QR', 'GHL_QRCS', 'GHL_ALIPAY', 'GHL_RABBIT_LINE_PAY', 'GHL_WECHATPAY', 'COUNTER_SERVICE', 'BANK']));
    const orderId = await placeOrder('GHL_ALIPAY');
    const payment = await startPayment(orderId, 'GHL_ALIPAY');
    const url = new URL(payment.RedirectUrl ?? '');
    expect(url.searchParams.get('PaymentID')).toBe(payment.PaymentId);
    expect(url.searchParams.get('Amount')).toBe((payment.AmountSatang / 100).toFixed(2));
    expect(url.searchParams.get('IssuingBank')).toBe('ALIPAY');
    expect(url.searchParams.get('HashValue')).toMatch(/^[0-9a-f]{64}$/);
    await openPage(payment);
    url.searchParams.set('Amount', '1.00');
    expect((await fetch(url)).status).toBe(400);
  });

  it('pays once when the callback comes twice; the return asks GHL and sends the browser on', async () => {
    const orderId = await placeOrder('GHL_THAI_QR');
    const payment = await startPayment(orderId, 'GHL_THAI_QR');
    await openPage(payment);
    const fields = await fake.pay({ PaymentID: payment.PaymentId, times: 2 });
    expect(fake.callbacks().slice(-2).map((c) => [c.status, c.body])).toEqual([[200, 'OK'], [200, 'OK']]);
    expect((await orderOf(orderId)).paymentStatus).toBe('PAID');
    expect(await paidRows(orderId)).toHaveLength(1);
    const back = await returnForm(fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/status/success?orderid=${orderId}&saleunit=${DC01}`);
    const { events } = await ledgerOf(payment.PaymentId);
    expect(events.map((e) => [e.kind, e.outcome])).toEqual([['NOTICE', 'APPLIED']]);
  });

  it('settles from the return alone when the callback is lost (by GHL\'s QUERY, not the form)', async () => {
    const orderId = await placeOrder('GHL_WECHATPAY');
    const payment = await startPayment(orderId, 'GHL_WECHATPAY');
    await openPage(payment);
    const fields = await fake.pay({ PaymentID: payment.PaymentId, lost: true });
    const back = await returnForm(fields);
    expect(back.headers.location).toContain('/payment/status/success');
    expect((await ledgerOf(payment.PaymentId)).events.map((e) => e.kind)).toEqual(['INQUIRY']);
    expect((await orderOf(orderId)).paymentStatus).toBe('PAID');
  });

  it('refuses a bad hash and changes nothing', async () => {
    const orderId = await placeOrder('GHL_QRCS');
    const payment = await startPayment(orderId, 'GHL_QRCS');
    await openPage(payment);
    const fields = await fake.pay({ PaymentID: payment.PaymentId, badHash: true });
    expect(fake.callbacks().at(-1)?.status).toBe(401);
    const forged = { ...fake.response({ PaymentID: payment.PaymentId }), Amount: '1.00' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/ghl',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(forged).toString(),
    });
    expect(errorOf(res).Code).toBe('PAYMENT_SIGNATURE_INVALID');
    const back = await returnForm(fields);
    expect(back.headers.location).toBe('/payment/status/pending');
    const { payment: row, events } = await ledgerOf(payment.PaymentId);
    expect(row.status).toBe('PENDING');
    expect(events).toEqual([]);
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
  });

  it('records a wrong amount and does not pay; a failure fails the payment', async () => {
    const orderId = await placeOrder('GHL_RABBIT_LINE_PAY');
    const payment = await startPayment(orderId, 'GHL_RABBIT_LINE_PAY');
    await openPage(payment);
    await fake.pay({ PaymentID: payment.PaymentId, Amount: '9.25' });
    const { payment: row, events } = await ledgerOf(payment.PaymentId);
    expect(row).toMatchObject({ status: 'PENDING', reason: 'AMOUNT_MISMATCH' });
    expect(events).toMatchObject([{ outcome: 'AMOUNT_MISMATCH', amountSatang: 925 }]);
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');

    await fake.pay({ PaymentID: payment.PaymentId, TxnStatus: '1' });
    const res = await get(t.app, `/api/payment/inquiry/${payment.PaymentId}`, token, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(402);
    expect(errorOf(res).Message).toBe(`Payment cannot be process properly. (${orderId})`);
  });

  it('gives a counter-service reference, paid by the signed callback after a pending one', async () => {
    const orderId = await placeOrder('COUNTER_SERVICE');
    const payment = await startPayment(orderId, 'COUNTER_SERVICE');
    expect(payment.RedirectUrl).toBeNull();
    expect(payment.Reference).toMatch(/^\d{12}$/);
    const txnId = 'GHLCS0001';
    const Amount = (payment.AmountSatang / 100).toFixed(2);
    await fake.pay({ PaymentID: payment.PaymentId, TxnStatus: '2', txnId, Amount });
    expect((await ledgerOf(payment.PaymentId)).payment.status).toBe('PENDING');
    await fake.pay({ PaymentID: payment.PaymentId, TxnStatus: '0', txnId, Amount });
    expect((await orderOf(orderId)).paymentStatus).toBe('PAID');
    expect((await ledgerOf(payment.PaymentId)).events.map((e) => e.eventId)).toEqual([`${txnId}:0`]);
  });

  it('lets staff of the center confirm a bill-payment reference', async () => {
    const orderId = await placeOrder('BANK');
    const payment = await startPayment(orderId, 'BANK');
    const staff = await createStaff(db.db, { saleUnits: [DC01] });
    const res = await post(t.app, `/api/merchant/payments/${payment.PaymentId}/review`, await staffToken(t.app, staff.id, '1'), { Decision: 'approve' });
    expect(res.json<PaymentJson>().Status).toBe('PAID');
    expect(await paidRows(orderId)).toHaveLength(1);
  });

  it('makes reference numbers with a mod-97 check', () => {
    const ref = referenceNumber(42);
    expect(ref).toMatch(/^0000000042\d\d$/);
    expect(Number(BigInt(ref) % 97n)).toBe(1);
  });
});
