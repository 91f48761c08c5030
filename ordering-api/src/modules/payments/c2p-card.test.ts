// Paying by card through 2C2P PGW 4.3 against the fake (decision 085), over HTTP
// on the test database: the signed token request, the hosted page with 3-D
// Secure, the browser's return (decides nothing), the signed backend
// notification (applied once; a bad signature or a wrong amount changes
// nothing), the inquiry and the reconciliation job, and two orders paid at once.
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start as startC2p, type FakeThaiQr } from '../../../../tests/fakes/thai-qr/index';
import { CARD_DECLINED, payOnHostedPage } from '../../../../tests/fakes/thai-qr/card';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { createCustomer, createProduct, createStaff, type CustomerRow, type ProductRow } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { orders, orderStatusHistory, paymentEvents, payments } from '../../db/schema';
import { createTestDatabase } from '../../db/test-support';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';

const DC01 = 'DC01';
const WEB = 'http://shop.test/';
const VISA = '4111111111111111';

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
  OrderIDs: string[];
  Status: string;
  Amount: number;
  AmountSatang: number;
  RedirectUrl: string | null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startC2p();
  const port = await freePort();
  t = await buildTestApp(db, {
    clock,
    env: {
      C2P_API_URL: fake.url,
      C2P_MERCHANT_ID: fake.merchantId,
      C2P_SECRET: fake.secret,
      PAYMENT_CALLBACK_URL: `http://127.0.0.1:${port}`,
      PAYMENT_WEB_URL: WEB,
      PAYMENT_QR_TTL: '15m',
      PAYMENT_RECONCILE_AFTER: '3m',
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  customer = await createCustomer(db.db);
  product = await createProduct(db.db, { price: 250.5, stock: 1000 });
  token = await customerToken(t.app, customer, DC01);
});

afterAll(async () => {
  await fake.stop();
  await t.app.close();
  await db.close();
});

async function placeOrder(qty = 1): Promise<string> {
  const res = await post(
    t.app,
    '/api/orders/place',
    token,
    { SaleUnit: DC01, PaymentMethod: 'C2P_CARD', Mode: 'money', Items: [{ P_Code: product.pCode, qty1: qty, qty2: 0, qty3: 0 }] },
    { 'idempotency-key': `c2p-card-${++keyNo}` },
  );
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ Order: { OrderID: string }; PaymentRequired: boolean }>();
  expect(body.PaymentRequired).toBe(true);
  return body.Order.OrderID;
}

async function startPayment(orderId: string, more: string[] = [], lang = 'th'): Promise<PaymentJson> {
  const res = await post(
    t.app,
    '/api/payment/create',
    token,
    { OrderID: orderId, ...(more.length ? { OrderIDs: more } : {}), SaleUnit: DC01, Method: 'C2P_CARD' },
    { 'accept-language': lang },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentJson>();
}

/** The customer on the hosted page, then the browser's form POST back to us. */
async function payByCard(payment: PaymentJson, cardNumber = VISA, otp?: string) {
  const back = await payOnHostedPage(payment.RedirectUrl ?? '', { cardNumber, ...(otp ? { otp } : {}) });
  const res = await fetch(back.returnUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ paymentResponse: back.paymentResponse }).toString(),
  });
  return { status: res.status, location: res.headers.get('location') ?? '' };
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

const ledgerOf = async (paymentId: string) =>
  db.db.select().from(paymentEvents).where(eq(paymentEvents.paymentPk, (await paymentOf(paymentId)).id));

const paidHistory = async (orderId: string) =>
  (await db.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderPk, (await orderOf(orderId)).id))).filter(
    (h) => h.status === 'PAID',
  );

describe('paying by card through 2C2P', () => {
  it('offers C2P_CARD and asks 2C2P for a signed payment token with 3-D Secure', async () => {
    const methods = (await get(t.app, `/api/payment/methods?saleUnit=${DC01}`, token)).json<{ Method: string; Code: number }[]>();
    expect(methods.find((m) => m.Method === 'C2P_CARD')).toMatchObject({ Code: -1 });
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    expect(payment.Status).toBe('PENDING');
    expect(payment.RedirectUrl).toMatch(new RegExp(`^${fake.url}/payment/4.3/pay/`));
    const asked = fake.cardTokens().find((x) => x.invoiceNo === payment.PaymentId);
    expect(asked).toMatchObject({ amount: payment.Amount, paymentChannel: ['CC'], request3DS: 'Y' });
    expect(asked?.backendReturnUrl).toMatch(/\/api\/payment\/callback\/2c2p$/);
    // A second tap resumes the same hosted page.
    expect((await startPayment(orderId)).RedirectUrl).toBe(payment.RedirectUrl);
  });

  it('pays after 3-D Secure; the return only sends the browser to the web page', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId, [], 'en');
    const back = await payByCard(payment);
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${WEB}en/payment/2c2p/return/${orderId}/${DC01}/${payment.PaymentId}`);
    expect((await inquiry(payment.PaymentId)).json<PaymentJson>().Status).toBe('PAID');
    expect((await orderOf(orderId)).paymentStatus).toBe('PAID');
    const notice = fake.notices().find((n) => n.invoiceNo === payment.PaymentId);
    expect(notice?.status).toBe(200);
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ kind: 'NOTICE', outcome: 'APPLIED', amountSatang: payment.AmountSatang }]);
    expect((await inquiry(payment.PaymentId)).json<PaymentJson>().RedirectUrl).toBeNull();
  });

  it('answers PAYMENT_FAILED for a declined card and for a failed 3-D Secure', async () => {
    for (const [card, otp] of [[CARD_DECLINED, undefined], [VISA, '000000']] as const) {
      const orderId = await placeOrder();
      const payment = await startPayment(orderId);
      await payByCard(payment, card, otp);
      const res = await inquiry(payment.PaymentId);
      expect(res.statusCode).toBe(402);
      expect(errorOf(res).Message).toBe(`Payment cannot be process properly. (${orderId})`);
      expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
      // Another try makes a new payment with a new hosted page.
      const again = await startPayment(orderId);
      expect(again.PaymentId).not.toBe(payment.PaymentId);
      expect(again.RedirectUrl).not.toBe(payment.RedirectUrl);
    }
  });

  it('refuses a notice with a bad signature and changes nothing', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await fetch(`${fake.url}/__fake/card`, { method: 'POST', body: JSON.stringify({ invoiceNo: payment.PaymentId, badSignature: true }) });
    await payByCard(payment);
    const notice = fake.notices().find((n) => n.invoiceNo === payment.PaymentId);
    expect(notice?.status).toBe(401);
    expect(JSON.parse(notice?.body ?? '{}')).toMatchObject({ Code: 'PAYMENT_SIGNATURE_INVALID' });
    expect((await paymentOf(payment.PaymentId)).status).toBe('PENDING');
    expect(await ledgerOf(payment.PaymentId)).toEqual([]);
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
  });

  it('applies a notice sent three times once', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await fetch(`${fake.url}/__fake/card`, { method: 'POST', body: JSON.stringify({ invoiceNo: payment.PaymentId, times: 3 }) });
    await payByCard(payment);
    expect(fake.notices().filter((n) => n.invoiceNo === payment.PaymentId).map((n) => n.status)).toEqual([200, 200, 200]);
    expect(await ledgerOf(payment.PaymentId)).toHaveLength(1);
    expect(await paidHistory(orderId)).toHaveLength(1);
  });

  it('records and refuses a wrong amount', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await fetch(`${fake.url}/__fake/card`, { method: 'POST', body: JSON.stringify({ invoiceNo: payment.PaymentId, amount: 1 }) });
    await payByCard(payment);
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'PENDING', reason: 'AMOUNT_MISMATCH' });
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ outcome: 'AMOUNT_MISMATCH', amountSatang: 100 }]);
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
  });

  it('settles a lost notice by the return page inquiry, or else by the reconciliation job', async () => {
    const byReturn = await startPayment(await placeOrder());
    await fetch(`${fake.url}/__fake/card`, { method: 'POST', body: JSON.stringify({ invoiceNo: byReturn.PaymentId, lost: true }) });
    await payByCard(byReturn);
    expect((await paymentOf(byReturn.PaymentId)).status).toBe('PENDING');
    expect((await inquiry(byReturn.PaymentId)).json<PaymentJson>().Status).toBe('PAID');
    expect(await ledgerOf(byReturn.PaymentId)).toMatchObject([{ kind: 'INQUIRY', outcome: 'APPLIED' }]);

    const orderId = await placeOrder();
    const lost = await startPayment(orderId);
    await fetch(`${fake.url}/__fake/card`, { method: 'POST', body: JSON.stringify({ invoiceNo: lost.PaymentId, lost: true }) });
    await payByCard(lost);
    clock.advance(4 * 60_000);
    const staff = await createStaff(db.db, { saleUnits: [DC01] });
    const summary = (await post(t.app, '/api/payment/reconcile', await staffToken(t.app, staff.id, '1'), {})).json<{ paid: number }>();
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(lost.PaymentId)).status).toBe('PAID');
    expect(await paidHistory(orderId)).toHaveLength(1);
  });

  it('pays two orders at once and lists only payable orders for the combined payment', async () => {
    const first = await placeOrder();
    const second = await placeOrder(2);
    const unpaid = (await get(t.app, `/api/payment/unpaid/${DC01}`, token)).json<{ OrderID: string; AmountSatang: number }[]>();
    const ids = unpaid.map((o) => o.OrderID);
    expect(ids).toEqual(expect.arrayContaining([first, second]));
    const payment = await startPayment(first, [second]);
    const due = unpaid.filter((o) => o.OrderID === first || o.OrderID === second).reduce((n, o) => n + o.AmountSatang, 0);
    expect(payment).toMatchObject({ AmountSatang: due, OrderIDs: [first, second] });
    const tokenClaims = fake.cardTokens().find((x) => x.invoiceNo === payment.PaymentId);
    expect(tokenClaims?.amount).toBe(payment.Amount);
    await payByCard(payment);
    expect((await orderOf(first)).paymentStatus).toBe('PAID');
    expect((await orderOf(second)).paymentStatus).toBe('PAID');
    const after = (await get(t.app, `/api/payment/unpaid/${DC01}`, token)).json<{ OrderID: string }[]>().map((o) => o.OrderID);
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
  });

  it('refuses the notice and the return to strangers, and a return about nothing goes to the failed page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/callback/2c2p', payload: { payload: 'not-a-jwt' } });
    expect(res.statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'POST', url: '/api/payment/callback/2c2p', payload: {} });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payment/return/2c2p/NOPE',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'paymentResponse=e30',
    });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe(`${WEB}payment/status/failed`);
    const other = await createCustomer(db.db);
    const list = await get(t.app, `/api/payment/unpaid/${DC01}`, await customerToken(t.app, other, DC01));
    expect(list.json()).toEqual([]);
  });
});
