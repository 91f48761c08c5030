// Thai QR payment against the fake provider over HTTP: a notice pays once, a wrong amount or
// signature changes nothing, and reconciliation settles a lost notice (decision 060).
import { describe, expect, it } from 'vitest';
import { createCustomer, createStaff } from '../../../test/factories';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';
import { DC01, paymentHarness, type PaymentJson } from './test-harness';

const BILLER = '010555512345601';

const { h, placeOrder, startPayment, inquiry, orderOf, paymentOf, ledgerOf, paidHistory } = paymentHarness({
  method: 'THAI_QR',
  price: 123.45,
  env: (fake) => ({
    THAI_QR_API_URL: fake.url,
    THAI_QR_MERCHANT_ID: fake.merchantId,
    THAI_QR_SECRET: fake.secret,
    THAI_QR_BILLER_ID: BILLER,
  }),
});
const { clock, totals } = h;

describe('paying by Thai QR', () => {
  it('offers THAI_QR with the codes of the seeds', async () => {
    const res = await get(h.t.app, `/api/payment/methods?saleUnit=${DC01}`, h.token);
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
    await h.fake.pay({ invoiceNo: payment.PaymentId, amount: payment.Amount, times: 2 });
    expect(h.fake.notices().slice(-2).map((n) => n.status)).toEqual([200, 200]);
    expect((await inquiry(payment.PaymentId)).json<PaymentJson>().Status).toBe('PAID');
    expect((await orderOf(orderId)).paymentStatus).toBe('PAID');
    expect(await paidHistory(orderId)).toHaveLength(1);
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ kind: 'NOTICE', outcome: 'APPLIED', amountSatang: payment.AmountSatang }]);
    // A failure reported after the payment (out of order) changes nothing.
    await h.fake.notify({ invoiceNo: payment.PaymentId, amount: payment.Amount, respCode: '4200' });
    expect((await paymentOf(payment.PaymentId)).status).toBe('PAID');
    expect((await ledgerOf(payment.PaymentId)).map((e) => e.outcome)).toEqual(['APPLIED', 'IGNORED']);
    const again = await post(h.t.app, '/api/payment/create', h.token, { OrderID: orderId, SaleUnit: DC01, Method: 'THAI_QR' });
    expect(errorOf(again).Code).toBe('ORDER_ALREADY_PAID');
  });

  it('records and refuses a wrong amount', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await h.fake.pay({ invoiceNo: payment.PaymentId, amount: 12.34 });
    const row = await paymentOf(payment.PaymentId);
    expect(row).toMatchObject({ status: 'PENDING', reason: 'AMOUNT_MISMATCH' });
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ outcome: 'AMOUNT_MISMATCH', amountSatang: 1234 }]);
  });

  it('refuses a notice with a bad signature and changes nothing', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await h.fake.pay({ invoiceNo: payment.PaymentId, amount: payment.Amount, badSignature: true });
    const notice = h.fake.notices().at(-1);
    expect(notice?.status).toBe(401);
    expect(JSON.parse(notice?.body ?? '{}')).toMatchObject({ Code: 'PAYMENT_SIGNATURE_INVALID' });
    expect((await paymentOf(payment.PaymentId)).status).toBe('PENDING');
    expect(await ledgerOf(payment.PaymentId)).toEqual([]);
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
  });

  it('answers PAYMENT_FAILED with the order number when the bank reports a failure', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await h.fake.pay({ invoiceNo: payment.PaymentId, amount: payment.Amount, respCode: '4200' });
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
    await h.fake.pay({ invoiceNo: payment.PaymentId, amount: payment.Amount, lost: true });
    expect((await paymentOf(payment.PaymentId)).status).toBe('PENDING');
    clock.advance(4 * 60_000);
    const staff = await createStaff(h.db.db, { saleUnits: [DC01] });
    const admin = await staffToken(h.t.app, staff.id, '1');
    const [first, second] = await Promise.all([
      post(h.t.app, '/api/payment/reconcile', admin, {}),
      post(h.t.app, '/api/payment/reconcile', admin, {}),
    ]);
    const runs = [first.json<{ paid: number; checked: number }>(), second.json<{ paid: number; checked: number }>()];
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(1);
    expect((await paymentOf(payment.PaymentId)).status).toBe('PAID');
    expect(await paidHistory(orderId)).toHaveLength(1);
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ kind: 'INQUIRY', outcome: 'APPLIED' }]);
    // The notice arriving late afterwards is the same transaction: stored once.
    const transaction = h.fake.transactions().find((x) => x.invoiceNo === payment.PaymentId);
    await h.fake.notify({ invoiceNo: payment.PaymentId, amount: payment.Amount, tranRef: transaction?.tranRef });
    expect(await ledgerOf(payment.PaymentId)).toHaveLength(1);
  });

  it('pays two orders of the center with one QR (combined payment)', async () => {
    const first = await placeOrder();
    const second = await placeOrder(3);
    const payment = await startPayment(first, [second]);
    const due = Math.round((totals.get(first) ?? 0) * 100) + Math.round((totals.get(second) ?? 0) * 100);
    expect(payment).toMatchObject({ AmountSatang: due, OrderIDs: [first, second] });
    await h.fake.pay({ invoiceNo: payment.PaymentId, amount: payment.Amount });
    expect((await orderOf(first)).paymentStatus).toBe('PAID');
    expect((await orderOf(second)).paymentStatus).toBe('PAID');
  });

  it("does not show another customer's payment", async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    const other = await createCustomer(h.db.db);
    const res = await get(h.t.app, `/api/payment/inquiry/${payment.PaymentId}`, await customerToken(h.t.app, other, DC01));
    expect(errorOf(res).Code).toBe('PAYMENT_NOT_FOUND');
  });
});
