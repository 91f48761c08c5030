// Paying by LINE Pay and refunding, over HTTP against the fake LINE Pay on the test database
// (decisions 083, 084).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start as startLinePay, type FakeLinePay } from '../../../../tests/fakes/line-pay/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { createCustomer, createProduct, createStaff, type CustomerRow, type ProductRow } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { orders, orderStatusHistory, paymentEvents, payments } from '../../db/schema';
import { createTestDatabase } from '../../db/test-support';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';
import { linePaySignature } from './providers/line-pay/client';

const DC01 = 'DC01';
const RETURN = 'https://shop.example/payment/linepay';

let db: DatabaseHandle;
let t: TestApp;
let fake: FakeLinePay;
let customer: CustomerRow;
let product: ProductRow;
let token: string;
let staff: string;
let keyNo = 0;
const clock = createTestClock();

interface PaymentJson {
  PaymentId: string;
  Status: string;
  Amount: number;
  AmountSatang: number;
  MethodCode: number;
  RedirectUrl: string | null;
  RedirectUrlApp: string | null;
  Reason: string | null;
}

interface ViewJson {
  OrderStatus: string;
  PaymentStatus: string;
  RefundCancels: boolean;
  Payments: { PaymentId: string; Status: string; Refunded: number; Refundable: number; AutomaticRefund: boolean; TransactionId: string | null; Ledger: { Kind: string; Outcome: string; Amount: number | null }[] }[];
}

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startLinePay();
  t = await buildTestApp(db, {
    clock,
    env: { LINE_PAY_API_URL: fake.url, LINE_PAY_CHANNEL_ID: fake.channelId, LINE_PAY_CHANNEL_SECRET: fake.secret, PAYMENT_RECONCILE_AFTER: '3m' },
  });
  customer = await createCustomer(db.db);
  product = await createProduct(db.db, { price: 150.5, stock: 1000 });
  token = await customerToken(t.app, customer, DC01);
  const member = await createStaff(db.db, { saleUnits: [DC01] });
  staff = await staffToken(t.app, member.id, '1');
});

afterAll(async () => {
  await fake.stop();
  await t.app.close();
  await db.close();
});

async function placeOrder(method = 'LINEPAY'): Promise<string> {
  const res = await post(
    t.app,
    '/api/orders/place',
    token,
    { SaleUnit: DC01, PaymentMethod: method, Mode: 'money', Items: [{ P_Code: product.pCode, qty1: 1, qty2: 0, qty3: 0 }] },
    { 'idempotency-key': `line-pay-${++keyNo}` },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Order: { OrderID: string } }>().Order.OrderID;
}

async function startPayment(orderId: string): Promise<PaymentJson> {
  const res = await post(t.app, '/api/payment/create', token, { OrderID: orderId, SaleUnit: DC01, Method: 'LINEPAY', ReturnUrl: RETURN });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentJson>();
}

/** The customer approves in LINE Pay: the address LINE Pay sends the browser back to. */
function approve(payment: PaymentJson): URL {
  const transaction = fake.byOrderId(payment.PaymentId);
  if (!transaction) throw new Error('no LINE Pay transaction');
  return new URL(fake.approve(transaction.transactionId));
}

/** What the return page does: hands the key and LINE Pay's transactionId to the server. */
function confirm(back: URL, app = t.app) {
  const key = back.pathname.split('/').at(-1) ?? '';
  return post(app, '/api/payment/linepay/confirm', token, { PaymentId: key, TransactionId: back.searchParams.get('transactionId') }, { 'accept-language': 'en' });
}

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

const historyOf = async (orderId: string, status: string) =>
  (await db.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderPk, (await orderOf(orderId)).id))).filter((h) => h.status === status);

async function paidOrder(): Promise<{ orderId: string; payment: PaymentJson }> {
  const orderId = await placeOrder();
  const payment = await startPayment(orderId);
  expect((await confirm(approve(payment))).json<PaymentJson>().Status).toBe('PAID');
  return { orderId, payment };
}

const refund = (orderId: string, body: Record<string, unknown>, as = staff) =>
  post(t.app, `/api/merchant/payment/refund/${orderId}/${DC01}`, as, body, { 'accept-language': 'en' });

describe('paying by LINE Pay', () => {
  it('offers LINEPAY with the code 1 of the seeds', async () => {
    const methods = (await get(t.app, `/api/payment/methods?saleUnit=${DC01}`, token)).json<{ Method: string; Code: number; Online: boolean }[]>();
    expect(methods.find((m) => m.Method === 'LINEPAY')).toMatchObject({ Code: 1, Online: true });
  });

  it('needs the return page of our web, naming the field', async () => {
    const orderId = await placeOrder();
    for (const ReturnUrl of [undefined, 'https://shop.example/elsewhere', 'javascript:alert(1)']) {
      const res = await post(t.app, '/api/payment/create', token, { OrderID: orderId, SaleUnit: DC01, Method: 'LINEPAY', ReturnUrl });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('ReturnUrl');
    }
  });

  it('asks LINE Pay for its page and answers the browser and LINE addresses', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    expect(payment).toMatchObject({ Status: 'PENDING', MethodCode: 1 });
    expect(payment.RedirectUrl).toMatch(/\/__fake\/approve\/\d{19}$/);
    expect(payment.RedirectUrlApp).toContain('app=1');
    const transaction = fake.byOrderId(payment.PaymentId);
    expect(transaction).toMatchObject({ amount: payment.Amount, currency: 'THB' });
    expect(transaction?.confirmUrl).toBe(`${RETURN}/confirm/${orderId}/${DC01}/${payment.PaymentId}`);
    // Every digit of the 19-digit transaction id survived (LINE Pay writes it as a JSON number).
    expect((await paymentOf(payment.PaymentId)).details['transactionId']).toBe(transaction?.transactionId);
    // A second tap resumes the same LINE Pay request.
    expect((await startPayment(orderId)).PaymentId).toBe(payment.PaymentId);
  });

  it('pays once when the return page confirms twice at the same moment and again later', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    // Before the customer approved, the return page's call finds nothing to take.
    const early = new URL(`${RETURN}/confirm/${orderId}/${DC01}/${payment.PaymentId}`);
    expect((await confirm(early)).json<PaymentJson>().Status).toBe('PENDING');
    const back = approve(payment);
    const answers = await Promise.all([confirm(back), confirm(back)]);
    expect(answers.map((r) => r.json<PaymentJson>().Status)).toEqual(['PAID', 'PAID']);
    expect((await confirm(back)).json<PaymentJson>().Status).toBe('PAID');
    expect((await orderOf(orderId)).paymentStatus).toBe('PAID');
    expect(await historyOf(orderId, 'PAID')).toHaveLength(1);
    expect(fake.byOrderId(payment.PaymentId)?.confirmations).toBe(1);
    expect((await ledgerOf(payment.PaymentId)).filter((e) => e.outcome === 'APPLIED')).toHaveLength(1);
  });

  it("refuses a transaction id that is not the payment's own", async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    const back = approve(payment);
    back.searchParams.set('transactionId', '1234567890123456789');
    expect(errorOf(await confirm(back)).Code).toBe('PAYMENT_NOT_FOUND');
    expect((await paymentOf(payment.PaymentId)).status).toBe('PENDING');
  });

  it('records and refuses an amount other than the amount due', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    const back = approve(payment);
    fake.misbehave({ paidAmount: 1 });
    expect((await confirm(back)).json<PaymentJson>()).toMatchObject({ Status: 'PENDING', Reason: 'AMOUNT_MISMATCH' });
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ kind: 'CONFIRM', outcome: 'AMOUNT_MISMATCH', amountSatang: 100 }]);
  });

  it('changes nothing when LINE Pay cannot verify the signature', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    const back = approve(payment);
    const transactionId = back.searchParams.get('transactionId') ?? '';
    // Signed with another secret: 401 and code 1106, the transaction still waits for its confirm.
    const path = `/v3/payments/${transactionId}/confirm`;
    const body = JSON.stringify({ amount: payment.Amount, currency: 'THB' });
    const bad = await fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-line-channelid': fake.channelId, 'x-line-authorization-nonce': 'n-1', 'x-line-authorization': linePaySignature('not-the-secret', path, body, 'n-1') },
      body,
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ returnCode: '1106' });
    // Our own app with a wrong secret: the payment stays pending, nothing is recorded.
    const wrong = await buildTestApp(db, {
      clock,
      env: { LINE_PAY_API_URL: fake.url, LINE_PAY_CHANNEL_ID: fake.channelId, LINE_PAY_CHANNEL_SECRET: 'a-wrong-secret-of-the-channel' },
    });
    try {
      expect((await confirm(back, wrong.app)).json<PaymentJson>().Status).toBe('PENDING');
    } finally {
      await wrong.app.close();
    }
    expect(await ledgerOf(payment.PaymentId)).toEqual([]);
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
    expect(fake.byOrderId(payment.PaymentId)?.state).toBe('APPROVED');
    expect((await confirm(back)).json<PaymentJson>().Status).toBe('PAID');
  });

  it('answers PAYMENT_FAILED when the customer cancels in LINE Pay or LINE Pay refuses', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    const transaction = fake.byOrderId(payment.PaymentId);
    fake.cancel(transaction?.transactionId ?? '');
    const res = await get(t.app, `/api/payment/inquiry/${payment.PaymentId}`, token, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(402);
    expect(errorOf(res).Message).toBe(`Payment cannot be process properly. (${orderId})`);

    const second = await placeOrder();
    const refused = await startPayment(second);
    const back = approve(refused);
    fake.misbehave({ returnCode: '1142' });
    expect((await confirm(back)).statusCode).toBe(402);
    expect((await paymentOf(refused.PaymentId)).reason).toBe('1142');
  });

  it('answers PAYMENT_QR_EXPIRED when LINE Pay says the time is over', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    const back = approve(payment);
    fake.expire(back.searchParams.get('transactionId') ?? '');
    const res = await confirm(back);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).Code).toBe('PAYMENT_QR_EXPIRED');
    expect((await paymentOf(payment.PaymentId)).status).toBe('EXPIRED');
  });

  it('confirms an approved payment whose return was lost in the reconciliation job', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    approve(payment);
    clock.advance(4 * 60_000);
    const run = await post(t.app, '/api/payment/reconcile', staff, {});
    expect(run.json<{ paid: number }>().paid).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(payment.PaymentId)).status).toBe('PAID');
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ kind: 'INQUIRY', outcome: 'APPLIED' }]);
  });
});

describe('refunds', () => {
  it('refunds in full through LINE Pay, cancelling the waiting order', async () => {
    const { orderId, payment } = await paidOrder();
    const view = (await get(t.app, `/api/merchant/payment/order/${orderId}/${DC01}`, staff)).json<ViewJson>();
    expect(view).toMatchObject({ OrderStatus: 'WAIT', PaymentStatus: 'PAID', RefundCancels: true });
    expect(view.Payments[0]).toMatchObject({ PaymentId: payment.PaymentId, Status: 'PAID', Refundable: payment.Amount, AutomaticRefund: true });

    const res = await refund(orderId, { Reason: 'Out of stock' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<ViewJson>();
    expect(after).toMatchObject({ OrderStatus: 'CANCELLED', PaymentStatus: 'REFUNDED' });
    expect(after.Payments[0]).toMatchObject({ Status: 'REFUNDED', Refunded: payment.Amount, Refundable: 0 });
    expect(after.Payments[0]?.Ledger.at(-1)).toMatchObject({ Kind: 'REFUND', Outcome: 'APPLIED', Amount: payment.Amount });
    expect(fake.byOrderId(payment.PaymentId)?.refunds).toHaveLength(1);
    expect(await historyOf(orderId, 'REFUNDED')).toHaveLength(1);
    // Nothing is left to refund.
    expect(errorOf(await refund(orderId, { Reason: 'again' })).Code).toBe('PAYMENT_REFUND_NOT_ALLOWED');
  });

  it('refunds in part without moving the order, then the rest', async () => {
    const { orderId, payment } = await paidOrder();
    const part = await refund(orderId, { Amount: 50.25, Reason: 'One carton damaged' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json<ViewJson>()).toMatchObject({ OrderStatus: 'WAIT', PaymentStatus: 'PAID' });
    expect(part.json<ViewJson>().Payments[0]).toMatchObject({ Status: 'PARTIALLY_REFUNDED', Refunded: 50.25 });
    const tooMuch = await refund(orderId, { Amount: payment.Amount, Reason: 'too much' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toContain('Amount');
    const rest = (await refund(orderId, { Reason: 'Cancelled by phone' })).json<ViewJson>();
    expect(rest).toMatchObject({ OrderStatus: 'CANCELLED', PaymentStatus: 'REFUNDED' });
    expect(rest.Payments[0]).toMatchObject({ Status: 'REFUNDED', Refunded: payment.Amount });
    expect(fake.byOrderId(payment.PaymentId)?.refunds.map((r) => r.amount)).toEqual([50.25, Number((payment.Amount - 50.25).toFixed(2))]);
  });

  it('keeps the payment as it was when LINE Pay refuses the refund', async () => {
    const { orderId, payment } = await paidOrder();
    // Refunded at LINE Pay behind our back: LINE Pay answers 1165 and we record the refusal.
    const transactionId = fake.byOrderId(payment.PaymentId)?.transactionId ?? '';
    const path = `/v3/payments/${transactionId}/refund`;
    const body = JSON.stringify({});
    await fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-line-channelid': fake.channelId, 'x-line-authorization-nonce': 'n-2', 'x-line-authorization': linePaySignature(fake.secret, path, body, 'n-2') },
      body,
    });
    const res = await refund(orderId, { Amount: 10, Reason: 'goodwill' });
    expect(res.statusCode).toBe(502);
    expect(errorOf(res).Code).toBe('PAYMENT_REFUND_FAILED');
    expect((await paymentOf(payment.PaymentId))).toMatchObject({ status: 'PAID', refundedSatang: 0 });
    expect((await ledgerOf(payment.PaymentId)).at(-1)).toMatchObject({ kind: 'REFUND', outcome: 'REFUSED' });
    // The claim was released: staff may try again (and LINE Pay refuses again).
    expect((await refund(orderId, { Amount: 10, Reason: 'goodwill' })).statusCode).toBe(502);
  });

  it('records a refund of a method without a refund call for staff to pay back by hand', async () => {
    const orderId = await placeOrder('TRANSFER');
    const created = await post(t.app, '/api/payment/create', token, { OrderID: orderId, SaleUnit: DC01, Method: 'TRANSFER' });
    const paymentId = created.json<PaymentJson>().PaymentId;
    // Paid as staff approving the slip would.
    await db.db.update(payments).set({ status: 'PAID' }).where(eq(payments.paymentId, paymentId));
    await db.db.update(orders).set({ paymentStatus: 'PAID' }).where(eq(orders.orderId, orderId));
    const view = (await get(t.app, `/api/merchant/payment/order/${orderId}/${DC01}`, staff)).json<ViewJson>();
    expect(view.Payments[0]?.AutomaticRefund).toBe(false);
    const res = (await refund(orderId, { Reason: 'Customer cancelled' })).json<ViewJson>();
    expect(res).toMatchObject({ OrderStatus: 'CANCELLED', PaymentStatus: 'REFUNDED' });
    expect(res.Payments[0]?.Ledger.at(-1)).toMatchObject({ Kind: 'REFUND', Outcome: 'MANUAL' });
  });

  it("answers 404 for another center's order and 400 for a refund without a reason or to a customer", async () => {
    const { orderId } = await paidOrder();
    const other = await createStaff(db.db, { saleUnits: ['DC02'] });
    const otherToken = await staffToken(t.app, other.id, '1');
    expect((await get(t.app, `/api/merchant/payment/order/${orderId}/${DC01}`, otherToken)).statusCode).toBe(404);
    expect((await refund(orderId, { Reason: 'x' }, otherToken)).statusCode).toBe(404);
    const res = await refund(orderId, { Amount: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Reason');
    expect((await orderOf(orderId)).paymentStatus).toBe('PAID');
    // A customer's token is not staff's.
    expect((await get(t.app, `/api/merchant/payment/order/${orderId}/${DC01}`, token)).statusCode).toBe(403);
  });
});
