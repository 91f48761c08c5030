// The transfer slip verified by a SlipOK-style service (its fake), over HTTP on the test database
// (decisions 061, 088).
import { eq } from 'drizzle-orm';
import { slipVerify } from 'promptparse/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start as startSlipVerify, type FakeSlipVerify } from '../../../../tests/fakes/slip-verify/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createCustomer, createProduct, createStaff, type CustomerRow, type ProductRow } from '../../../test/factories';
import { slipPicture } from '../../../test/slip-picture';
import { multipartBody } from '../../../test/uploads';
import type { DatabaseHandle } from '../../db/client';
import { orders, orderStatusHistory, paymentEvents, payments } from '../../db/schema';
import { createTestDatabase } from '../../db/test-support';
import { customerToken, errorOf, post, staffToken } from '../orders/test-kit';

const DC01 = 'DC01';
let db: DatabaseHandle;
let verified: TestApp;
let manual: TestApp;
let fake: FakeSlipVerify;
let customer: CustomerRow;
let product: ProductRow;
let keyNo = 0;
let refNo = 0;

interface PaymentJson {
  PaymentId: string;
  Status: string;
  Amount: number;
  AmountSatang: number;
  Reason: string | null;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startSlipVerify();
  verified = await buildTestApp(db, {
    env: { SLIP_VERIFY_API_URL: fake.checkUrl, SLIP_VERIFY_API_KEY: fake.apiKey, SLIP_RECEIVING_ACCOUNT: '123-4-56789-0' },
  });
  manual = await buildTestApp(db);
  customer = await createCustomer(db.db);
  product = await createProduct(db.db, { price: 75.5, stock: 1000 });
});

afterAll(async () => {
  await verified.app.close();
  await manual.app.close();
  await fake.stop();
  await db.close();
});

const nextRef = () => `0141${Date.now().toString().slice(-8)}${String(++refNo).padStart(4, '0')}`;

async function placeOrder(t: TestApp): Promise<{ orderId: string; total: number; token: string }> {
  const token = await customerToken(t.app, customer, DC01);
  const res = await post(
    t.app,
    '/api/orders/place',
    token,
    { SaleUnit: DC01, PaymentMethod: 'TRANSFER', Mode: 'money', Items: [{ P_Code: product.pCode, qty1: 1, qty2: 0, qty3: 0 }] },
    { 'idempotency-key': `slip-verify-${String(++keyNo).padStart(4, '0')}` },
  );
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json<{ Order: { OrderID: string; Total: number } }>().Order;
  return { orderId: order.OrderID, total: order.Total, token };
}

async function upload(t: TestApp, token: string, orderId: string, transRef: string) {
  const { payload, headers } = multipartBody([
    { name: 'OrderID', content: orderId },
    { name: 'SaleUnit', content: DC01 },
    { name: 'file', filename: 'slip.png', type: 'image/png', content: await slipPicture(transRef) },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/payment/upload/slip', headers: { authorization: `Bearer ${token}`, ...headers }, payload });
}

async function orderOf(orderId: string) {
  const [row] = await db.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error('no order');
  return row;
}

async function ledgerOfOrder(orderId: string) {
  const order = await orderOf(orderId);
  const rows = await db.db
    .select({ payment: payments })
    .from(payments)
    .where(eq(payments.customerId, order.customerId));
  const ids = rows.map((r) => r.payment.id);
  const events = await db.db.select().from(paymentEvents);
  return events.filter((e) => ids.includes(e.paymentPk));
}

const paidRows = async (orderId: string) => {
  const order = await orderOf(orderId);
  return (await db.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderPk, order.id))).filter((h) => h.status === 'PAID');
};

describe('a slip verified by the slip service', () => {
  it('pays the order once when the slip is of the amount and account, and refuses it for another order', async () => {
    const { orderId, total, token } = await placeOrder(verified);
    const transRef = nextRef();
    fake.addSlip({ transRef, amount: total });
    const res = await upload(verified, token, orderId, transRef);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PaymentJson>()).toMatchObject({ Status: 'PAID' });
    expect((await orderOf(orderId)).paymentStatus).toBe('PAID');
    expect(await paidRows(orderId)).toHaveLength(1);
    expect(fake.checks().at(-1)).toMatchObject({ code: 0, amount: null });

    const other = await placeOrder(verified);
    const again = await upload(verified, other.token, other.orderId, transRef);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).Code).toBe('PAYMENT_SLIP_REUSED');
    expect((await orderOf(other.orderId)).paymentStatus).toBe('UNPAID');
    expect(await paidRows(orderId)).toHaveLength(1);
  });

  it('records a wrong amount and refuses it', async () => {
    const { orderId, token } = await placeOrder(verified);
    const transRef = nextRef();
    fake.addSlip({ transRef, amount: 10 });
    const res = await upload(verified, token, orderId, transRef);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).Code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
    const [row] = await db.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, transRef));
    expect(row).toMatchObject({ outcome: 'AMOUNT_MISMATCH', amountSatang: 1000, provider: 'SLIP' });
  });

  it('refuses a slip paid into another account, and records it', async () => {
    const { orderId, total, token } = await placeOrder(verified);
    const transRef = nextRef();
    fake.addSlip({ transRef, amount: total, receiverAccount: 'xxx-x-x9999-x' });
    const res = await upload(verified, token, orderId, transRef);
    expect(errorOf(res).Code).toBe('PAYMENT_SLIP_REJECTED');
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
    expect((await ledgerOfOrder(orderId)).some((e) => e.eventId === `refused:${transRef}:ACCOUNT_MISMATCH` && e.outcome === 'REFUSED')).toBe(true);
  });

  it('refuses a slip the service knows as used before (1012) and one the banks do not know', async () => {
    const first = await placeOrder(verified);
    const transRef = nextRef();
    fake.addSlip({ transRef, amount: first.total });
    // Checked (and logged) at the service by another shop of the same account.
    await fetch(fake.checkUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-authorization': fake.apiKey },
      body: JSON.stringify({ data: slipVerify({ sendingBank: '014', transRef }), log: true }),
    });
    const res = await upload(verified, first.token, first.orderId, transRef);
    expect(errorOf(res).Code).toBe('PAYMENT_SLIP_REUSED');
    const unknown = await placeOrder(verified);
    const res2 = await upload(verified, unknown.token, unknown.orderId, nextRef());
    expect(errorOf(res2).Code).toBe('PAYMENT_SLIP_REJECTED');
    expect((await orderOf(unknown.orderId)).paymentStatus).toBe('UNPAID');
  });
});

describe('the slip service down', () => {
  it('leaves the slip waiting for staff rather than refusing the customer', async () => {
    const { orderId, total, token } = await placeOrder(verified);
    const transRef = nextRef();
    fake.addSlip({ transRef, amount: total });
    fake.fail(503);
    const res = await upload(verified, token, orderId, transRef);
    expect(res.json<PaymentJson>()).toMatchObject({ Status: 'PENDING', Reason: 'WAITING_FOR_STAFF' });
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
  });
});

describe('a slip waiting for staff', () => {
  it('is approved by staff of the center once, and pays the order', async () => {
    const { orderId, token } = await placeOrder(manual);
    const res = await upload(manual, token, orderId, nextRef());
    const payment = res.json<PaymentJson>();
    expect(payment).toMatchObject({ Status: 'PENDING', Reason: 'WAITING_FOR_STAFF' });

    const outsider = await createStaff(db.db, { saleUnits: ['DC02'] });
    const refused = await post(manual.app, `/api/merchant/payments/${payment.PaymentId}/review`, await staffToken(manual.app, outsider.id, '1'), { Decision: 'approve' });
    expect(errorOf(refused).Code).toBe('PAYMENT_NOT_FOUND');
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');

    const staff = await createStaff(db.db, { saleUnits: [DC01] });
    const staffJwt = await staffToken(manual.app, staff.id, '1');
    const [a, b] = await Promise.all([
      post(manual.app, `/api/merchant/payments/${payment.PaymentId}/review`, staffJwt, { Decision: 'approve' }),
      post(manual.app, `/api/merchant/payments/${payment.PaymentId}/review`, staffJwt, { Decision: 'approve' }),
    ]);
    // The second is a repeat (200, nothing changed) or, when it came after, not waiting any more (409).
    expect([a.statusCode, b.statusCode].sort()).toContain(200);
    expect([a.statusCode, b.statusCode].every((code) => code === 200 || code === 409)).toBe(true);
    const staffEvents = await db.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, `approve:${payment.PaymentId}`));
    expect(staffEvents).toMatchObject([{ provider: 'STAFF', outcome: 'APPLIED' }]);
    expect((await orderOf(orderId)).paymentStatus).toBe('PAID');
    expect(await paidRows(orderId)).toHaveLength(1);

    const detail = await post(manual.app, '/api/MerchantOrder/GET_ORDER_DETAIL', staffJwt, { orderid: orderId, saleunit: DC01 });
    expect(detail.json<{ Payment: Record<string, unknown> }>().Payment).toMatchObject({ PaymentId: payment.PaymentId, PaymentStatus: 'PAID', Reviewable: false });
  });

  it('is rejected by staff: the payment fails, the order stays unpaid, a new slip may follow', async () => {
    const { orderId, token } = await placeOrder(manual);
    const payment = (await upload(manual, token, orderId, nextRef())).json<PaymentJson>();
    const staff = await createStaff(db.db, { saleUnits: [DC01] });
    const staffJwt = await staffToken(manual.app, staff.id, '1');
    const detail = await post(manual.app, '/api/MerchantOrder/GET_ORDER_DETAIL', staffJwt, { orderid: orderId, saleunit: DC01 });
    expect(detail.json<{ Payment: Record<string, unknown> }>().Payment).toMatchObject({ Reviewable: true, Reason: 'WAITING_FOR_STAFF' });
    const res = await post(manual.app, `/api/merchant/payments/${payment.PaymentId}/review`, staffJwt, { Decision: 'reject', Reason: 'blurred' });
    expect(res.json<PaymentJson>()).toMatchObject({ Status: 'FAILED', Reason: 'REJECTED_BY_STAFF' });
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
    const bad = await post(manual.app, `/api/merchant/payments/${payment.PaymentId}/review`, staffJwt, { Decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const next = await upload(manual, token, orderId, nextRef());
    expect(next.json<PaymentJson>()).toMatchObject({ Status: 'PENDING', Reason: 'WAITING_FOR_STAFF' });
    expect(next.json<PaymentJson>().PaymentId).not.toBe(payment.PaymentId);
  });
});
