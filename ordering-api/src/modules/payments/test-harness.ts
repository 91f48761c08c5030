// The HTTP payment tests' common ground: a test database, the fake 2C2P (Thai QR and card), the
// app listening on 127.0.0.1 (the fake calls it back), a customer with a product, and placing and
// paying orders by one method.
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { start as startFake, type FakeThaiQr } from '../../../../tests/fakes/thai-qr/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { createCustomer, createProduct, type CustomerRow, type ProductRow } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-support';
import { customerToken, get, post } from '../orders/test-kit';
import { paymentProbes } from './test-probes';

export const DC01 = 'DC01';

export interface PaymentJson {
  PaymentId: string;
  OrderID: string;
  OrderIDs: string[];
  Status: string;
  Amount: number;
  AmountSatang: number;
  QrPayload: string | null;
  RedirectUrl: string | null;
  ExpiresAt: string | null;
  Reason: string | null;
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

/** Registers the suite's beforeAll / afterAll; the fields are set once beforeAll has run. */
export function paymentHarness(options: { method: string; price: number; env: (fake: FakeThaiQr, origin: string) => Record<string, string> }) {
  const clock = createTestClock();
  const h = {
    clock,
    db: undefined as unknown as DatabaseHandle,
    t: undefined as unknown as TestApp,
    fake: undefined as unknown as FakeThaiQr,
    customer: undefined as unknown as CustomerRow,
    product: undefined as unknown as ProductRow,
    token: '',
    /** Where the app listens (the fakes call it back). */
    origin: '',
    /** Each placed order's total (baht). */
    totals: new Map<string, number>(),
  };
  let keyNo = 0;

  beforeAll(async () => {
    h.db = await createTestDatabase();
    h.fake = await startFake();
    const origin = `http://127.0.0.1:${await freePort()}`;
    h.origin = origin;
    h.t = await buildTestApp(h.db, { clock, env: { PAYMENT_QR_TTL: '15m', PAYMENT_RECONCILE_AFTER: '3m', ...options.env(h.fake, origin) } });
    await h.t.app.listen({ port: Number(new URL(origin).port), host: '127.0.0.1' });
    h.fake.setCallback(`${origin}/api/payment/callback/thaiqr`);
    h.customer = await createCustomer(h.db.db);
    h.product = await createProduct(h.db.db, { price: options.price, stock: 1000 });
    h.token = await customerToken(h.t.app, h.customer, DC01);
  });

  afterAll(async () => {
    await h.fake.stop();
    await h.t.app.close();
    await h.db.close();
  });

  async function placeOrder(qty = 1): Promise<string> {
    const res = await post(
      h.t.app,
      '/api/orders/place',
      h.token,
      { SaleUnit: DC01, PaymentMethod: options.method, Mode: 'money', Items: [{ P_Code: h.product.pCode, qty1: qty, qty2: 0, qty3: 0 }] },
      { 'idempotency-key': `${options.method}-${++keyNo}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ Order: { OrderID: string; Total: number }; PaymentRequired: boolean }>();
    expect(body.PaymentRequired).toBe(true);
    h.totals.set(body.Order.OrderID, body.Order.Total);
    return body.Order.OrderID;
  }

  async function startPayment(orderId: string, more: string[] = [], lang = 'th'): Promise<PaymentJson> {
    const res = await post(
      h.t.app,
      '/api/payment/create',
      h.token,
      { OrderID: orderId, ...(more.length ? { OrderIDs: more } : {}), SaleUnit: DC01, Method: options.method },
      { 'accept-language': lang },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaymentJson>();
  }

  const inquiry = (paymentId: string) => get(h.t.app, `/api/payment/inquiry/${paymentId}`, h.token, { 'accept-language': 'en' });

  return { h, placeOrder, startPayment, inquiry, ...paymentProbes(() => h.db, DC01) };
}
