// Payment pages (specification part 3): those built by the payments feature, and title pages for
// the provider returns still to come.
import { pages as built } from '@/features/payments/routes';
import { titlePage, type PageModule } from './title-page';

const PAYMENT = 'payment';

export const pages: PageModule = {
  paymentKbankCallback: titlePage('paymentKbankCallback', PAYMENT),
  paymentKbankOrderCallback: titlePage('paymentKbankOrderCallback', PAYMENT),
  gatewayVerify: titlePage('gatewayVerify', PAYMENT),
  ...built,
};
