// LINE Pay (decision 083): our payment id is its orderId, its transactionId the ledger key; answers
// become reports for settle(), and only our confirm call takes the money.
import { bahtOf, satangOf } from '../../promptpay';
import { ProviderSignatureError, type ProviderReport } from '../thai-qr';
import { ProviderRefusedError, type ProviderRefund, type RefundingProvider, type RefundTarget } from '../refund';
import { createLinePayClient, type LinePayAnswer, type LinePayConfig } from './client';

export const LINE_PAY_PROVIDER = 'LINE_PAY';
const CURRENCY = 'THB';

/** The payment as LINE Pay needs it. */
export interface LinePayPayment {
  paymentId: string;
  amountSatang: number;
  details: Record<string, unknown>;
}

export interface LinePayStarted {
  transactionId: string;
  web: string;
  app: string;
}

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The transaction a payment started at LINE Pay, or null before the request answered. */
export const transactionOf = (payment: { details: Record<string, unknown> }): string | null =>
  typeof payment.details['transactionId'] === 'string' ? payment.details['transactionId'] : null;

/** The amount LINE Pay took, in satang (the sum of its payInfo), or null when it named none. */
function paidSatang(info: unknown): number | null {
  const payInfo = recordOf(info)['payInfo'];
  if (!Array.isArray(payInfo) || payInfo.length === 0) return null;
  const total = payInfo.reduce<number>((sum, p) => sum + Number(recordOf(p)['amount']), 0);
  return Number.isFinite(total) ? satangOf(total) : null;
}

export function createLinePayProvider(config: LinePayConfig) {
  const client = createLinePayClient(config);

  const report = (
    paymentId: string,
    eventId: string | null,
    reported: ProviderReport['reported'],
    answer: LinePayAnswer,
    amountSatang: number | null = null,
  ): ProviderReport => ({
    eventId,
    reported,
    amountSatang,
    paymentId,
    payload: { respCode: answer.returnCode, returnMessage: answer.returnMessage, info: answer.info ?? null },
  });

  /** What LINE Pay's payment details say of a confirmed transaction. */
  async function details(payment: LinePayPayment, transactionId: string, fallback: LinePayAnswer): Promise<ProviderReport> {
    const answer = await client.details(transactionId);
    const list = Array.isArray(answer.info) ? answer.info : [];
    const found = list.map(recordOf).find((t) => t['transactionId'] === transactionId);
    if (answer.returnCode !== '0000' || !found) return report(payment.paymentId, null, 'PENDING', fallback);
    if (found['orderId'] !== payment.paymentId) throw new ProviderSignatureError('LINE Pay answered about another order');
    return report(payment.paymentId, transactionId, 'PAID', { ...answer, info: found }, paidSatang(found));
  }

  /** Confirms an approved transaction (takes the money) and reports what LINE Pay answered. */
  async function confirm(payment: LinePayPayment): Promise<ProviderReport> {
    const transactionId = transactionOf(payment);
    if (!transactionId) return { eventId: null, reported: 'PENDING', amountSatang: null, paymentId: payment.paymentId, payload: {} };
    const answer = await client.confirm(transactionId, { amount: bahtOf(payment.amountSatang), currency: CURRENCY });
    const info = recordOf(answer.info);
    switch (answer.returnCode) {
      case '0000':
        if (info['orderId'] !== undefined && info['orderId'] !== payment.paymentId) {
          throw new ProviderSignatureError('LINE Pay confirmed another order');
        }
        return report(payment.paymentId, transactionId, 'PAID', answer, paidSatang(info));
      // Confirmed before (a second tab, the job after the return): the details say what was paid.
      case '1152':
      case '1172':
        return details(payment, transactionId, answer);
      // The customer has not approved yet: nothing to record.
      case '1169':
        return report(payment.paymentId, null, 'PENDING', answer);
      // LINE Pay holds another amount for this order: recorded as a mismatch, never paid.
      case '1153':
        return report(payment.paymentId, `${transactionId}:1153`, 'PAID', answer, null);
      case '1180':
        return report(payment.paymentId, `${transactionId}:1180`, 'EXPIRED', answer);
      default:
        return report(payment.paymentId, `${transactionId}:${answer.returnCode}`, 'FAILED', answer);
    }
  }

  return {
    name: LINE_PAY_PROVIDER,

    /** Asks LINE Pay for a payment page of this amount; confirmUrl / cancelUrl bring the browser back. */
    async request(input: { paymentId: string; amountSatang: number; title: string; confirmUrl: string; cancelUrl: string }): Promise<LinePayStarted> {
      const amount = bahtOf(input.amountSatang);
      const answer = await client.request({
        amount,
        currency: CURRENCY,
        orderId: input.paymentId,
        packages: [{ id: input.paymentId, amount, name: input.title, products: [{ name: input.title, quantity: 1, price: amount }] }],
        redirectUrls: { confirmUrl: input.confirmUrl, cancelUrl: input.cancelUrl },
      });
      const info = recordOf(answer.info);
      const urls = recordOf(info['paymentUrl']);
      if (answer.returnCode !== '0000' || typeof info['transactionId'] !== 'string' || typeof urls['web'] !== 'string') {
        throw new ProviderRefusedError(answer.returnCode, `LINE Pay refused the request: ${answer.returnMessage}`);
      }
      return { transactionId: info['transactionId'], web: urls['web'], app: typeof urls['app'] === 'string' ? urls['app'] : urls['web'] };
    },

    confirm,

    /** The status check: approved but not confirmed is confirmed now (the customer's return was lost). */
    async inquiry(payment: LinePayPayment): Promise<ProviderReport> {
      const transactionId = transactionOf(payment);
      if (!transactionId) return { eventId: null, reported: 'PENDING', amountSatang: null, paymentId: payment.paymentId, payload: {} };
      const answer = await client.check(transactionId);
      switch (answer.returnCode) {
        case '0110':
          return confirm(payment);
        case '0123':
          return details(payment, transactionId, answer);
        case '0121':
          return report(payment.paymentId, `${transactionId}:0121`, 'FAILED', answer);
        case '0122':
          return report(payment.paymentId, `${transactionId}:0122`, 'FAILED', answer);
        default:
          return report(payment.paymentId, null, 'PENDING', answer);
      }
    },

    /** The refund call (full or partial) of a confirmed transaction. */
    async refund(payment: RefundTarget, amountSatang: number): Promise<ProviderRefund> {
      const transactionId = transactionOf(payment);
      if (!transactionId) throw new ProviderRefusedError('1150', 'the payment has no LINE Pay transaction');
      const answer = await client.refund(transactionId, bahtOf(amountSatang));
      const info = recordOf(answer.info);
      if (answer.returnCode !== '0000' || typeof info['refundTransactionId'] !== 'string') {
        throw new ProviderRefusedError(answer.returnCode, `LINE Pay refused the refund: ${answer.returnMessage}`);
      }
      return { eventId: info['refundTransactionId'], payload: { transactionId, ...info } };
    },
  } satisfies RefundingProvider & Record<string, unknown>;
}

export type LinePayProvider = ReturnType<typeof createLinePayProvider>;
