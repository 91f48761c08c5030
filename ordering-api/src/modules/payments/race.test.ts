// The provider's notice and the customer's return arriving at once, 50 times, against the fake Thai
// QR provider: each payment paid once, each order moved once (decision 090).
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start as startThaiQr, type FakeThaiQr } from '../../../../tests/fakes/thai-qr/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createCustomer, createProduct, type CustomerRow, type ProductRow } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { lineOutbox, orders, orderStatusHistory, paymentEvents, payments } from '../../db/schema';
import { createTestDatabase } from '../../db/test-support';
import { customerToken, get, post } from '../orders/test-kit';

const DC01 = 'DC01';
const ROUNDS = 50;
let db: DatabaseHandle;
let t: TestApp;
let fake: FakeThaiQr;
let customer: CustomerRow;
let product: ProductRow;
let token: string;

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startThaiQr();
  t = await buildTestApp(db, {
    env: { THAI_QR_API_URL: fake.url, THAI_QR_MERCHANT_ID: fake.merchantId, THAI_QR_SECRET: fake.secret, THAI_QR_BILLER_ID: '010555512345601' },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.setCallback(`${address}/api/payment/callback/thaiqr`);
  customer = await createCustomer(db.db, { lineUserId: `U${'race'.padEnd(32, '0')}` });
  product = await createProduct(db.db, { price: 42.5, stock: 10_000 });
  token = await customerToken(t.app, customer, DC01);
}, 60_000);

afterAll(async () => {
  await fake.stop();
  await t.app.close();
  await db.close();
});

async function placeAndStart(n: number): Promise<{ orderId: string; paymentId: string; amount: number }> {
  const placed = await post(
    t.app,
    '/api/orders/place',
    token,
    { SaleUnit: DC01, PaymentMethod: 'THAI_QR', Mode: 'money', Items: [{ P_Code: product.pCode, qty1: 1, qty2: 0, qty3: 0 }] },
    { 'idempotency-key': `race-${String(n).padStart(4, '0')}` },
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId = placed.json<{ Order: { OrderID: string } }>().Order.OrderID;
  const started = await post(t.app, '/api/payment/create', token, { OrderID: orderId, SaleUnit: DC01, Method: 'THAI_QR' });
  expect(started.statusCode, started.body).toBe(200);
  const payment = started.json<{ PaymentId: string; Amount: number }>();
  return { orderId, paymentId: payment.PaymentId, amount: payment.Amount };
}

describe('the notice and the return at the same moment', () => {
  it(`pays each payment once and moves each order once, ${ROUNDS} times`, async () => {
    for (let n = 0; n < ROUNDS; n++) {
      const { orderId, paymentId, amount } = await placeAndStart(n);
      // The bank has the transaction; its notice and the customer's return race.
      const transaction = await fake.pay({ invoiceNo: paymentId, amount, lost: true });
      const [, returned] = await Promise.all([
        fake.notify({ invoiceNo: paymentId, amount, tranRef: transaction.tranRef }),
        get(t.app, `/api/payment/inquiry/${paymentId}`, token),
      ]);
      expect(returned.statusCode, returned.body).toBe(200);
      expect(fake.notices().at(-1)?.status).toBe(200);

      const [payment] = await db.db.select().from(payments).where(eq(payments.paymentId, paymentId));
      expect(payment?.status).toBe('PAID');
      const applied = (await db.db.select().from(paymentEvents).where(eq(paymentEvents.paymentPk, payment?.id ?? 0))).filter(
        (e) => e.outcome === 'APPLIED',
      );
      expect(applied).toHaveLength(1);
      const [order] = await db.db.select().from(orders).where(and(eq(orders.orderId, orderId), eq(orders.saleUnit, DC01)));
      expect(order?.paymentStatus).toBe('PAID');
      const history = await db.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderPk, order?.id ?? 0));
      expect(history.filter((h) => h.status === 'PAID')).toHaveLength(1);
      const notices = await db.db.select().from(lineOutbox).where(like(lineOutbox.dedupeKey, `order-status:${order?.id ?? 0}:%`));
      expect(notices.filter((o) => o.dedupeKey.endsWith(':PAID'))).toHaveLength(1);
      expect(new Set(notices.map((o) => o.dedupeKey)).size).toBe(notices.length);
    }
  }, 240_000);
});
