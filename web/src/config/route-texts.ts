// The text namespaces each page shows beyond the shell's, loaded beside the page's code
// (decision 039). No imports but types: the build configuration reads this module.
import type { PathName } from './paths';

/** What every page shows (shared words, errors, the shell, page titles): loaded at start-up. */
export const SHELL_NAMESPACES = ['common', 'errors', 'layout', 'pages'] as const;

const each = (names: PathName[], namespaces: readonly string[]) =>
  names.map((name) => [name, namespaces] as const);

export const ROUTE_TEXTS: Partial<Record<PathName, readonly string[]>> = Object.fromEntries([
  ['home', ['home', 'catalogue', 'wishlist']],
  ['product', ['catalogue', 'wishlist']],
  ['productDetail', ['catalogue', 'wishlist', 'cart-toast']],
  ['profileWishlist', ['wishlist', 'catalogue']],
  ['test', ['diagnostics']],
  ...each(['cart', 'cartAdv'], ['cart']),
  ...each(
    ['chatGuest', 'chatList', 'chatListDetail', 'chatRoom', 'merchantSupportChat', 'merchantSupportChatCustomer'],
    ['chat'],
  ),
  ['checkoutAdv', ['checkout']],
  ['merchantSurvey', ['merchantSurveys']],
  ['adminConfigSync', ['adminConfig']],
  ...each(
    ['merchantTag', 'merchantTagCreate', 'merchantTagDetail', 'merchantBroadcast', 'merchantBroadcastCreate', 'merchantBroadcastDetail'],
    ['merchantBroadcast'],
  ),
  ...each(['paymentCombine', 'paymentQrCodeIpone', 'paymentStatus', 'paymentUploadSlip', 'paymentReturn'], ['payments']),
  ...each(['history', 'historyDetail', 'historyDeliveryOrder', 'orderTracking'], ['orders']),
  ...each(['pointTcp', 'voucherPoints'], ['points']),
  ...each(
    ['rider', 'riderHistory', 'riderProfile', 'riderSingha', 'riderDetail', 'riderDetailSingha'],
    ['rider'],
  ),
  ...each(['voucherCoupon', 'profileMyCoupon'], ['vouchers']),
  ...each(['orderSubscription', 'orderSubscriptionDetail'], ['subscriptions']),
  ['profile', ['profile', 'points']],
  ...each(['profileAddress', 'profileChangePassword', 'profileEditProfile', 'pdpa'], ['profile']),
  ...each(
    ['news', 'contents', 'cmsContent', 'profileNewsList', 'releaseNotes', 'releaseNotesApi'],
    ['content'],
  ),
  ...each(
    [
      'login',
      'register',
      'verifyOtp',
      'backupVerifyOtp',
      'pendingApproval',
      'riderLogin',
      'riderVerifyOtp',
      'merchantLogin',
      'merchantVerifyOtp',
    ],
    ['auth'],
  ),
  ...each(
    [
      'lineHook',
      'lineAuthen',
      'lineAuthenUser',
      'lineTest',
      'gatewayLineAuthen',
      'loginAuthAthena',
    ],
    ['line'],
  ),
]);
