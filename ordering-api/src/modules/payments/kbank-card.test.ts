// Paying by card through KBank against its fake, over HTTP on the test database (decisions 087,
// 121).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KBANK_DECLINED_CARD, KBANK_OTP, start as startKbank, type FakeKbank } from '../../../../tests/fakes/kbank/index';
import { createStaff } from '../../../test/factories';
import { errorOf, get, post, staffToken } from '../orders/test-kit';
import { DC01, paymentHarness, type PaymentJson } from './test-harness';

const WEB = 'http://shop.test/';
const VISA = '4111111111111111';
let kbank: FakeKbank;

beforeAll(async () => {
  kbank = await startKbank();
});
afterAll(async () => {
  await kbank.stop();
});

const { h, placeOrder, startPayment, inquiry, orderOf, paymentOf, ledgerOf, paidHistory } = paymentHarness({
  method: 'CREDIT_CARD',
  price: 99.75,
  env: (_fake, origin) => {
    kbank.setReturnUrl(`${origin}/api/payment/return/kbank/{ref}?lang=en`);
    return { KBANK_API_URL: kbank.url, KBANK_SECRET_KEY: kbank.secretKey, KBANK_MID: kbank.mid, PAYMENT_CALLBACK_URL: origin, PAYMENT_WEB_URL: WEB };
  },
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The embedded form's token posted to us, then (when asked) the bank's OTP and the browser's return. */
async function payByCard(payment: PaymentJson, card = VISA, otp = KBANK_OTP) {
  const charged = await fetch(`${h.origin}/api/payment/kbank/charge/${payment.PaymentId}?lang=en`, form({ token: await kbank.token(card) }));
  expect(charged.status).toBe(303);
  let location = charged.headers.get('location') ?? '';
  if (location.startsWith(kbank.url)) {
    const html = await (await fetch(location, form({ otp }))).text();
    const action = /action="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&') ?? '';
    const objectId = /name="objectId" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const back = await fetch(action, form({ objectId, status: 'true' }));
    expect(back.status).toBe(303);
    location = back.headers.get('location') ?? '';
  }
  return location;
}

describe('paying by card through KBank', () => {
  it('charges the token, sends the browser through 3-D Secure and back, and pays on the inquiry', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    expect(payment).toMatchObject({ Status: 'PENDING', RedirectUrl: null });
    const location = await payByCard(payment);
    expect(location).toBe(`${WEB}en/paymentkbank/callback/card/${orderId}/${DC01}?paymentId=${payment.PaymentId}`);
    // Nothing is paid until the server asks KBank.
    expect((await paymentOf(payment.PaymentId)).status).toBe('PENDING');
    expect((await inquiry(payment.PaymentId)).json<PaymentJson>().Status).toBe('PAID');
    expect((await inquiry(payment.PaymentId)).json<PaymentJson>().Status).toBe('PAID');
    expect(await paidHistory(orderId)).toHaveLength(1);
    expect(await ledgerOf(payment.PaymentId)).toMatchObject([{ kind: 'INQUIRY', outcome: 'APPLIED', amountSatang: payment.AmountSatang }]);
    // The same payment cannot be charged with another token.
    const again = await fetch(`${h.origin}/api/payment/kbank/charge/${payment.PaymentId}`, form({ token: await kbank.token(VISA) }));
    expect(again.status).toBe(402);
  });

  it('fails a declined card and a failed 3-D Secure with PAYMENT_FAILED', async () => {
    const declined = await startPayment(await placeOrder());
    const location = await payByCard(declined, KBANK_DECLINED_CARD);
    expect(location).toContain('/paymentkbank/callback/card/');
    expect((await paymentOf(declined.PaymentId)).status).toBe('FAILED');
    const orderId = await placeOrder();
    const otpFailed = await startPayment(orderId);
    await payByCard(otpFailed, VISA, '000000');
    const res = await inquiry(otpFailed.PaymentId);
    expect(res.statusCode).toBe(402);
    expect(errorOf(res).Message).toBe(`Payment cannot be process properly. (${orderId})`);
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
  });

  it('records and refuses a wrong amount', async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await fetch(`${kbank.url}/__fake/next`, { method: 'POST', body: JSON.stringify({ amount: 1 }) });
    await payByCard(payment);
    await inquiry(payment.PaymentId);
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'PENDING', reason: 'AMOUNT_MISMATCH' });
    expect((await orderOf(orderId)).paymentStatus).toBe('UNPAID');
  });

  it('settles a customer who never came back in the reconciliation job, and two orders at once go to the combined return', async () => {
    const first = await placeOrder();
    const second = await placeOrder(2);
    const payment = await startPayment(first, [second]);
    const location = await payByCard(payment);
    expect(location).toBe(`${WEB}en/payment/kbank/callback/card/${DC01}?paymentId=${payment.PaymentId}`);
    h.clock.advance(4 * 60_000);
    const staff = await createStaff(h.db.db, { saleUnits: [DC01] });
    await post(h.t.app, '/api/payment/reconcile', await staffToken(h.t.app, staff.id, '1'), {});
    expect((await orderOf(first)).paymentStatus).toBe('PAID');
    expect((await orderOf(second)).paymentStatus).toBe('PAID');
  });

  it("answers the web's JSON call with where to go instead of a 303", async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    const answer = await h.t.app.inject({
      method: 'POST',
      url: `/api/payment/kbank/charge/${payment.PaymentId}?lang=en`,
      payload: { token: await kbank.token(VISA) },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ RedirectUrl: string }>().RedirectUrl).toMatch(new RegExp(`^${kbank.url}/3ds/chrg_`));
    // A declined card goes straight to the return page, which reports the failure.
    const declined = await startPayment(await placeOrder());
    const refused = await h.t.app.inject({
      method: 'POST',
      url: `/api/payment/kbank/charge/${declined.PaymentId}`,
      payload: { token: await kbank.token(KBANK_DECLINED_CARD) },
    });
    expect(refused.json<{ RedirectUrl: string }>().RedirectUrl).toContain(`/paymentkbank/callback/card/`);
  });

  it('refuses a token for an unknown payment and a bad token', async () => {
    const unknown = await h.t.app.inject({ method: 'POST', url: '/api/payment/kbank/charge/NOPE', payload: { token: 'tokn_x' } });
    expect(errorOf(unknown).Code).toBe('PAYMENT_NOT_FOUND');
    const bad = await h.t.app.inject({ method: 'POST', url: '/api/payment/kbank/charge/NOPE', payload: { token: '<x>' } });
    expect(bad.statusCode).toBe(400);
  });

  it("records a refund as done by hand in KBank's merchant portal, in Thai and English", async () => {
    const orderId = await placeOrder();
    const payment = await startPayment(orderId);
    await payByCard(payment);
    expect((await inquiry(payment.PaymentId)).json<PaymentJson>().Status).toBe('PAID');
    const staff = await createStaff(h.db.db, { saleUnits: [DC01] });
    const token = await staffToken(h.t.app, staff.id, '1');
    interface View { OrderStatus: string; PaymentStatus: string; Payments: { Provider: string; Status: string; Refunded: number; Refundable: number; AutomaticRefund: boolean; Ledger: { Kind: string; Outcome: string; Amount: number | null; Note: string | null }[] }[] }
    const before = (await get(h.t.app, `/api/merchant/payment/order/${orderId}/${DC01}`, token)).json<View>();
    expect(before.Payments[0]).toMatchObject({ Provider: 'KBANK_CARD', Status: 'PAID', AutomaticRefund: false, Refundable: payment.Amount });
    // What the page tells staff for a KBank card payment, and the button that marks the refund done.
    for (const lang of ['th', 'en']) {
      const file = new URL(`../../../../web/src/features/merchant-orders/locales/${lang}/merchantOrders.json`, import.meta.url);
      const texts = JSON.parse(await readFile(file, 'utf8')) as { refund: { byHandAt: Record<string, string>; markDone: string } };
      expect(texts.refund.byHandAt['KBANK_CARD']).toContain('KBank');
      expect(texts.refund.markDone).toBeTruthy();
    }
    const res = await post(h.t.app, `/api/merchant/payment/refund/${orderId}/${DC01}`, token, { Reason: 'Refunded in the KBank portal' }, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<View>();
    expect(after).toMatchObject({ OrderStatus: 'CANCELLED', PaymentStatus: 'REFUNDED' });
    expect(after.Payments[0]).toMatchObject({ Status: 'REFUNDED', Refunded: payment.Amount, Refundable: 0 });
    expect(after.Payments[0]?.Ledger.at(-1)).toMatchObject({ Kind: 'REFUND', Outcome: 'MANUAL', Amount: payment.Amount, Note: 'Refunded in the KBank portal' });
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'REFUNDED', refundedSatang: payment.AmountSatang });
  });
});
