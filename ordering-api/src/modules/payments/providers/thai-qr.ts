// The Thai QR provider (decision 060): the customer's bank app pays the bill
// QR we show (tag 30, reference 1 = our payment id); the provider tells us with
// a notice and answers an inquiry. Every message is a JWT (HS256) signed with
// the merchant's secret, as 2C2P's PGW 4.3 signs its payloads:
//   notice   POST <our callback>                 { payload: JWT(notice) }
//   inquiry  POST <base>/payment/4.3/paymentInquiry  { payload: JWT({ merchantID, invoiceNo, locale }) }
//            -> { payload: JWT(notice) } or { respCode, respDesc } unsigned on a refusal
// notice: merchantID, invoiceNo, tranRef (the bank transaction, unique), amount (baht, 2 decimals),
// currencyCode THB, respCode ('0000' paid, '0001' not paid yet, other failed), respDesc,
// transactionDateTime (yyyyMMddHHmmss, Bangkok).
import { jwtVerify, SignJWT } from 'jose';
import { satangOf } from '../promptpay';

export const THAI_QR_PROVIDER = 'THAI_QR';

export interface ThaiQrConfig {
  baseUrl: string;
  merchantId: string;
  secret: string;
  billerId: string;
  timeoutMs: number;
}

/** What the provider reports of one payment. */
export interface ProviderReport {
  /** The provider's transaction id: the ledger's unique key. Absent while nothing was paid. */
  eventId: string | null;
  reported: 'PAID' | 'PENDING' | 'FAILED' | 'EXPIRED';
  amountSatang: number | null;
  /** Our payment id the report is about. */
  paymentId: string;
  payload: Record<string, unknown>;
}

export class ProviderSignatureError extends Error {}
export class ProviderUnavailableError extends Error {}

const ALGORITHM = 'HS256';

/** A claim as text ('' when absent or not a string or number). */
export const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function reportOf(claims: Record<string, unknown>): ProviderReport {
  const respCode = textOf(claims['respCode']);
  const amount = Number(claims['amount']);
  const tranRef = typeof claims['tranRef'] === 'string' && claims['tranRef'] !== '' ? claims['tranRef'] : null;
  return {
    eventId: tranRef,
    reported: respCode === '0000' ? 'PAID' : respCode === '0001' ? 'PENDING' : 'FAILED',
    amountSatang: Number.isFinite(amount) ? satangOf(amount) : null,
    paymentId: textOf(claims['invoiceNo']),
    payload: claims,
  };
}

export function createThaiQrProvider(config: ThaiQrConfig) {
  const key = new TextEncoder().encode(config.secret);

  const sign = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(key);

  /** The claims of a payload signed with our secret by our merchant; throws ProviderSignatureError. */
  async function verified(payload: string): Promise<Record<string, unknown>> {
    try {
      const { payload: claims } = await jwtVerify(payload, key, { algorithms: [ALGORITHM] });
      if (claims['merchantID'] !== config.merchantId) throw new ProviderSignatureError('another merchant');
      return claims;
    } catch (error) {
      if (error instanceof ProviderSignatureError) throw error;
      throw new ProviderSignatureError('the payload is not signed with the merchant secret', { cause: error });
    }
  }

  return {
    name: THAI_QR_PROVIDER,
    billerId: config.billerId,

    /** A notice the provider sent to our callback. */
    async readNotice(payload: string): Promise<ProviderReport> {
      return reportOf(await verified(payload));
    },

    /** Asks the provider about a payment. */
    async inquiry(paymentId: string): Promise<ProviderReport> {
      const body = JSON.stringify({ payload: await sign({ merchantID: config.merchantId, invoiceNo: paymentId, locale: 'en' }) });
      let answer: Response;
      try {
        answer = await fetch(new URL('payment/4.3/paymentInquiry', config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new ProviderUnavailableError('the Thai QR provider cannot be reached', { cause: error });
      }
      if (!answer.ok) throw new ProviderUnavailableError(`the Thai QR provider answered ${answer.status}`);
      const json = (await answer.json().catch(() => null)) as { payload?: unknown; respCode?: unknown } | null;
      if (typeof json?.payload !== 'string') {
        // An unsigned refusal ('2003' unknown invoice ...): nothing was paid.
        return { eventId: null, reported: 'PENDING', amountSatang: null, paymentId, payload: { ...json } };
      }
      const report = reportOf(await verified(json.payload));
      if (report.paymentId !== paymentId) throw new ProviderSignatureError('an answer about another payment');
      return report;
    },
  };
}

export type ThaiQrProvider = ReturnType<typeof createThaiQrProvider>;
