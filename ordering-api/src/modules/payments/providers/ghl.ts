// GHL's hosted payment page (e-Ghl), each message hashed with SHA-256 over the password and the
// documented fields in their documented order (decision 089).
import { createHash, timingSafeEqual } from 'node:crypto';
import { ProviderSignatureError, ProviderUnavailableError, type ProviderReport } from './thai-qr';
import { satangOf } from '../promptpay';

export const GHL_PROVIDER = 'GHL';

/** The method of the seeds' list and how GHL's page is asked for it (PymtMethod, IssuingBank). */
export const GHL_METHODS = {
  GHL_THAI_QR: { pymtMethod: 'WA', issuingBank: 'THQR' },
  GHL_QRCS: { pymtMethod: 'WA', issuingBank: 'QRCS' },
  GHL_ALIPAY: { pymtMethod: 'WA', issuingBank: 'ALIPAY' },
  GHL_RABBIT_LINE_PAY: { pymtMethod: 'WA', issuingBank: 'RABBITLINEPAY' },
  GHL_WECHATPAY: { pymtMethod: 'WA', issuingBank: 'WECHATPAY' },
  /** A reference number paid at a counter (7-Eleven's Counter Service ...). */
  COUNTER_SERVICE: { pymtMethod: 'OTC', issuingBank: 'COUNTERSERVICE' },
  /** A reference number paid by bank bill payment or at an ATM. */
  BANK: { pymtMethod: 'OTC', issuingBank: 'BILLPAYMENT' },
} as const;
export type GhlMethod = keyof typeof GHL_METHODS;
export const isGhlMethod = (method: string): method is GhlMethod => method in GHL_METHODS;
/** Methods paid with a reference number: staff may confirm them too. */
export const REFERENCE_METHODS = ['COUNTER_SERVICE', 'BANK'] as const;

export interface GhlConfig {
  /** The payment page (and QUERY) address. */
  paymentUrl: string;
  serviceId: string;
  password: string;
  /** The public base at which the browser and GHL reach our return and callback routes. */
  merchantUrl: string;
  pageTimeoutSeconds: number;
  timeoutMs: number;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const field = (fields: Record<string, string | undefined>, name: string) => fields[name] ?? '';

/** Amount as GHL writes it: baht with two decimals. */
export const ghlAmount = (satang: number) => (satang / 100).toFixed(2);

export function responseHash(password: string, f: Record<string, string | undefined>): string {
  return sha256(
    password +
      ['TxnID', 'ServiceID', 'PaymentID', 'TxnStatus', 'Amount', 'CurrencyCode', 'AuthCode', 'OrderNumber', 'Param6', 'Param7']
        .map((name) => field(f, name))
        .join(''),
  );
}

function sameHash(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createGhlProvider(config: GhlConfig) {
  const base = config.merchantUrl.replace(/\/+$/, '');
  const returnUrl = `${base}/api/payment/return/ghl`;
  const callbackUrl = `${base}/api/payment/callback/ghl`;

  /** The fields of a message GHL sent, verified by HashValue2 and our service id. */
  function verified(fields: Record<string, string | undefined>): ProviderReport {
    const hash = field(fields, 'HashValue2');
    if (!hash || !sameHash(hash, responseHash(config.password, fields)) || field(fields, 'ServiceID') !== config.serviceId) {
      throw new ProviderSignatureError('the GHL message is not hashed with the merchant password');
    }
    const status = field(fields, 'TxnStatus');
    const txnId = field(fields, 'TxnID');
    const amount = Number(field(fields, 'Amount'));
    const reported = status === '0' ? 'PAID' : status === '1' ? 'FAILED' : 'PENDING';
    return {
      // A pending reference later paid keeps its TxnID: the ledger key carries the status.
      eventId: reported === 'PENDING' || !txnId ? null : `${txnId}:${status}`,
      reported,
      amountSatang: Number.isFinite(amount) && field(fields, 'CurrencyCode') === 'THB' ? satangOf(amount) : null,
      paymentId: field(fields, 'PaymentID'),
      payload: { ...fields, respCode: field(fields, 'TxnMessage') || status },
    };
  }

  return {
    name: GHL_PROVIDER,

    /** The payment page address with the request's fields and HashValue (a GET the browser follows). */
    paymentRequest(p: { paymentId: string; method: GhlMethod; amountSatang: number; orderNumber: string; language: 'TH' | 'EN'; customerName?: string }): string {
      const amount = ghlAmount(p.amountSatang);
      const pageTimeout = String(config.pageTimeoutSeconds);
      const custIp = '';
      const fields: Record<string, string> = {
        TransactionType: 'SALE',
        PymtMethod: GHL_METHODS[p.method].pymtMethod,
        IssuingBank: GHL_METHODS[p.method].issuingBank,
        ServiceID: config.serviceId,
        PaymentID: p.paymentId,
        OrderNumber: p.orderNumber.slice(0, 20),
        PaymentDesc: `Order ${p.orderNumber}`.slice(0, 100),
        MerchantReturnURL: returnUrl,
        MerchantCallBackURL: callbackUrl,
        Amount: amount,
        CurrencyCode: 'THB',
        CustIP: custIp,
        CustName: (p.customerName ?? '').slice(0, 50),
        PageTimeout: pageTimeout,
        LanguageCode: p.language,
        HashValue: sha256(config.password + config.serviceId + p.paymentId + returnUrl + callbackUrl + amount + 'THB' + custIp + pageTimeout),
      };
      const url = new URL(config.paymentUrl);
      for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
      return url.toString();
    },

    /** A return or callback GHL sent; throws ProviderSignatureError on a bad hash. */
    readMessage(fields: Record<string, string | undefined>): ProviderReport {
      return verified(fields);
    },

    /** Asks GHL about a payment (TransactionType=QUERY). */
    async inquiry(p: { paymentId: string; method: GhlMethod; amountSatang: number }): Promise<ProviderReport> {
      const amount = ghlAmount(p.amountSatang);
      const form = new URLSearchParams({
        TransactionType: 'QUERY',
        PymtMethod: GHL_METHODS[p.method].pymtMethod,
        ServiceID: config.serviceId,
        PaymentID: p.paymentId,
        Amount: amount,
        CurrencyCode: 'THB',
        HashValue: sha256(config.password + config.serviceId + p.paymentId + amount + 'THB'),
      });
      let answer: Response;
      try {
        answer = await fetch(config.paymentUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new ProviderUnavailableError('GHL cannot be reached', { cause: error });
      }
      if (!answer.ok) throw new ProviderUnavailableError(`GHL answered ${answer.status}`);
      const fields = Object.fromEntries(new URLSearchParams(await answer.text()));
      // TxnExists 1: GHL has no transaction of this payment yet (nothing paid).
      if (fields['TxnExists'] !== '0') return { eventId: null, reported: 'PENDING', amountSatang: null, paymentId: p.paymentId, payload: fields };
      const report = verified(fields);
      if (report.paymentId !== p.paymentId) throw new ProviderSignatureError('an answer about another payment');
      return report;
    },
  };
}

export type GhlProvider = ReturnType<typeof createGhlProvider>;
