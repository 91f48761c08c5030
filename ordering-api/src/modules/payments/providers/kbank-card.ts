// KBank card payments (K-Payment Gateway API v2): a token from KBank's embedded form, charged with
// the secret key; only our own inquiry confirms a charge (decision 087).
import { bahtOf, satangOf } from '../promptpay';
import { ProviderUnavailableError, textOf, type ProviderReport } from './thai-qr';

export const KBANK_CARD_PROVIDER = 'KBANK_CARD';

export interface KbankCardConfig {
  baseUrl: string;
  secretKey: string;
  mid: string;
  timeoutMs: number;
}

const PAID_STATES = ['Authorized', 'Settled'];
const WAITING_STATES = ['Pre-Authorized', 'Initialized', 'Pre-Initiated'];

/** A charge as a report; keyed by the charge and its state, so each state is stored once. */
export function kbankReportOf(charge: Record<string, unknown>, paymentId: string): ProviderReport {
  const id = textOf(charge['id']);
  const state = textOf(charge['transaction_state']);
  const amount = Number(charge['amount']);
  const reported = textOf(charge['status']) === 'fail' ? 'FAILED' : PAID_STATES.includes(state) ? 'PAID' : WAITING_STATES.includes(state) ? 'PENDING' : 'FAILED';
  return {
    eventId: id && reported !== 'PENDING' ? `${id}:${state || 'fail'}` : null,
    reported,
    amountSatang: Number.isFinite(amount) ? satangOf(amount) : null,
    paymentId,
    payload: { ...charge, respCode: textOf(charge['failure_code']) || state },
  };
}

export function createKbankCardProvider(config: KbankCardConfig) {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<Record<string, unknown>> {
    let answer: Response;
    try {
      answer = await fetch(new URL(path, base), {
        method: init.method,
        headers: { 'content-type': 'application/json', 'x-api-key': config.secretKey },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError('KBank cannot be reached', { cause: error });
    }
    const json = (await answer.json().catch(() => null)) as Record<string, unknown> | null;
    // A refused request (bad token, bad key) answers 4xx with the charge's failure fields.
    if (!json || answer.status >= 500) throw new ProviderUnavailableError(`KBank answered ${answer.status}`);
    return answer.ok ? json : { ...json, status: 'fail' };
  }

  return {
    name: KBANK_CARD_PROVIDER,

    /** Charges the embedded form's token for a payment. */
    async charge(request: { paymentId: string; token: string; amountSatang: number; description: string }) {
      const charge = await call('card/v2/charge', {
        method: 'POST',
        body: {
          amount: bahtOf(request.amountSatang),
          currency: 'THB',
          description: request.description.slice(0, 250),
          source_type: 'card',
          mode: 'token',
          token: request.token,
          reference_order: request.paymentId,
          ref_1: request.paymentId,
          additional_data: { mid: config.mid },
        },
      });
      const redirect = textOf(charge['redirect_url']);
      return {
        chargeId: textOf(charge['id']),
        redirectUrl: /^https?:\/\//.test(redirect) ? redirect : null,
        report: kbankReportOf(charge, request.paymentId),
      };
    },

    /** Asks KBank about a charge. */
    async inquiry(chargeId: string, paymentId: string): Promise<ProviderReport> {
      const charge = await call(`card/v2/charge/${encodeURIComponent(chargeId)}`, { method: 'GET' });
      if (textOf(charge['reference_order']) && textOf(charge['reference_order']) !== paymentId) {
        throw new ProviderUnavailableError('KBank answered about another payment');
      }
      return kbankReportOf(charge, paymentId);
    },
  };
}

export type KbankCardProvider = ReturnType<typeof createKbankCardProvider>;
