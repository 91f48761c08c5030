// The refund side of the fake 2C2P (decision 108): PGW's Payment Maintenance
// call with processType R. The request is a JWS (PS256, the merchant's private
// key) whose payload is a JWE (RSA-OAEP + A256GCM, to 2C2P's public key) of a
// `PaymentProcessRequest` XML; the answer is the same envelope the other way
// (encrypted to the merchant's public key, signed with 2C2P's private key).
//
//   POST /PaymentAction/2.0/action   text JWS(JWE(<PaymentProcessRequest>)) -> text JWS(JWE(<PaymentProcessResponse>))
//   respCode '00' refunded; the fake's refusals (the real code list is 2C2P's): '15' no paid transaction
//   for the invoice, '30' more than is left to refund, '31' refunded in full already, '90' a request not
//   signed by the merchant or not readable (answered signed, so the merchant can read it).
//   POST /__fake/refund { badSignature?: boolean } how the next refund answer is signed (with another key).
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

export interface FakeRefund {
  invoiceNo: string;
  amount: number;
  referenceNo: string;
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

  function decide(request: Record<string, string>): Record<string, string> {
    const invoiceNo = request['invoiceNo'] ?? '';
    const base = { processType: request['processType'] ?? '', invoiceNo };
    const amount = Number(request['actionAmount']);
    if (request['merchantID'] !== ctx.merchantId || request['processType'] !== 'R' || !Number.isFinite(amount) || amount <= 0)
      return { ...base, respCode: REFUND_UNREADABLE, respDesc: 'Invalid request' };
    const paid = cents(ctx.paidOn(invoiceNo));
    if (paid <= 0) return { ...base, respCode: REFUND_NOT_FOUND, respDesc: 'Transaction not found' };
    const refunded = refunds.filter((r) => r.invoiceNo === invoiceNo).reduce((sum, r) => sum + cents(r.amount), 0);
    if (refunded >= paid) return { ...base, respCode: REFUND_ALREADY, respDesc: 'Transaction already refunded' };
    if (refunded + cents(amount) > paid) return { ...base, respCode: REFUND_OVER_AMOUNT, respDesc: 'Refund amount exceeds the amount paid' };
    const refund = { invoiceNo, amount, referenceNo: `R${randomBytes(6).toString('hex').toUpperCase()}` };
    refunds.push(refund);
    return { ...base, respCode: REFUND_DONE, respDesc: 'Success', amount: amount.toFixed(2), status: 'RS', referenceNo: refund.referenceNo };
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
      refunds.push({ invoiceNo, amount, referenceNo: `R${randomBytes(6).toString('hex').toUpperCase()}` });
    },
    badSignatureNext: () => {
      nextBadSignature = true;
    },
    /** Answers true when the route was a refund route. */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
      const route = `${req.method ?? 'GET'} ${url.pathname.replace(/\/+$/, '')}`;
      if (route === 'POST /__fake/refund') {
        const body = await readJson(req);
        nextBadSignature = isRecord(body) && body['badSignature'] === true;
        sendJson(res, 200, { badSignature: nextBadSignature });
        return true;
      }
      if (route !== 'POST /PaymentAction/2.0/action') return false;
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
