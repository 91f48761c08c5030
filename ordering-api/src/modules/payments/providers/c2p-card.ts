// 2C2P PGW 4.3 card payments on the hosted page with 3-D Secure, every message a JWT (HS256) signed
// with the merchant's secret (decision 085); the browser's return is never trusted.
import { bahtOf } from '../promptpay';
import { createPgwCalls, ProviderSignatureError, ProviderUnavailableError, reportOf, textOf, type ProviderReport } from './thai-qr';

export const C2P_CARD_PROVIDER = '2C2P_CARD';

export interface C2pCardConfig {
  baseUrl: string;
  merchantId: string;
  secret: string;
  timeoutMs: number;
}

export interface C2pTokenRequest {
  paymentId: string;
  amountSatang: number;
  description: string;
  frontendReturnUrl: string;
  backendReturnUrl: string;
  expiresAt: Date;
  locale: 'th' | 'en';
}

/** yyyy-MM-dd HH:mm:ss in Bangkok time, as PGW's paymentExpiry is written. */
const bangkokStamp = (at: Date) => new Date(at.getTime() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

/** The browser's frontend return: `paymentResponse` is base64 JSON, unsigned; only its invoice is used. */
export function readFrontendReturn(paymentResponse: string | undefined): { invoiceNo: string; respCode: string } | null {
  if (!paymentResponse) return null;
  try {
    const json = JSON.parse(Buffer.from(paymentResponse, 'base64').toString('utf8')) as Record<string, unknown>;
    return { invoiceNo: textOf(json['invoiceNo']), respCode: textOf(json['respCode']) };
  } catch {
    return null;
  }
}

export function createC2pCardProvider(config: C2pCardConfig) {
  const pgw = createPgwCalls(config, '2C2P');
  return {
    name: C2P_CARD_PROVIDER,

    /** A payment token and the hosted page's address for the card payment of a payment id. */
    async paymentToken(request: C2pTokenRequest): Promise<{ webPaymentUrl: string; paymentToken: string }> {
      const json = await pgw.post('payment/4.3/paymentToken', {
        invoiceNo: request.paymentId,
        description: request.description.slice(0, 250),
        amount: bahtOf(request.amountSatang),
        currencyCode: 'THB',
        paymentChannel: ['CC'],
        request3DS: 'Y',
        paymentExpiry: bangkokStamp(request.expiresAt),
        frontendReturnUrl: request.frontendReturnUrl,
        backendReturnUrl: request.backendReturnUrl,
        locale: request.locale,
      });
      if (typeof json?.payload !== 'string') {
        throw new ProviderUnavailableError(`2C2P refused the payment token (${textOf(json?.respCode)})`);
      }
      const claims = await pgw.verified(json.payload);
      const webPaymentUrl = textOf(claims['webPaymentUrl']);
      if (textOf(claims['respCode']) !== '0000' || !/^https?:\/\//.test(webPaymentUrl)) {
        throw new ProviderUnavailableError(`2C2P refused the payment token (${textOf(claims['respCode'])})`);
      }
      return { webPaymentUrl, paymentToken: textOf(claims['paymentToken']) };
    },

    /** The backend notification sent to our callback. */
    async readNotice(payload: string): Promise<ProviderReport> {
      return reportOf(await pgw.verified(payload));
    },

    inquiry: pgw.inquiry,
  };
}

export type C2pCardProvider = ReturnType<typeof createC2pCardProvider>;
export { ProviderSignatureError };
