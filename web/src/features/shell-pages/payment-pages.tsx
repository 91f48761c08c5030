// Payment pages (specification part 3) whose content the payment issue builds.
import { titlePage, type PageModule } from './title-page';

const PAYMENT = 'payment';

export const pages: PageModule = {
  paymentSlip: titlePage('paymentSlip', PAYMENT),
  paymentUploadSlip: titlePage('paymentUploadSlip', PAYMENT),
  paymentCombine: titlePage('paymentCombine', PAYMENT),
  paymentStatus: titlePage('paymentStatus', PAYMENT),
  paymentKbankCallback: titlePage('paymentKbankCallback', PAYMENT),
  paymentKbankOrderCallback: titlePage('paymentKbankOrderCallback', PAYMENT),
  paymentQrCodeIpone: titlePage('paymentQrCodeIpone', PAYMENT),
  paymentReturn: titlePage('paymentReturn', PAYMENT),
  gatewayVerify: titlePage('gatewayVerify', PAYMENT),
};
