// Refunding 2C2P card payments against the fake 2C2P, over HTTP on the test database
// (decisions 108, 121).
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { payOnHostedPage } from '../../../../tests/fakes/thai-qr/card';
import { createStaff } from '../../../test/factories';
import { errorOf, get, post, staffToken } from '../orders/test-kit';
import { DC01, paymentHarness, type PaymentJson } from './test-harness';

const WEB = 'http://shop.test/';

const { h, placeOrder, startPayment, inquiry, paymentOf, ledgerOf } = paymentHarness({
  method: 'C2P_CARD',
  price: 180.25,
  env: (fake, origin) => ({
    C2P_API_URL: fake.url,
    C2P_MERCHANT_ID: fake.merchantId,
    C2P_SECRET: fake.secret,
    C2P_ACTION_URL: `${fake.url}/PaymentAction/2.0/action`,
    C2P_MERCHANT_PRIVATE_KEY: fake.refundKeys.merchantPrivateKey,
    C2P_PUBLIC_KEY: fake.refundKeys.providerPublicKey,
    PAYMENT_CALLBACK_URL: origin,
    PAYMENT_WEB_URL: WEB,
  }),
});

interface ViewJson {
  OrderStatus: string;
  PaymentStatus: string;
  Payments: { PaymentId: string; Status: string; Refunded: number; Refundable: number; AutomaticRefund: boolean; Ledger: { Kind: string; Outcome: string; Reported: string; Amount: number | null; Note: string | null }[] }[];
}

let staff = '';
beforeAll(async () => {
  const member = await createStaff(h.db.db, { saleUnits: [DC01] });
  staff = await staffToken(h.t.app, member.id, '1');
});

const refund = (orderId: string, body: Record<string, unknown>, as = staff) =>
  post(h.t.app, `/api/merchant/payment/refund/${orderId}/${DC01}`, as, body, { 'accept-language': 'en' });
const view = async (orderId: string) => (await get(h.t.app, `/api/merchant/payment/order/${orderId}/${DC01}`, staff)).json<ViewJson>();

/** The code of the last ledger entry, when it is a refused refund. */
async function lastRespCode(paymentId: string): Promise<unknown> {
  const last = (await ledgerOf(paymentId)).at(-1);
  return last?.kind === 'REFUND' && last.outcome === 'REFUSED' ? last.payload['respCode'] : undefined;
}

/** An order paid by card on the fake's hosted page (3-D Secure), confirmed by the signed notice. */
async function paidOrder(): Promise<{ orderId: string; payment: PaymentJson }> {
  const orderId = await placeOrder();
  const payment = await startPayment(orderId);
  await payOnHostedPage(payment.RedirectUrl ?? '', { cardNumber: '4111111111111111' });
  expect((await inquiry(payment.PaymentId)).json<PaymentJson>().Status).toBe('PAID');
  return { orderId, payment };
}

describe('refunding 2C2P card payments', () => {
  it('refunds in full through 2C2P, cancelling the waiting order', async () => {
    const { orderId, payment } = await paidOrder();
    expect((await view(orderId)).Payments[0]).toMatchObject({ Status: 'PAID', Refundable: payment.Amount, AutomaticRefund: true });
    const res = await refund(orderId, { Reason: 'Out of stock' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<ViewJson>();
    expect(after).toMatchObject({ OrderStatus: 'CANCELLED', PaymentStatus: 'REFUNDED' });
    expect(after.Payments[0]).toMatchObject({ Status: 'REFUNDED', Refunded: payment.Amount, Refundable: 0 });
    expect(after.Payments[0]?.Ledger.at(-1)).toMatchObject({ Kind: 'REFUND', Outcome: 'APPLIED', Amount: payment.Amount });
    expect(h.fake.refunds().filter((r) => r.invoiceNo === payment.PaymentId).map((r) => r.amount)).toEqual([payment.Amount]);
    // Twice: nothing is left here, and 2C2P is not asked again.
    const again = await refund(orderId, { Reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).Code).toBe('PAYMENT_REFUND_NOT_ALLOWED');
    expect(h.fake.refunds().filter((r) => r.invoiceNo === payment.PaymentId)).toHaveLength(1);
  });

  it('refunds in part without moving the order, then the rest; more than is left is refused', async () => {
    const { orderId, payment } = await paidOrder();
    const part = await refund(orderId, { Amount: 30.25, Reason: 'One carton damaged' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json<ViewJson>()).toMatchObject({ OrderStatus: 'WAIT', PaymentStatus: 'PAID' });
    expect(part.json<ViewJson>().Payments[0]).toMatchObject({ Status: 'PARTIALLY_REFUNDED', Refunded: 30.25 });
    const tooMuch = await refund(orderId, { Amount: payment.Amount, Reason: 'too much' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toContain('body.Amount');
    const rest = (await refund(orderId, { Reason: 'Cancelled by phone' })).json<ViewJson>();
    expect(rest).toMatchObject({ OrderStatus: 'CANCELLED', PaymentStatus: 'REFUNDED' });
    expect(h.fake.refunds().filter((r) => r.invoiceNo === payment.PaymentId).map((r) => r.amount)).toEqual([30.25, Number((payment.Amount - 30.25).toFixed(2))]);
  });

  it("records 2C2P's refusals (refunded already, over the amount paid) and changes nothing", async () => {
    const { orderId, payment } = await paidOrder();
    // Refunded at 2C2P behind our back (its own back office): 2C2P answers "already refunded".
    await h.fake.refundBehindOurBack(payment.PaymentId, payment.Amount);
    const res = await refund(orderId, { Amount: 10, Reason: 'goodwill' });
    expect(res.statusCode).toBe(502);
    expect(errorOf(res).Code).toBe('PAYMENT_REFUND_FAILED');
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'PAID', refundedSatang: 0 });
    expect((await ledgerOf(payment.PaymentId)).at(-1)).toMatchObject({ kind: 'REFUND', outcome: 'REFUSED' });
    expect(await lastRespCode(payment.PaymentId)).toBe('31');

    const second = await paidOrder();
    await h.fake.refundBehindOurBack(second.payment.PaymentId, second.payment.Amount - 5);
    expect((await refund(second.orderId, { Amount: 10, Reason: 'goodwill' })).statusCode).toBe(502);
    expect(await lastRespCode(second.payment.PaymentId)).toBe('30');
    expect((await view(second.orderId)).Payments[0]).toMatchObject({ Status: 'PAID', Refunded: 0 });
  });

  it('refuses an answer not signed by 2C2P: the payment stays as it was', async () => {
    const { orderId, payment } = await paidOrder();
    h.fake.badRefundSignature();
    const res = await refund(orderId, { Reason: 'Out of stock' });
    expect(res.statusCode).toBe(502);
    expect(errorOf(res).Code).toBe('PAYMENT_REFUND_FAILED');
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'PAID', refundedSatang: 0 });
    expect(await lastRespCode(payment.PaymentId)).toBe('SIGNATURE_INVALID');
    // The claim was released: the next try reaches 2C2P, whose signed answer says the fake did refund
    // the first time (what staff then see in the ledger and settle with 2C2P's back office).
    expect((await refund(orderId, { Amount: 1, Reason: 'goodwill' })).statusCode).toBe(502);
    expect(await lastRespCode(payment.PaymentId)).toBe('31');
  });

  it("answers 404 to another center's staff and asks 2C2P nothing", async () => {
    const { orderId, payment } = await paidOrder();
    const other = await createStaff(h.db.db, { saleUnits: ['DC02'] });
    const otherToken = await staffToken(h.t.app, other.id, '1');
    expect((await refund(orderId, { Reason: 'x' }, otherToken)).statusCode).toBe(404);
    expect(h.fake.refunds().filter((r) => r.invoiceNo === payment.PaymentId)).toHaveLength(0);
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'PAID', refundedSatang: 0 });
  });
});

describe('a 2C2P refund left pending (decision 121)', () => {
  interface Summary { checked: number; refundsChecked?: number; refunded?: number; refundsFailed?: number }
  const WAIT = 4 * 60_000;
  const reconcile = async () => {
    const res = await post(h.t.app, '/api/payment/reconcile', staff, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Summary>();
  };
  const statusEntries = async (paymentId: string) => (await ledgerOf(paymentId)).filter((e) => e.kind === 'REFUND_STATUS');

  /** A paid order whose full refund 2C2P accepted and left pending. */
  async function pendingRefund() {
    const paid = await paidOrder();
    h.fake.pendingRefundNext();
    const res = await refund(paid.orderId, { Reason: 'Out of stock' });
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json<ViewJson>();
    expect(pending).toMatchObject({ OrderStatus: 'CANCELLED', PaymentStatus: 'PAID' });
    expect(pending.Payments[0]).toMatchObject({ Status: 'PAID', Refunded: 0, Refundable: 0 });
    expect(pending.Payments[0]?.Ledger.at(-1)).toMatchObject({ Kind: 'REFUND', Outcome: 'PENDING', Amount: paid.payment.Amount });
    // Nothing more while it waits at 2C2P.
    expect((await refund(paid.orderId, { Amount: 1, Reason: 'again' })).statusCode).toBe(409);
    return paid;
  }

  it('asks 2C2P after the wait: still pending, then refunded, moving the order once', async () => {
    const { orderId, payment } = await pendingRefund();
    expect((await reconcile()).refundsChecked).toBe(0);
    h.clock.advance(WAIT);
    expect(await reconcile()).toMatchObject({ refundsChecked: 1, refunded: 0, refundsFailed: 0 });
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'PAID', refundedSatang: 0 });

    expect(h.fake.finishRefund(payment.PaymentId, 'RF')).toBe(true);
    h.clock.advance(WAIT);
    expect(await reconcile()).toMatchObject({ refundsChecked: 1, refunded: 1 });
    const after = await view(orderId);
    expect(after).toMatchObject({ OrderStatus: 'CANCELLED', PaymentStatus: 'REFUNDED' });
    expect(after.Payments[0]).toMatchObject({ Status: 'REFUNDED', Refunded: payment.Amount, Refundable: 0 });
    expect(after.Payments[0]?.Ledger.filter((e) => e.Kind === 'REFUND')).toMatchObject([{ Outcome: 'APPLIED', Amount: payment.Amount }]);
    expect(after.Payments[0]?.Ledger.at(-1)).toMatchObject({ Kind: 'REFUND_STATUS', Reported: 'RF', Outcome: 'APPLIED' });
    h.clock.advance(WAIT);
    expect((await reconcile()).refundsChecked).toBe(0);
  });

  it('shows a refund 2C2P failed in the merchant view; the money may be refunded again', async () => {
    const { orderId, payment } = await pendingRefund();
    expect(h.fake.finishRefund(payment.PaymentId, 'RFF')).toBe(true);
    h.clock.advance(WAIT);
    expect(await reconcile()).toMatchObject({ refundsChecked: 1, refunded: 0, refundsFailed: 1 });
    const after = await view(orderId);
    expect(after).toMatchObject({ OrderStatus: 'CANCELLED', PaymentStatus: 'PAID' });
    expect(after.Payments[0]).toMatchObject({ Status: 'PAID', Refunded: 0, Refundable: payment.Amount });
    expect(after.Payments[0]?.Ledger.filter((e) => e.Kind === 'REFUND')).toMatchObject([{ Outcome: 'FAILED' }]);
    expect(after.Payments[0]?.Ledger.at(-1)).toMatchObject({ Kind: 'REFUND_STATUS', Reported: 'RFF', Outcome: 'FAILED', Note: 'RFF' });
    // The page's words for it, in both languages (the web translates the ledger's outcome).
    for (const lang of ['th', 'en']) {
      const file = new URL(`../../../../web/src/features/merchant-orders/locales/${lang}/merchantOrders.json`, import.meta.url);
      const texts = JSON.parse(await readFile(file, 'utf8')) as { ledger: { outcomes: Record<string, string>; kinds: Record<string, string> } };
      expect(texts.ledger.outcomes['FAILED']).toBeTruthy();
      expect(texts.ledger.outcomes['PENDING']).toBeTruthy();
      expect(texts.ledger.kinds['REFUND_STATUS']).toBeTruthy();
    }
    const again = await refund(orderId, { Reason: 'Second try' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ViewJson>()).toMatchObject({ PaymentStatus: 'REFUNDED' });
  });

  it('settles once when the job runs twice at the same time and again later', async () => {
    const { payment } = await pendingRefund();
    h.fake.finishRefund(payment.PaymentId, 'RF');
    h.clock.advance(WAIT);
    const rounds = await Promise.all([reconcile(), reconcile(), reconcile()]);
    expect(rounds.reduce((sum, r) => sum + (r.refunded ?? 0), 0)).toBe(1);
    h.clock.advance(WAIT);
    await reconcile();
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'REFUNDED', refundedSatang: Math.round(payment.Amount * 100) });
    expect(await statusEntries(payment.PaymentId)).toHaveLength(1);
    const refunds = (await ledgerOf(payment.PaymentId)).filter((e) => e.kind === 'REFUND');
    expect(refunds.map((e) => e.outcome)).toEqual(['APPLIED']);
  });

  it('leaves the refund pending while 2C2P cannot be reached, then settles it', async () => {
    const { payment } = await pendingRefund();
    h.fake.finishRefund(payment.PaymentId, 'RF');
    h.fake.refundDeskUnavailable(1);
    h.clock.advance(WAIT);
    expect(await reconcile()).toMatchObject({ refundsChecked: 1, refunded: 0, refundsFailed: 0 });
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'PAID', refundedSatang: 0 });
    expect((await ledgerOf(payment.PaymentId)).filter((e) => e.kind === 'REFUND').map((e) => e.outcome)).toEqual(['PENDING']);
    expect(await statusEntries(payment.PaymentId)).toHaveLength(0);
    h.clock.advance(WAIT);
    expect(await reconcile()).toMatchObject({ refunded: 1 });
    expect(await paymentOf(payment.PaymentId)).toMatchObject({ status: 'REFUNDED' });
  });
});
