// Paying by card through 2C2P PGW 4.3 against the fake, over HTTP on the test database
// (decision 085).
import { describe, expect, it } from 'vitest';
import { CARD_DECLINED, payOnHostedPage } from '../../../../tests/fakes/thai-qr/card';
import { createCustomer, createStaff } from '../../../test/factories';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';
import { DC01, paymentHarness, type PaymentJson } from './test-harness';

const WEB = 'http://shop.test/';
const VISA = '4111111111111111';

const { h, placeOrder, startPayment, inquiry, orderOf, paymentOf, ledgerOf, paidHistory } = paymentHarness({
  method: 'C2P_CARD',
  price: 250.5,
  env: (fake, origin) => ({
    C2P_API_URL: fake.url,
    C2P_MERCHANT_ID: fake.merchantId,
    C2P_SECRET: fake.secret,
    PAYMENT_CALLBACK_URL: origin,
    PAYMENT_WEB_URL: WEB,
  }),
});
const { clock } = h;

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

describe('paying by card through 2C2P', () => {
  it('offers C2P_CARD and asks 2C2P for a signed payment token with 3-D Secure', async () => {
    const methods = (await get(h.t.app, `/api/payment/methods?saleUnit=${DC01}`, h.token)).json<{ Method: string; Code: number }[]>();
    expect(methods.find((m) => m.Method === 'C2P_CARD')).toMatchObject({ Code: -1 });
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    expect(payment.Status).toBe('PENDING');
    expect(payment.RedirectUrl).toMatch(new RegExp(`^${h.fake.url}/payment/4.3/pay/`));
    const asked = h.fake.cardTokens().find((x) => x.invoiceNo === payment.PaymentId);
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
    const notice = h.fake.notices().find((n) => n.invoiceNo === payment.PaymentId);
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
    await fetch(`${h.fake.url}/__fake/card`, { method: 'POST', body: JSON.stringify({ invoiceNo: payment.PaymentId, badSignature: true }) });
    await payByCard(payment);
    const notice = h.fake.notices().find((n) => n.invoiceNo === payment.PaymentId);
    expect(notice?.status).toBe(401);
    expect(JSON.parse(notice?.body ?? '{}')).toMatchObject({ Code: 'PAYMENT_SIGNATURE_INVALID' });
    expect((await paymentOf(payment.PaymentId)).status).toBe('PENDING');
    expect(await ledgerOf(payment.PaymentId)).toEqual([]);
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
  });

  it('applies a notice sent three times once', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await fetch(`${h.fake.url}/__fake/card`, { method: 'POST', body: JSON.stringify({ invoiceNo: payment.PaymentId, times: 3 }) });
    await payByCard(payment);
    expect(h.fake.notices().filter((n) => n.invoiceNo === payment.PaymentId).map((n) => n.status)).toEqual([200, 200, 200]);
    expect(await ledgerOf(payment.PaymentId)).toHaveLength(1);
    expect(await paidHistory(orderId)).toHaveLength(1);
  });

  it('records and refuses a wrong amount', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await fetch(`${h.fake.url}/__fake/card`, { method: 'POST', body: JSON.stringify({ invoiceNo: payment.PaymentId, amount: 1 }) });
    await payByCard(payment);
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'PENDING', reason: 'AMOUNT_MISMATCH' });
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ outcome: 'AMOUNT_MISMATCH', amountSatang: 100 }]);
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
  });

  it('settles a lost notice by the return page inquiry, or else by the reconciliation job', async () => {
    const byReturn = await startPayment(await placeOrder());
    await fetch(`${h.fake.url}/__fake/card`, { method: 'POST', body: JSON.stringify({ invoiceNo: byReturn.PaymentId, lost: true }) });
    await payByCard(byReturn);
    expect((await paymentOf(byReturn.PaymentId)).status).toBe('PENDING');
    expect((await inquiry(byReturn.PaymentId)).json<PaymentJson>().Status).toBe('PAID');
    expect(await ledgerOf(byReturn.PaymentId)).toMatchObject([{ kind: 'INQUIRY', outcome: 'APPLIED' }]);

    const orderId = await placeOrder();
    const lost = await startPayment(orderId);
    await fetch(`${h.fake.url}/__fake/card`, { method: 'POST', body: JSON.stringify({ invoiceNo: lost.PaymentId, lost: true }) });
    await payByCard(lost);
    clock.advance(4 * 60_000);
    const staff = await createStaff(h.db.db, { saleUnits: [DC01] });
    const summary = (await post(h.t.app, '/api/payment/reconcile', await staffToken(h.t.app, staff.id, '1'), {})).json<{ paid: number }>();
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(lost.PaymentId)).status).toBe('PAID');
    expect(await paidHistory(orderId)).toHaveLength(1);
  });

  it('pays two orders at once and lists only payable orders for the combined payment', async () => {
    const first = await placeOrder();
    const second = await placeOrder(2);
    const unpaid = (await get(h.t.app, `/api/payment/unpaid/${DC01}`, h.token)).json<{ OrderID: string; AmountSatang: number }[]>();
    const ids = unpaid.map((o) => o.OrderID);
    expect(ids).toEqual(expect.arrayContaining([first, second]));
    const payment = await startPayment(first, [second]);
    const due = unpaid.filter((o) => o.OrderID === first || o.OrderID === second).reduce((n, o) => n + o.AmountSatang, 0);
    expect(payment).toMatchObject({ AmountSatang: due, OrderIDs: [first, second] });
    const tokenClaims = h.fake.cardTokens().find((x) => x.invoiceNo === payment.PaymentId);
    expect(tokenClaims?.amount).toBe(payment.Amount);
    await payByCard(payment);
    expect((await orderOf(first)).paymentStatus).toBe('PAID');
    expect((await orderOf(second)).paymentStatus).toBe('PAID');
    const after = (await get(h.t.app, `/api/payment/unpaid/${DC01}`, h.token)).json<{ OrderID: string }[]>().map((o) => o.OrderID);
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
  });

  it('refuses the notice and the return to strangers, and a return about nothing goes to the failed page', async () => {
    const res = await h.t.app.inject({ method: 'POST', url: '/api/payment/callback/2c2p', payload: { payload: 'not-a-jwt' } });
    expect(res.statusCode).toBe(401);
    const bad = await h.t.app.inject({ method: 'POST', url: '/api/payment/callback/2c2p', payload: {} });
    expect(bad.statusCode).toBe(400);
    const unknown = await h.t.app.inject({
      method: 'POST',
      url: '/api/payment/return/2c2p/NOPE',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'paymentResponse=e30',
    });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe(`${WEB}payment/status/failed`);
    const other = await createCustomer(h.db.db);
    const list = await get(h.t.app, `/api/payment/unpaid/${DC01}`, await customerToken(h.t.app, other, DC01));
    expect(list.json()).toEqual([]);
  });
});
