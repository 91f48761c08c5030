// The payment pages, for the router (one lazy chunk with the payment code).
import type { PageModule } from '@/features/shell-pages/title-page';
import { MethodPage } from './method-page';
import { QrPage } from './qr-page';
import { StatusPage } from './status-page';
import { UploadSlipPage } from './upload-slip-page';

export const pages: PageModule = {
  paymentCombine: MethodPage,
  paymentQrCodeIpone: QrPage,
  paymentStatus: StatusPage,
  paymentUploadSlip: UploadSlipPage,
};
