// The payment pages' routes: registered by the router the first time a path of the area is opened.
// Pages of an order, so signed-in customers only; provider returns in the minimal layout.
import type { PathName } from '@/config/paths';
import { BLOCKED, fromModule, NONE, route, routes } from '../../route-spec';

const paymentPage = (name: PathName) => fromModule(() => import('@/features/shell-pages/payment-pages'), name);

export const specs = [
  ...routes('customer', BLOCKED, paymentPage, ['paymentSlip', 'paymentUploadSlip', 'paymentCombine', 'paymentQrCodeIpone']),
  ...routes('minimal', BLOCKED, paymentPage, [
    'paymentStatus',
    'paymentKbankCallback',
    'paymentKbankOrderCallback',
    'paymentReturn',
  ]),
  route('gatewayVerify', 'minimal', NONE, paymentPage('gatewayVerify')),
];
