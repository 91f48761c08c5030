// 2C2P refunds through PGW's Payment Maintenance call: XML encrypted (JWE) then signed (JWS PS256)
// both ways (decisions 108, 121).
import { randomUUID } from 'node:crypto';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { CompactEncrypt, CompactSign, compactDecrypt, compactVerify, importPKCS8, importSPKI, importX509 } from 'jose';
import { bahtOf } from '../promptpay';
import { ProviderRefusedError, type ProviderRefund, type RefundStatus, type RefundTarget } from './refund';
import { ProviderSignatureError, ProviderUnavailableError, textOf } from './thai-qr';

export interface C2pRefundConfig {
  /** PGW's Payment Maintenance address (`.../PaymentAction/2.0/action`). */
  actionUrl: string;
  merchantId: string;
  /** The merchant's RSA private key (PKCS#8 PEM): signs requests, decrypts answers. */
  merchantPrivateKey: string;
  /** 2C2P's public key (SPKI PEM) or certificate (X.509 PEM): encrypts requests, verifies answers. */
  providerPublicKey: string;
  timeoutMs: number;
}

const SIGNING = 'PS256';
const KEY_WRAP = 'RSA-OAEP';
const CONTENT = 'A256GCM';
/** The Payment Maintenance version our requests are written in. */
export const C2P_ACTION_VERSION = '3.8';
/** 2C2P's Payment Maintenance status codes of a refund: pending, confirmed, failed or rejected (RR, RR1...). */
const REFUND_PENDING_STATUS = 'RP';
const REFUND_CONFIRMED_STATUS = 'RF';
const REFUND_FAILED_STATUSES = /^(RFF|RR\d*)$/;

const xml = new XMLBuilder({ format: false });
const parser = new XMLParser({ parseTagValue: false, trimValues: true });

/** PEM as environment variables often carry it: `\n` written as two characters. */
const pem = (text: string) => text.replace(/\\n/g, '\n').trim();

/** yyMMddHHmmss, the maintenance request's timeStamp (UTC). */
const timeStamp = (at: Date) => at.toISOString().replace(/[-:T]/g, '').slice(2, 14);

function importPublic(text: string) {
  const value = pem(text);
  return value.includes('BEGIN CERTIFICATE') ? importX509(value, SIGNING) : importSPKI(value, SIGNING);
}

/** The keys of one side, imported once: `sign` + `decrypt` with our private key, `encrypt` + `verify` with theirs. */
export async function c2pEnvelope(keys: { privateKey: string; peerPublicKey: string }) {
  const [signKey, decryptKey, verifyKey, encryptKey] = await Promise.all([
    importPKCS8(pem(keys.privateKey), SIGNING),
    importPKCS8(pem(keys.privateKey), KEY_WRAP),
    importPublic(keys.peerPublicKey),
    (async () => {
      const value = pem(keys.peerPublicKey);
      return value.includes('BEGIN CERTIFICATE') ? importX509(value, KEY_WRAP) : importSPKI(value, KEY_WRAP);
    })(),
  ]);
  return {
    /** XML -> JWS(JWE(XML)). */
    async seal(document: Record<string, unknown>): Promise<string> {
      const jwe = await new CompactEncrypt(new TextEncoder().encode(xml.build(document)))
        .setProtectedHeader({ alg: KEY_WRAP, enc: CONTENT })
        .encrypt(encryptKey);
      return new CompactSign(new TextEncoder().encode(jwe)).setProtectedHeader({ alg: SIGNING, typ: 'JWT' }).sign(signKey);
    },
    /** JWS(JWE(XML)) -> the parsed XML; throws ProviderSignatureError when not signed by the peer or not for us. */
    async open(token: string): Promise<Record<string, unknown>> {
      try {
        const { payload } = await compactVerify(token.trim(), verifyKey, { algorithms: [SIGNING] });
        const { plaintext } = await compactDecrypt(new TextDecoder().decode(payload), decryptKey, {
          keyManagementAlgorithms: [KEY_WRAP],
          contentEncryptionAlgorithms: [CONTENT],
        });
        const parsed: unknown = parser.parse(new TextDecoder().decode(plaintext));
        if (typeof parsed !== 'object' || parsed === null) throw new Error('not XML');
        return parsed as Record<string, unknown>;
      } catch (error) {
        throw new ProviderSignatureError('the answer is not signed and encrypted as 2C2P does', { cause: error });
      }
    },
  };
}

export type C2pEnvelope = Awaited<ReturnType<typeof c2pEnvelope>>;

/** The fields of a `PaymentProcessResponse` (or `PaymentProcessRequest`) document, as text. */
export function processFields(document: Record<string, unknown>, root: 'PaymentProcessResponse' | 'PaymentProcessRequest'): Record<string, string> {
  const body = document[root];
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, textOf(value)]));
}

/** The refund call of 2C2P card payments (RefundingProvider of decision 084). */
export function createC2pRefunder(config: C2pRefundConfig, name: string, clock: () => Date = () => new Date()) {
  let envelope: Promise<C2pEnvelope> | undefined;
  const keys = () => (envelope ??= c2pEnvelope({ privateKey: config.merchantPrivateKey, peerPublicKey: config.providerPublicKey }));

  /** One Payment Maintenance call: the request sealed, the answer opened and checked to be about this invoice. */
  async function call(paymentId: string, amountSatang: number, processType: 'R' | 'RS'): Promise<Record<string, string>> {
    const sealed = await (await keys()).seal({
      PaymentProcessRequest: {
        version: C2P_ACTION_VERSION,
        timeStamp: timeStamp(clock()),
        merchantID: config.merchantId,
        invoiceNo: paymentId,
        actionAmount: bahtOf(amountSatang).toFixed(2),
        processType,
      },
    });
    let answer: Response;
    try {
      answer = await fetch(config.actionUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: sealed,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError('2C2P cannot be reached', { cause: error });
    }
    if (!answer.ok) throw new ProviderUnavailableError(`2C2P answered ${answer.status}`);
    const fields = processFields(await (await keys()).open(await answer.text()), 'PaymentProcessResponse');
    if (fields['invoiceNo'] && fields['invoiceNo'] !== paymentId) throw new ProviderSignatureError('an answer about another invoice');
    return fields;
  }

  const payloadOf = (fields: Record<string, string>, respCode: string) => ({
    respCode,
    respDesc: fields['respDesc'] ?? '',
    status: fields['status'] ?? '',
    referenceNo: fields['referenceNo'] ?? '',
  });

  return {
    name,
    async refund(payment: RefundTarget, amountSatang: number): Promise<ProviderRefund> {
      const fields = await call(payment.paymentId, amountSatang, 'R');
      const respCode = fields['respCode'] ?? '';
      if (respCode !== '00') throw new ProviderRefusedError(respCode || 'UNKNOWN', fields['respDesc'] || '2C2P refused the refund');
      const status = fields['status'] ?? '';
      if (REFUND_FAILED_STATUSES.test(status)) throw new ProviderRefusedError(status, fields['respDesc'] || '2C2P refused the refund');
      return {
        eventId: fields['referenceNo'] ? `refund:${fields['referenceNo']}` : `refund:${payment.paymentId}:${randomUUID()}`,
        payload: payloadOf(fields, respCode),
        // Accepted but not yet done (status RP): the reconciliation job asks with processType RS.
        pending: status === REFUND_PENDING_STATUS,
      };
    },

    /** processType RS: where the invoice's refund of this amount stands at 2C2P. */
    async refundStatus(payment: RefundTarget, amountSatang: number): Promise<RefundStatus> {
      const fields = await call(payment.paymentId, amountSatang, 'RS');
      const respCode = fields['respCode'] ?? '';
      const status = fields['status'] ?? '';
      const payload = payloadOf(fields, respCode);
      // An answer without a readable status (respCode other than 00) says nothing about the money: ask again later.
      if (respCode !== '00' || status === REFUND_PENDING_STATUS || status === '') return { state: 'PENDING', code: status || respCode || 'UNKNOWN', payload };
      if (status === REFUND_CONFIRMED_STATUS) return { state: 'REFUNDED', code: status, payload };
      if (REFUND_FAILED_STATUSES.test(status)) return { state: 'FAILED', code: status, payload };
      return { state: 'PENDING', code: status, payload };
    },
  };
}
