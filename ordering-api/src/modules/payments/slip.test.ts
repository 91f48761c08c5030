// The transfer slip over HTTP, without a verification service: the picture is checked by content,
// its verification QR is read, the payment waits for staff, and the same slip for another order is
// refused and recorded.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createCustomer, createProduct, type CustomerRow, type ProductRow } from '../../../test/factories';
import { multipartBody } from '../../../test/uploads';
import { slipPicture } from '../../../test/slip-picture';
import type { DatabaseHandle } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';
import { createTestDatabase } from '../../db/test-support';
import { customerToken, errorOf, post } from '../orders/test-kit';
import { accountMatches } from './slip';

const DC01 = 'DC01';
let db: DatabaseHandle;
let t: TestApp;
let customer: CustomerRow;
let product: ProductRow;
let token: string;
let keyNo = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  customer = await createCustomer(db.db);
  product = await createProduct(db.db, { price: 50, stock: 100 });
  token = await customerToken(t.app, customer, DC01);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

async function placeOrder(): Promise<string> {
  const res = await post(
    t.app,
    '/api/orders/place',
    token,
    { SaleUnit: DC01, PaymentMethod: 'TRANSFER', Mode: 'money', Items: [{ P_Code: product.pCode, qty1: 1, qty2: 0, qty3: 0 }] },
    { 'idempotency-key': `slip-order-${String(++keyNo).padStart(4, '0')}` },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Order: { OrderID: string } }>().Order.OrderID;
}

function upload(orderId: string, file: Buffer, type = 'image/png') {
  const { payload, headers } = multipartBody([
    { name: 'OrderID', content: orderId },
    { name: 'SaleUnit', content: DC01 },
    { name: 'file', filename: 'slip.png', type, content: file },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/upload/slip',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
}

describe('the transfer slip', () => {
  it('reads the slip QR and waits for staff without a verification service', async () => {
    const orderId = await placeOrder();
    const res = await upload(orderId, await slipPicture('0140000000001ABC'));
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json<{ PaymentId: string; Status: string; Reason: string; SlipUrl: string | null }>();
    expect(payment).toMatchObject({ Status: 'PENDING', Reason: 'WAITING_FOR_STAFF' });
    expect(payment.SlipUrl).toMatch(/^\/files\/payments\/DC01\//);
    const [row] = await db.db.select().from(payments).where(eq(payments.paymentId, payment.PaymentId));
    expect(row?.slipReference).toBe('0140000000001ABC');
  });

  it('refuses the same slip for another order, and records the attempt', async () => {
    const orderId = await placeOrder();
    const res = await upload(orderId, await slipPicture('0140000000001ABC'));
    expect(errorOf(res).Code).toBe('PAYMENT_SLIP_REUSED');
    const refused = await db.db.select().from(paymentEvents).where(eq(paymentEvents.outcome, 'REFUSED'));
    expect(refused).toHaveLength(1);
  });

  it('refuses a file that is not a picture, whatever it says it is', async () => {
    const orderId = await placeOrder();
    const res = await upload(orderId, Buffer.from('not a picture at all'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Code).toBe('UPLOAD_NOT_IMAGE');
  });

  it('matches a masked receiving account digit by digit', () => {
    expect(accountMatches('xxx-x-x6789-x', '123-4-56789-0')).toBe(true);
    expect(accountMatches('xxx-x-x5670-x', '123-4-56789-0')).toBe(false);
    expect(accountMatches(null, '1234567890')).toBe(false);
  });
});
