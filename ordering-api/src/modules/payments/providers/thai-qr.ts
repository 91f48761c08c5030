// The Thai QR provider: a bill QR the bank app pays, a signed notice and an inquiry, every message
// a JWT (HS256) signed with the merchant's secret (decision 060).
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

export function reportOf(claims: Record<string, unknown>): ProviderReport {
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

/** The signed calls every PGW 4.3 message uses: HS256 JWTs with the merchant's secret. */
export function createPgwCalls(config: { baseUrl: string; merchantId: string; secret: string; timeoutMs: number }, label: string) {
  // The HMAC key is imported once, not on every message (decision 109): jose takes the CryptoKey as it is.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(config.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

  const sign = async (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(await key);

  /** The claims of a payload signed with our secret by our merchant; throws ProviderSignatureError. */
  async function verified(payload: string): Promise<Record<string, unknown>> {
    try {
      const { payload: claims } = await jwtVerify(payload, await key, { algorithms: [ALGORITHM] });
      if (claims['merchantID'] !== config.merchantId) throw new ProviderSignatureError('another merchant');
      return claims;
    } catch (error) {
      if (error instanceof ProviderSignatureError) throw error;
      throw new ProviderSignatureError('the payload is not signed with the merchant secret', { cause: error });
    }
  }

  /** POSTs `{ payload: JWT(claims) }` to a PGW path; answers the JSON (signed or an unsigned refusal). */
  async function post(path: string, claims: Record<string, unknown>): Promise<{ payload?: unknown; respCode?: unknown } | null> {
    const body = JSON.stringify({ payload: await sign({ merchantID: config.merchantId, ...claims }) });
    let answer: Response;
    try {
      answer = await fetch(new URL(path, config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`the ${label} provider cannot be reached`, { cause: error });
    }
    if (!answer.ok) throw new ProviderUnavailableError(`the ${label} provider answered ${answer.status}`);
    return (await answer.json().catch(() => null)) as { payload?: unknown; respCode?: unknown } | null;
  }

  /** Asks about an invoice (our payment id): the signed report, or "nothing paid" on a refusal. */
  async function inquiry(paymentId: string): Promise<ProviderReport> {
    const json = await post('payment/4.3/paymentInquiry', { invoiceNo: paymentId, locale: 'en' });
    if (typeof json?.payload !== 'string') {
      // An unsigned refusal ('2003' unknown invoice ...): nothing was paid.
      return { eventId: null, reported: 'PENDING', amountSatang: null, paymentId, payload: { ...json } };
    }
    const report = reportOf(await verified(json.payload));
    if (report.paymentId !== paymentId) throw new ProviderSignatureError('an answer about another payment');
    return report;
  }

  return { sign, verified, post, inquiry };
}

export function createThaiQrProvider(config: ThaiQrConfig) {
  const pgw = createPgwCalls(config, 'Thai QR');
  return {
    name: THAI_QR_PROVIDER,
    billerId: config.billerId,

    /** A notice the provider sent to our callback. */
    async readNotice(payload: string): Promise<ProviderReport> {
      return reportOf(await pgw.verified(payload));
    },

    /** Asks the provider about a payment. */
    inquiry: pgw.inquiry,
  };
}

export type ThaiQrProvider = ReturnType<typeof createThaiQrProvider>;
