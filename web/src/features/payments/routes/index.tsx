// The payment pages, for the router (one lazy chunk with the payment code).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { MethodPage } from './method-page';
import { ProviderReturnPage } from './line-pay-page';
import { QrPage } from './qr-page';
import { StatusPage } from './status-page';
import { UploadSlipPage } from './upload-slip-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  paymentCombine: MethodPage,
  paymentQrCodeIpone: QrPage,
  paymentReturn: ProviderReturnPage,
  paymentStatus: StatusPage,
  paymentUploadSlip: UploadSlipPage,
  /** /payment/slip?orderid=&saleunit=: the same upload, the center in the query. */
  paymentSlip: UploadSlipPage,
};
