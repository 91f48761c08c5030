// A fake of LINE Pay's online API v3 (decision 083): a wrong or missing signature answers 401
// (1106) and changes nothing; transactionId is a 19-digit JSON number, as LINE Pay's.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequestError, isRecord, listen, MAX_BODY_BYTES, sendJson } from '../http';

export const DEFAULT_LINE_PAY_CHANNEL_ID = '1650000000';
export const DEFAULT_LINE_PAY_SECRET = 'fake-line-pay-channel-secret-0123456789';

export type LinePayState = 'REQUESTED' | 'APPROVED' | 'CANCELLED' | 'CONFIRMED' | 'EXPIRED';

export interface LinePayTransaction {
  transactionId: string;
  orderId: string;
  amount: number;
  currency: string;
  state: LinePayState;
  confirmUrl: string;
  cancelUrl: string;
  confirmations: number;
  refunds: { refundTransactionId: string; amount: number }[];
}

export interface RecordedCall {
  method: string;
  path: string;
  signed: boolean;
  returnCode: string;
}

export interface FakeLinePay {
  url: string;
  channelId: string;
  secret: string;
  /** The customer approves in LINE Pay: answers the URL the browser is sent back to. */
  approve(transactionId: string): string;
  cancel(transactionId: string): string;
  expire(transactionId: string): void;
  /** The next confirm answers this instead (a wrong amount paid, an error code). */
  misbehave(next: { paidAmount?: number; returnCode?: string }): void;
  transactions(): LinePayTransaction[];
  byOrderId(orderId: string): LinePayTransaction | undefined;
  calls(): RecordedCall[];
  stop(): Promise<void>;
}

const MESSAGES: Record<string, string> = {
  '0000': 'Success.',
  '0110': 'Approved by the user, not confirmed.',
  '0121': 'Cancelled by the user or expired.',
  '0123': 'Payment completed.',
  '1106': 'Header information error.',
  '1124': 'Amount info error.',
  '1150': 'Transaction record not found.',
  '1152': 'There is a history of transactions with the same transactionId.',
  '1153': 'The payment amount is different than the requested amount.',
  '1164': 'Exceeded refundable amount.',
  '1165': 'A transaction already been refunded.',
  '1169': 'The user has not approved the payment yet.',
  '1172': 'There is a record of transaction with the same order number.',
  '1180': 'The payment time has expired.',
  '2101': 'Parameter error.',
};

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BadRequestError('body too large', 413);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The answer's JSON text, with a transactionId written as a bare 19-digit number. */
function answerText(returnCode: string, info?: unknown): string {
  const text = JSON.stringify({ returnCode, returnMessage: MESSAGES[returnCode] ?? '-', ...(info === undefined ? {} : { info }) });
  return text.replace(/"(transactionId|refundTransactionId)":"(\d{19})"/g, '"$1":$2');
}

function send(res: ServerResponse, status: number, returnCode: string, info?: unknown) {
  const text = answerText(returnCode, info);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const html = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>LINE Pay</title></head><body>${body}</body></html>`);
};

const redirect = (res: ServerResponse, to: string) => {
  res.writeHead(302, { location: to });
  res.end();
};

const newTransactionId = () => `2026${BigInt(`0x${randomBytes(7).toString('hex')}`).toString().padStart(15, '0').slice(-15)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function start(options: { port?: number; channelId?: string; secret?: string } = {}): Promise<FakeLinePay> {
  const channelId = options.channelId ?? DEFAULT_LINE_PAY_CHANNEL_ID;
  const secret = options.secret ?? DEFAULT_LINE_PAY_SECRET;
  const transactions = new Map<string, LinePayTransaction>();
  const calls: RecordedCall[] = [];
  let next: { paidAmount?: number; returnCode?: string } | null = null;
  let base = '';

  function signedBy(req: IncomingMessage, path: string, bodyOrQuery: string): boolean {
    const nonce = req.headers['x-line-authorization-nonce'];
    const given = req.headers['x-line-authorization'];
    if (req.headers['x-line-channelid'] !== channelId || typeof nonce !== 'string' || nonce === '' || typeof given !== 'string') return false;
    const expected = createHmac('sha256', secret).update(secret + path + bodyOrQuery + nonce).digest();
    const received = Buffer.from(given, 'base64');
    return received.length === expected.length && timingSafeEqual(received, expected);
  }

  const urlOf = (t: LinePayTransaction, to: 'confirm' | 'cancel') => {
    const target = new URL(to === 'confirm' ? t.confirmUrl : t.cancelUrl);
    target.searchParams.set('transactionId', t.transactionId);
    target.searchParams.set('orderId', t.orderId);
    return target.toString();
  };

  const found = (transactionId: string) => {
    const t = transactions.get(transactionId);
    if (!t) throw new BadRequestError(`no transaction ${transactionId}`, 404);
    return t;
  };

  function approve(transactionId: string): string {
    const t = found(transactionId);
    if (t.state === 'REQUESTED') t.state = 'APPROVED';
    return urlOf(t, 'confirm');
  }

  function cancel(transactionId: string): string {
    const t = found(transactionId);
    if (t.state === 'REQUESTED' || t.state === 'APPROVED') t.state = 'CANCELLED';
    return urlOf(t, 'cancel');
  }

  const payInfoOf = (t: LinePayTransaction, amount = t.amount) => [{ method: 'BALANCE', amount }];

  /** One signed /v3 call: its answer's status, code and info. */
  function v3(method: string, path: string, query: URLSearchParams, body: unknown): [number, string, unknown?] {
    const confirm = /^\/v3\/payments\/(\d+)\/confirm$/.exec(path);
    const refund = /^\/v3\/payments\/(\d+)\/refund$/.exec(path);
    const check = /^\/v3\/payments\/requests\/(\d+)\/check$/.exec(path);
    const record = isRecord(body) ? body : {};
    if (method === 'POST' && path === '/v3/payments/request') {
      const amount = Number(record['amount']);
      const orderId = typeof record['orderId'] === 'string' ? record['orderId'] : '';
      const packages = Array.isArray(record['packages']) ? (record['packages'] as unknown[]) : [];
      const urls = isRecord(record['redirectUrls']) ? record['redirectUrls'] : {};
      if (!Number.isFinite(amount) || amount <= 0 || !orderId || typeof urls['confirmUrl'] !== 'string' || typeof urls['cancelUrl'] !== 'string') {
        return [200, '2101'];
      }
      const packaged = packages.reduce<number>((sum, p) => sum + (isRecord(p) ? Number(p['amount']) : 0), 0);
      if (Math.round(packaged * 100) !== Math.round(amount * 100)) return [200, '1124'];
      if ([...transactions.values()].some((t) => t.orderId === orderId)) return [200, '1172'];
      const t: LinePayTransaction = {
        transactionId: newTransactionId(),
        orderId,
        amount,
        currency: typeof record['currency'] === 'string' ? record['currency'] : 'THB',
        state: 'REQUESTED',
        confirmUrl: urls['confirmUrl'],
        cancelUrl: urls['cancelUrl'],
        confirmations: 0,
        refunds: [],
      };
      transactions.set(t.transactionId, t);
      const page = `${base}/__fake/approve/${t.transactionId}`;
      return [200, '0000', { paymentUrl: { web: page, app: `${page}?app=1` }, transactionId: t.transactionId, paymentAccessToken: randomBytes(6).toString('hex') }];
    }
    if (method === 'POST' && confirm?.[1]) {
      const t = transactions.get(confirm[1]);
      if (!t) return [200, '1150'];
      if (t.state === 'CONFIRMED') return [200, '1152'];
      if (t.state === 'EXPIRED') return [200, '1180'];
      if (t.state === 'CANCELLED') return [200, '1150'];
      if (t.state !== 'APPROVED') return [200, '1169'];
      if (Math.round(Number(record['amount']) * 100) !== Math.round(t.amount * 100) || record['currency'] !== t.currency) return [200, '1153'];
      const misbehaving = next;
      next = null;
      if (misbehaving?.returnCode) return [200, misbehaving.returnCode];
      t.state = 'CONFIRMED';
      t.confirmations += 1;
      return [200, '0000', { orderId: t.orderId, transactionId: t.transactionId, payInfo: payInfoOf(t, misbehaving?.paidAmount ?? t.amount) }];
    }
    if (method === 'GET' && check?.[1]) {
      const t = transactions.get(check[1]);
      if (!t) return [200, '1150'];
      const code = { REQUESTED: '0000', APPROVED: '0110', CANCELLED: '0121', EXPIRED: '0121', CONFIRMED: '0123' }[t.state];
      return [200, code];
    }
    if (method === 'GET' && path === '/v3/payments') {
      const ids = query.getAll('transactionId');
      const orderIds = query.getAll('orderId');
      const list = [...transactions.values()].filter(
        (t) => t.state === 'CONFIRMED' && (ids.includes(t.transactionId) || orderIds.includes(t.orderId)),
      );
      return [
        200,
        '0000',
        list.map((t) => ({
          transactionId: t.transactionId,
          orderId: t.orderId,
          transactionType: 'PAYMENT',
          payInfo: payInfoOf(t),
          refundList: t.refunds.map((r) => ({ refundTransactionId: r.refundTransactionId, transactionType: 'PAYMENT_REFUND', refundAmount: -r.amount })),
        })),
      ];
    }
    if (method === 'POST' && refund?.[1]) {
      const t = transactions.get(refund[1]);
      if (!t || t.state !== 'CONFIRMED') return [200, '1150'];
      const refunded = t.refunds.reduce((sum, r) => sum + r.amount, 0);
      const left = Math.round((t.amount - refunded) * 100) / 100;
      if (left <= 0) return [200, '1165'];
      const asked = record['refundAmount'] === undefined ? left : Number(record['refundAmount']);
      if (!Number.isFinite(asked) || asked <= 0) return [200, '2101'];
      if (asked > left) return [200, '1164'];
      const r = { refundTransactionId: newTransactionId(), amount: asked };
      t.refunds.push(r);
      return [200, '0000', { refundTransactionId: r.refundTransactionId, refundTransactionDate: new Date().toISOString() }];
    }
    return [404, '2101'];
  }

  const listening = await listen(async (req, res, url) => {
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '') || '/';
    if (path.startsWith('/v3/')) {
      const raw = method === 'GET' ? '' : await readText(req);
      const signed = signedBy(req, path, method === 'GET' ? url.search.replace(/^\?/, '') : raw);
      if (!signed) {
        calls.push({ method, path, signed, returnCode: '1106' });
        send(res, 401, '1106');
        return;
      }
      let body: unknown;
      try {
        body = raw ? (JSON.parse(raw) as unknown) : undefined;
      } catch {
        send(res, 400, '2101');
        return;
      }
      const [status, code, info] = v3(method, path, url.searchParams, body);
      calls.push({ method, path, signed, returnCode: code });
      send(res, status, code, info);
      return;
    }
    const page = /^\/__fake\/approve\/(\d+)$/.exec(path);
    if (page?.[1]) {
      const t = found(page[1]);
      if (method === 'POST') {
        const form = new URLSearchParams(await readText(req));
        redirect(res, form.get('choice') === 'cancel' ? cancel(t.transactionId) : approve(t.transactionId));
        return;
      }
      const action = escapeHtml(`${url.pathname}`);
      html(
        res,
        `<main><h1>LINE Pay</h1><p>Order ${escapeHtml(t.orderId)}</p><p data-testid="linepay-amount">${t.amount.toFixed(2)} ${escapeHtml(t.currency)}</p>` +
          `<form method="post" action="${action}"><button name="choice" value="pay">Pay now</button> <button name="choice" value="cancel">Cancel</button></form></main>`,
      );
      return;
    }
    if (method === 'GET' && path === '/__fake/transactions') {
      sendJson(res, 200, [...transactions.values()]);
      return;
    }
    if (method === 'GET' && path === '/__fake/health') {
      sendJson(res, 200, { ok: true });
      return;
    }
    sendJson(res, 404, { returnCode: '2101', returnMessage: 'Not found' });
  }, options);
  base = listening.url;

  return {
    url: listening.url,
    channelId,
    secret,
    approve,
    cancel,
    expire(transactionId) {
      const t = found(transactionId);
      if (t.state !== 'CONFIRMED') t.state = 'EXPIRED';
    },
    misbehave(value) {
      next = value;
    },
    transactions: () => [...transactions.values()].map((t) => ({ ...t, refunds: [...t.refunds] })),
    byOrderId: (orderId) => [...transactions.values()].find((t) => t.orderId === orderId),
    calls: () => [...calls],
    stop: () => listening.close(),
  };
}
