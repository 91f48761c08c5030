// A fake of GHL's hosted payment page (e-Ghl), as the ordering API's GHL client speaks to it
// (decision 089); test controls live under /__fake/.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BadRequestError, isRecord, listen, readJson, sendJson, MAX_BODY_BYTES } from '../http';

export const DEFAULT_GHL_SERVICE_ID = 'EOD';
export const DEFAULT_GHL_PASSWORD = 'fake-ghl-password-0001';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface GhlPayOptions {
  PaymentID: string;
  /** Baht with two decimals; the request's amount when absent. */
  Amount?: string;
  /** '0' paid (default), '1' failed, '2' pending. */
  TxnStatus?: string;
  times?: number;
  lost?: boolean;
  badHash?: boolean;
  txnId?: string;
  /** Paid by another method than asked (the payment page's choice). */
  PymtMethod?: string;
}

export interface GhlTransaction {
  fields: Record<string, string>;
}

export interface SentCallback {
  PaymentID: string;
  status: number;
  body: string;
}

export interface FakeGhl {
  url: string;
  paymentUrl: string;
  port: number;
  serviceId: string;
  password: string;
  setCallback(url: string): void;
  /** The customer pays on the hosted page: the callback is sent before this resolves; the return fields are answered. */
  pay(options: GhlPayOptions): Promise<Record<string, string>>;
  /** The fields of a response signed (or not) as GHL does, without sending anything. */
  response(options: GhlPayOptions): Record<string, string>;
  requests(): Record<string, string>[];
  callbacks(): SentCallback[];
  stop(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BadRequestError('body too large', 413);
    chunks.push(buffer);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function start(options: { port?: number; serviceId?: string; password?: string; callbackUrl?: string } = {}): Promise<FakeGhl> {
  const serviceId = options.serviceId ?? DEFAULT_GHL_SERVICE_ID;
  const password = options.password ?? DEFAULT_GHL_PASSWORD;
  let callbackUrl = options.callbackUrl ?? null;
  const requests = new Map<string, Record<string, string>>();
  const transactions = new Map<string, Record<string, string>>();
  const callbacks: SentCallback[] = [];

  const hash2 = (f: Record<string, string>, secret = password) =>
    sha256(secret + ['TxnID', 'ServiceID', 'PaymentID', 'TxnStatus', 'Amount', 'CurrencyCode', 'AuthCode', 'OrderNumber', 'Param6', 'Param7'].map((n) => f[n] ?? '').join(''));

  function response(o: GhlPayOptions): Record<string, string> {
    const request = requests.get(o.PaymentID);
    const status = o.TxnStatus ?? '0';
    const fields: Record<string, string> = {
      TransactionType: 'SALE',
      PymtMethod: o.PymtMethod ?? request?.['PymtMethod'] ?? 'WA',
      ServiceID: serviceId,
      PaymentID: o.PaymentID,
      OrderNumber: request?.['OrderNumber'] ?? '',
      Amount: o.Amount ?? request?.['Amount'] ?? '0.00',
      CurrencyCode: 'THB',
      TxnID: o.txnId ?? `GHL${randomBytes(6).toString('hex').toUpperCase()}`,
      IssuingBank: request?.['IssuingBank'] ?? '',
      TxnStatus: status,
      AuthCode: status === '0' ? randomBytes(3).toString('hex').toUpperCase() : '',
      BankRefNo: randomBytes(5).toString('hex').toUpperCase(),
      TxnMessage: status === '0' ? 'Transaction Successful' : status === '2' ? 'Pending' : 'Buyer cancelled',
      Param6: '',
      Param7: '',
    };
    fields['HashValue2'] = hash2(fields, o.badHash ? `${password}-not-it` : password);
    return fields;
  }

  async function pay(o: GhlPayOptions): Promise<Record<string, string>> {
    const fields = response(o);
    if (!o.badHash) transactions.set(o.PaymentID, fields);
    const target = callbackUrl ?? requests.get(o.PaymentID)?.['MerchantCallBackURL'];
    if (!o.lost && target) {
      for (let i = 0; i < (o.times ?? 1); i++) {
        const answer = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
        callbacks.push({ PaymentID: o.PaymentID, status: answer.status, body: await answer.text() });
      }
    }
    return fields;
  }

  const listening = await listen(async (req, res, url) => {
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/IPGSG/Payment.aspx' && req.method === 'GET') {
      const f = Object.fromEntries(url.searchParams);
      const expected = sha256(
        password + (f['ServiceID'] ?? '') + (f['PaymentID'] ?? '') + (f['MerchantReturnURL'] ?? '') + (f['MerchantCallBackURL'] ?? '') +
          (f['Amount'] ?? '') + (f['CurrencyCode'] ?? '') + (f['CustIP'] ?? '') + (f['PageTimeout'] ?? ''),
      );
      if (f['ServiceID'] !== serviceId || f['HashValue'] !== expected || !f['PaymentID']) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('Invalid HashValue');
        return;
      }
      requests.set(f['PaymentID'], f);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>GHL</title><p>${f['IssuingBank'] ?? ''} ${f['Amount'] ?? ''} THB</p>`);
      return;
    }
    if (path === '/IPGSG/Payment.aspx' && req.method === 'POST') {
      const f = await readForm(req);
      if (f['TransactionType'] !== 'QUERY') throw new BadRequestError('expected TransactionType=QUERY');
      const expected = sha256(password + (f['ServiceID'] ?? '') + (f['PaymentID'] ?? '') + (f['Amount'] ?? '') + (f['CurrencyCode'] ?? ''));
      res.writeHead(200, { 'content-type': 'text/plain' });
      if (f['HashValue'] !== expected) return void res.end(new URLSearchParams({ TxnExists: '2', QueryDesc: 'Invalid HashValue' }).toString());
      const last = transactions.get(f['PaymentID'] ?? '');
      if (!last) return void res.end(new URLSearchParams({ TxnExists: '1', QueryDesc: 'Transaction not found' }).toString());
      res.end(new URLSearchParams({ ...last, TransactionType: 'QUERY', TxnExists: '0', QueryDesc: 'Transaction found' }).toString());
      return;
    }
    if (path === '/__fake/pay' && req.method === 'POST') {
      const body = await readJson(req);
      if (!isRecord(body) || typeof body['PaymentID'] !== 'string') throw new BadRequestError('expected { PaymentID, ... }');
      sendJson(res, 200, await pay(body as unknown as GhlPayOptions));
      return;
    }
    if (path === '/__fake/requests') return sendJson(res, 200, [...requests.values()]);
    if (path === '/__fake/callbacks') return sendJson(res, 200, callbacks);
    sendJson(res, 404, { error: 'not found' });
  }, options);

  return {
    url: listening.url,
    paymentUrl: `${listening.url}/IPGSG/Payment.aspx`,
    port: listening.port,
    serviceId,
    password,
    setCallback(url) {
      callbackUrl = url;
    },
    pay,
    response,
    requests: () => [...requests.values()],
    callbacks: () => [...callbacks],
    stop: () => listening.close(),
  };
}
