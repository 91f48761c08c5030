// The payment pages, for the router (one lazy chunk with the payment code).
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { PathName } from '@/config/paths';
import { GatewayVerifyPage } from './gateway-verify-page';
import { KbankReturnPage } from './kbank-return-page';
import { MethodPage } from './method-page';
import { ProviderReturnPage } from './line-pay-page';
import { QrPage } from './qr-page';
import { ReturnPage } from './return-page';
import { StatusPage } from './status-page';
import { UploadSlipPage } from './upload-slip-page';

/** A provider's return page (`/payment/{type}/...`): LINE Pay confirms with LINE Pay; the card providers' returns ask the server. */
function ProviderReturn() {
  const { type } = useParams();
  return type === 'linepay' ? <ProviderReturnPage /> : <ReturnPage />;
}

export const pages: Partial<Record<PathName, ComponentType>> = {
  paymentCombine: MethodPage,
  paymentQrCodeIpone: QrPage,
  paymentReturn: ProviderReturn,
  paymentStatus: StatusPage,
  paymentUploadSlip: UploadSlipPage,
  /** /payment/slip?orderid=&saleunit=: the same upload, the center in the query. */
  paymentSlip: UploadSlipPage,
  gatewayVerify: GatewayVerifyPage,
  paymentKbankCallback: KbankReturnPage,
  paymentKbankOrderCallback: KbankReturnPage,
};
