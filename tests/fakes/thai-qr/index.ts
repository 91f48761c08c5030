// A fake of the Thai QR payment provider, the bank side of a PromptPay bill QR, signing HS256 as
// 2C2P's PGW 4.3 does (decision 060); refunds are in refund.ts.
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { BadRequestError, isRecord, listen, readJson, sendJson } from '../http';
import { createCardPages, type CardToken } from './card';
import { createRefundDesk, type FakeRefund, type FakeRefundStatus } from './refund';

export const DEFAULT_THAI_QR_MERCHANT_ID = 'JT01';
export const DEFAULT_THAI_QR_SECRET = 'fake-thai-qr-secret-0123456789abcdef0123456789';

export interface PayOptions {
  invoiceNo: string;
  /** Baht, as the provider writes it (two decimals). */
  amount: number;
  /** '0000' paid (default), another code failed. */
  respCode?: string;
  /** How many times the notice is sent (a provider retrying). */
  times?: number;
  /** Sent this many ms later (a late notice). */
  delayMs?: number;
  /** Recorded, but no notice is sent (a lost callback: only the inquiry finds it). */
  lost?: boolean;
  /** Signed with another secret. */
  badSignature?: boolean;
  tranRef?: string;
}

export interface Transaction {
  invoiceNo: string;
  tranRef: string;
  amount: number;
  respCode: string;
  at: string;
  /** A card payment's masked card number (decision 085). */
  cardNo?: string;
}

export interface SentNotice {
  invoiceNo: string;
  tranRef: string;
  status: number;
  body: string;
}

export interface FakeThaiQr {
  url: string;
  port: number;
  merchantId: string;
  secret: string;
  setCallback(url: string): void;
  /** The customer pays (or fails to): the notices are sent before this resolves unless delayed. */
  pay(options: PayOptions): Promise<Transaction>;
  /** One more notice about an invoice (out of order, a failure after success ...). */
  notify(options: PayOptions): Promise<Transaction>;
  transactions(): Transaction[];
  notices(): SentNotice[];
  inquiries(): string[];
  /** The card payment tokens asked for (decision 085). */
  cardTokens(): CardToken[];
  /** The refunds made through Payment Maintenance (decision 108). */
  refunds(): FakeRefund[];
  /** The merchant's RSA private key and 2C2P's public key (PEM) the app is configured with. */
  refundKeys: { merchantPrivateKey: string; providerPublicKey: string; strangerPrivateKey: string };
  /** The next refund answer is signed with a key that is not 2C2P's. */
  badRefundSignature(): void;
  /** A refund made in 2C2P's back office, unknown to the merchant's server. */
  refundBehindOurBack(invoiceNo: string, amount: number): Promise<void>;
  /** The next refund is accepted and left pending (status RP) until `finishRefund`. */
  pendingRefundNext(): void;
  /** 2C2P finishes the invoice's pending refund: RF refunded, RFF failed, RR rejected; false when none is pending. */
  finishRefund(invoiceNo: string, status: Exclude<FakeRefundStatus, 'RP'>): boolean;
  /** The next `times` Payment Maintenance calls answer 503. */
  refundDeskUnavailable(times?: number): void;
  stop(): Promise<void>;
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:T]/g, '')
    .slice(0, 14);

export async function start(options: { port?: number; merchantId?: string; secret?: string; callbackUrl?: string } = {}): Promise<FakeThaiQr> {
  const merchantId = options.merchantId ?? DEFAULT_THAI_QR_MERCHANT_ID;
  const secret = options.secret ?? DEFAULT_THAI_QR_SECRET;
  const key = new TextEncoder().encode(secret);
  const wrongKey = new TextEncoder().encode(`${secret}-not-it`);
  let callbackUrl = options.callbackUrl ?? null;
  const transactions: Transaction[] = [];
  const notices: SentNotice[] = [];
  const inquiries: string[] = [];
  const pending = new Set<Promise<unknown>>();

  const claimsOf = (t: Transaction) => ({
    merchantID: merchantId,
    invoiceNo: t.invoiceNo,
    tranRef: t.tranRef,
    amount: t.amount,
    currencyCode: 'THB',
    respCode: t.respCode,
    respDesc: t.respCode === '0000' ? 'Success' : 'Transaction failed',
    transactionDateTime: t.at,
    ...(t.cardNo ? { cardNo: t.cardNo, channelCode: 'VI', eci: '05' } : {}),
  });

  const sign = (claims: Record<string, unknown>, bad = false) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(bad ? wrongKey : key);

  async function send(t: Transaction, bad: boolean, to: string | null = callbackUrl): Promise<void> {
    if (!to) throw new Error('the fake Thai QR provider has no callback url');
    const answer = await fetch(to, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload: await sign(claimsOf(t), bad) }),
    });
    notices.push({ invoiceNo: t.invoiceNo, tranRef: t.tranRef, status: answer.status, body: await answer.text() });
  }

  function record(o: PayOptions): Transaction {
    const t: Transaction = {
      invoiceNo: o.invoiceNo,
      tranRef: o.tranRef ?? `T${randomBytes(8).toString('hex').toUpperCase()}`,
      amount: o.amount,
      respCode: o.respCode ?? '0000',
      at: stamp(new Date()),
    };
    if (!o.badSignature) transactions.push(t);
    return t;
  }

  async function deliver(t: Transaction, o: Omit<PayOptions, 'invoiceNo' | 'amount'>, to: string | null = callbackUrl): Promise<void> {
    if (o.lost) return;
    const run = async () => {
      if (o.delayMs) await new Promise((resolve) => setTimeout(resolve, o.delayMs));
      for (let i = 0; i < (o.times ?? 1); i++) await send(t, o.badSignature ?? false, to);
    };
    if (o.delayMs) {
      const later = run().catch(() => undefined);
      pending.add(later);
      void later.finally(() => pending.delete(later));
      return;
    }
    await run();
  }

  const pay = async (o: PayOptions) => {
    const t = record(o);
    await deliver(t, o);
    return t;
  };

  function payOptions(body: unknown): PayOptions {
    if (!isRecord(body) || typeof body['invoiceNo'] !== 'string' || typeof body['amount'] !== 'number') {
      throw new BadRequestError('expected { invoiceNo, amount, ... }');
    }
    return body as unknown as PayOptions;
  }

  let baseUrl = '';
  const card = createCardPages({
    baseUrl: () => baseUrl,
    merchantId,
    async verify(payload) {
      const { payload: claims } = await jwtVerify(payload, key, { algorithms: ['HS256'] });
      if (claims['merchantID'] !== merchantId) throw new Error('another merchant');
      return claims;
    },
    sign: (claims) => sign(claims),
    async settle(paid, to, behaviour) {
      const t = record({ ...behaviour, invoiceNo: paid.invoiceNo, amount: paid.amount, respCode: paid.respCode });
      t.cardNo = paid.cardNo;
      await deliver(t, behaviour, to);
    },
  });

  const refundDesk = createRefundDesk({
    merchantId,
    paidOn: (invoiceNo) => transactions.filter((t) => t.invoiceNo === invoiceNo && t.respCode === '0000').reduce((sum, t) => sum + t.amount, 0),
  });

  const listening = await listen(async (req, res, url) => {
    if (await card.handle(req, res, url)) return;
    if (await refundDesk.handle(req, res, url)) return;
    const route = `${req.method ?? 'GET'} ${url.pathname.replace(/\/+$/, '') || '/'}`;
    switch (route) {
      case 'POST /payment/4.3/paymentInquiry': {
        const body = await readJson(req);
        const payload = isRecord(body) && typeof body['payload'] === 'string' ? body['payload'] : '';
        let invoiceNo: string;
        try {
          const { payload: claims } = await jwtVerify(payload, key, { algorithms: ['HS256'] });
          if (claims['merchantID'] !== merchantId) throw new Error('another merchant');
          invoiceNo = String(claims['invoiceNo']);
        } catch {
          sendJson(res, 200, { respCode: '9015', respDesc: 'Invalid signature' });
          return;
        }
        inquiries.push(invoiceNo);
        const last = transactions.filter((t) => t.invoiceNo === invoiceNo).at(-1);
        if (!last) {
          sendJson(res, 200, { respCode: '2003', respDesc: 'Invoice not found' });
          return;
        }
        sendJson(res, 200, { payload: await sign(claimsOf(last)) });
        return;
      }
      case 'POST /__fake/pay':
        sendJson(res, 200, await pay(payOptions(await readJson(req))));
        return;
      case 'POST /__fake/notify':
        sendJson(res, 200, await pay(payOptions(await readJson(req))));
        return;
      case 'POST /__fake/callback': {
        const body = await readJson(req);
        if (!isRecord(body) || typeof body['url'] !== 'string') throw new BadRequestError('expected { url }');
        callbackUrl = body['url'];
        sendJson(res, 200, { url: callbackUrl });
        return;
      }
      case 'GET /__fake/transactions':
        sendJson(res, 200, transactions);
        return;
      case 'GET /__fake/notices':
        sendJson(res, 200, notices);
        return;
      case 'GET /__fake/health':
        sendJson(res, 200, { ok: true });
        return;
      default:
        sendJson(res, 404, { respCode: '9004', respDesc: 'Not found' });
    }
  }, options);

  baseUrl = listening.url;
  return {
    url: listening.url,
    port: listening.port,
    merchantId,
    secret,
    setCallback(url) {
      callbackUrl = url;
    },
    pay,
    notify: pay,
    transactions: () => [...transactions],
    notices: () => [...notices],
    inquiries: () => [...inquiries],
    cardTokens: () => card.tokens(),
    refunds: () => refundDesk.refunds(),
    refundKeys: refundDesk.keys,
    badRefundSignature: () => refundDesk.badSignatureNext(),
    refundBehindOurBack: (invoiceNo, amount) => Promise.resolve(refundDesk.refundDirect(invoiceNo, amount)),
    pendingRefundNext: () => refundDesk.pendingNext(),
    finishRefund: (invoiceNo, status) => refundDesk.finish(invoiceNo, status),
    refundDeskUnavailable: (times) => refundDesk.unavailableNext(times),
    async stop() {
      await Promise.all([...pending]);
      await listening.close();
    },
  };
}
