// The payment pages, for the router (one lazy chunk with the payment code).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { GatewayVerifyPage } from './gateway-verify-page';
import { KbankReturnPage } from './kbank-return-page';
import { MethodPage } from './method-page';
import { QrPage } from './qr-page';
import { ReturnPage } from './return-page';
import { StatusPage } from './status-page';
import { UploadSlipPage } from './upload-slip-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  paymentCombine: MethodPage,
  paymentQrCodeIpone: QrPage,
  paymentStatus: StatusPage,
  paymentUploadSlip: UploadSlipPage,
  paymentReturn: ReturnPage,
  gatewayVerify: GatewayVerifyPage,
  paymentKbankCallback: KbankReturnPage,
  paymentKbankOrderCallback: KbankReturnPage,
};
