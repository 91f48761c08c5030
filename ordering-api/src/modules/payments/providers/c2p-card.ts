// 2C2P PGW 4.3 card payments (decision 085): VISA / Mastercard on 2C2P's hosted
// page with 3-D Secure. Every message is a JWT (HS256) signed with the merchant's
// secret; the notice and the inquiry answer are the same claims as the Thai QR's.
//   token    POST <base>/payment/4.3/paymentToken { payload: JWT({ merchantID, invoiceNo, description,
//            amount, currencyCode, paymentChannel: ['CC'], request3DS: 'Y', paymentExpiry,
//            frontendReturnUrl, backendReturnUrl, locale }) }
//            -> { payload: JWT({ webPaymentUrl, paymentToken, respCode: '0000', respDesc }) }
//            or an unsigned refusal { respCode, respDesc }
//   frontend return  the browser POSTs `paymentResponse` (base64 JSON, unsigned): read, never trusted
//   notice   POST <backendReturnUrl> { payload: JWT(notice) }
//   inquiry  POST <base>/payment/4.3/paymentInquiry (as the Thai QR)
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
