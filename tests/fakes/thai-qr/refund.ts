// The refund side of the fake 2C2P: Payment Maintenance R and RS in the JWS(JWE(XML)) envelope
// (decisions 108, 121). Its refusal codes are the fake's own, not 2C2P's list.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { CompactEncrypt, CompactSign, compactDecrypt, compactVerify, importPKCS8, importSPKI } from 'jose';
import { isRecord, readJson, sendJson } from '../http';

export const REFUND_DONE = '00';
export const REFUND_NOT_FOUND = '15';
export const REFUND_OVER_AMOUNT = '30';
export const REFUND_ALREADY = '31';
export const REFUND_UNREADABLE = '90';
/** 2C2P's Payment Maintenance status codes of a refund. */
export const REFUND_PENDING = 'RP';
export const REFUND_CONFIRMED = 'RF';
export const REFUND_FAILED = 'RFF';
export const REFUND_REJECTED = 'RR';
export type FakeRefundStatus = typeof REFUND_PENDING | typeof REFUND_CONFIRMED | typeof REFUND_FAILED | typeof REFUND_REJECTED;

export interface FakeRefund {
  invoiceNo: string;
  amount: number;
  referenceNo: string;
  status: FakeRefundStatus;
}

export interface RefundContext {
  merchantId: string;
  /** Baht paid on an invoice (its successful transactions), 0 when nothing was paid. */
  paidOn(invoiceNo: string): number;
}

const pemPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

const cents = (baht: number) => Math.round(baht * 100);

export function createRefundDesk(ctx: RefundContext) {
  /** 2C2P's keys, the merchant's keys (handed to the app under test), and a key that is neither. */
  const provider = pemPair();
  const merchant = pemPair();
  const stranger = pemPair();
  const refunds: FakeRefund[] = [];
  let nextBadSignature = false;
  let nextPending = false;
  let unavailable = 0;
  /** Refunds that hold money back: confirmed or still pending (a failed one gave nothing back). */
  const holding = (r: FakeRefund) => r.status === REFUND_CONFIRMED || r.status === REFUND_PENDING;
  const xml = new XMLBuilder({ format: false });
  const parser = new XMLParser({ parseTagValue: false, trimValues: true });

  async function answer(fields: Record<string, string>, badSignature: boolean): Promise<string> {
    const body = xml.build({ PaymentProcessResponse: { version: '3.8', timeStamp: new Date().toISOString(), ...fields } });
    const jwe = await new CompactEncrypt(new TextEncoder().encode(body))
      .setProtectedHeader({ alg: 'RSA-OAEP', enc: 'A256GCM' })
      .encrypt(await importSPKI(merchant.publicKey, 'RSA-OAEP'));
    const signer = await importPKCS8(badSignature ? stranger.privateKey : provider.privateKey, 'PS256');
    return new CompactSign(new TextEncoder().encode(jwe)).setProtectedHeader({ alg: 'PS256', typ: 'JWT' }).sign(signer);
  }

  /** The request's fields, or null when it is not signed by the merchant and encrypted to 2C2P. */
  async function read(token: string): Promise<Record<string, string> | null> {
    try {
      const { payload } = await compactVerify(token.trim(), await importSPKI(merchant.publicKey, 'PS256'), { algorithms: ['PS256'] });
      const { plaintext } = await compactDecrypt(new TextDecoder().decode(payload), await importPKCS8(provider.privateKey, 'RSA-OAEP'));
      const parsed: unknown = parser.parse(new TextDecoder().decode(plaintext));
      const request = isRecord(parsed) ? parsed['PaymentProcessRequest'] : undefined;
      if (!isRecord(request)) return null;
      return Object.fromEntries(Object.entries(request).map(([k, v]) => [k, String(v)]));
    } catch {
      return null;
    }
  }

  /** processType RS: the status of the invoice's latest refund (of that amount, when one is named). */
  function status(base: Record<string, string>, amount: number): Record<string, string> {
    const found = refunds.filter((r) => r.invoiceNo === base['invoiceNo'] && (!Number.isFinite(amount) || cents(r.amount) === cents(amount))).at(-1);
    if (!found) return { ...base, respCode: REFUND_NOT_FOUND, respDesc: 'Refund not found' };
    return { ...base, respCode: REFUND_DONE, respDesc: 'Success', amount: found.amount.toFixed(2), status: found.status, referenceNo: found.referenceNo };
  }

  function decide(request: Record<string, string>): Record<string, string> {
    const invoiceNo = request['invoiceNo'] ?? '';
    const base = { processType: request['processType'] ?? '', invoiceNo };
    const amount = Number(request['actionAmount']);
    if (request['merchantID'] !== ctx.merchantId) return { ...base, respCode: REFUND_UNREADABLE, respDesc: 'Invalid request' };
    if (request['processType'] === 'RS') return status(base, request['actionAmount'] ? amount : Number.NaN);
    if (request['processType'] !== 'R' || !Number.isFinite(amount) || amount <= 0)
      return { ...base, respCode: REFUND_UNREADABLE, respDesc: 'Invalid request' };
    const paid = cents(ctx.paidOn(invoiceNo));
    if (paid <= 0) return { ...base, respCode: REFUND_NOT_FOUND, respDesc: 'Transaction not found' };
    const refunded = refunds.filter((r) => r.invoiceNo === invoiceNo && holding(r)).reduce((sum, r) => sum + cents(r.amount), 0);
    if (refunded >= paid) return { ...base, respCode: REFUND_ALREADY, respDesc: 'Transaction already refunded' };
    if (refunded + cents(amount) > paid) return { ...base, respCode: REFUND_OVER_AMOUNT, respDesc: 'Refund amount exceeds the amount paid' };
    const refund: FakeRefund = { invoiceNo, amount, referenceNo: `R${randomBytes(6).toString('hex').toUpperCase()}`, status: nextPending ? REFUND_PENDING : REFUND_CONFIRMED };
    nextPending = false;
    refunds.push(refund);
    return { ...base, respCode: REFUND_DONE, respDesc: 'Success', amount: amount.toFixed(2), status: refund.status, referenceNo: refund.referenceNo };
  }

  /** 2C2P finishes the invoice's pending refund; false when it has none. */
  function finish(invoiceNo: string, to: FakeRefundStatus): boolean {
    const found = refunds.filter((r) => r.invoiceNo === invoiceNo && r.status === REFUND_PENDING).at(-1);
    if (!found) return false;
    found.status = to;
    return true;
  }

  async function readText(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return Buffer.concat(chunks).toString('utf8');
  }

  return {
    /** What the app under test is configured with. */
    keys: { merchantPrivateKey: merchant.privateKey, providerPublicKey: provider.publicKey, strangerPrivateKey: stranger.privateKey },
    refunds: () => [...refunds],
    /** A refund made in 2C2P's own back office, which our server does not know of. */
    refundDirect(invoiceNo: string, amount: number) {
      refunds.push({ invoiceNo, amount, referenceNo: `R${randomBytes(6).toString('hex').toUpperCase()}`, status: REFUND_CONFIRMED });
    },
    badSignatureNext: () => {
      nextBadSignature = true;
    },
    /** The next refund is accepted but left pending (RP) until `finish`. */
    pendingNext: () => {
      nextPending = true;
    },
    /** The next `times` maintenance calls answer 503 (2C2P out of reach). */
    unavailableNext: (times = 1) => {
      unavailable = times;
    },
    finish,
    /** Answers true when the route was a refund route. */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
      const route = `${req.method ?? 'GET'} ${url.pathname.replace(/\/+$/, '')}`;
      if (route === 'POST /__fake/refund') {
        const body = await readJson(req);
        nextBadSignature = isRecord(body) && body['badSignature'] === true;
        nextPending = isRecord(body) && body['pending'] === true;
        unavailable = isRecord(body) && typeof body['unavailable'] === 'number' ? body['unavailable'] : 0;
        sendJson(res, 200, { badSignature: nextBadSignature, pending: nextPending, unavailable });
        return true;
      }
      if (route === 'POST /__fake/refund-status') {
        const body = await readJson(req);
        const to = isRecord(body) ? body['status'] : undefined;
        if (!isRecord(body) || typeof body['invoiceNo'] !== 'string' || (to !== REFUND_CONFIRMED && to !== REFUND_FAILED && to !== REFUND_REJECTED)) {
          sendJson(res, 400, { error: 'expected { invoiceNo, status: RF | RFF | RR }' });
          return true;
        }
        sendJson(res, finish(body['invoiceNo'], to) ? 200 : 404, { invoiceNo: body['invoiceNo'], status: to });
        return true;
      }
      if (route !== 'POST /PaymentAction/2.0/action') return false;
      if (unavailable > 0) {
        unavailable -= 1;
        await readText(req);
        res.writeHead(503, { 'content-type': 'text/plain' });
        res.end('Service Unavailable');
        return true;
      }
      const request = await read(await readText(req));
      const fields = request ? decide(request) : { respCode: REFUND_UNREADABLE, respDesc: 'Invalid signature' };
      const bad = nextBadSignature;
      nextBadSignature = false;
      const text = await answer(fields, bad);
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
      res.end(text);
      return true;
    },
  };
}
