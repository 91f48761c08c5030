// The customer's pages beyond the first visit (cart, checkout, orders, points, vouchers, profile,
// content, diagnostics): registered by the router the first time a path of theirs is opened (or
// once the first page has settled), so the entry carries neither this list nor its loaders.
import type { PathName } from '@/config/paths';
import { contentRoutes } from '@/features/content/routes';
import { wishlistRoutes } from '@/features/wishlist/routes';
import { AUTHEN, BLOCKED, BLOCKED_NOT_SALEMAN, featurePage, fromModule, NONE, route, routes } from '../../route-spec';

const diagnosticsPage = (name: PathName) => fromModule(() => import('@/features/diagnostics/routes'), name);
const cartPage = (name: PathName) => fromModule(() => import('@/features/cart/routes'), name);
const checkoutPage = (name: PathName) => fromModule(() => import('@/features/checkout/routes'), name);
const ordersPage = (name: PathName) => fromModule(() => import('@/features/orders/routes'), name);
const pointsPage = (name: PathName) => fromModule(() => import('@/features/points/routes'), name);
const vouchersPage = (name: PathName) => fromModule(() => import('@/features/vouchers/routes'), name);
const subscriptionsPage = (name: PathName) => fromModule(() => import('@/features/subscriptions/routes'), name);
const profilePage = (name: PathName) => fromModule(() => import('@/features/profile/routes'), name);

export const specs = [
  ...routes('customer', AUTHEN, cartPage, ['cart', 'cartAdv']),
  route('checkoutAdv', 'customer', BLOCKED, checkoutPage('checkoutAdv')),
  ...routes('customer', BLOCKED, ordersPage, ['history', 'historyDetail', 'historyDeliveryOrder', 'orderTracking']),
  route('news', 'customer', AUTHEN, featurePage(contentRoutes.news)),
  route('pointTcp', 'customer', BLOCKED, pointsPage('pointTcp')),
  route('voucherCoupon', 'customer', BLOCKED, vouchersPage('voucherCoupon')),
  route('voucherPoints', 'customer', BLOCKED, pointsPage('voucherPoints')),
  ...routes('customer', BLOCKED, subscriptionsPage, ['orderSubscription', 'orderSubscriptionDetail']),
  // Content (privacy and cookies policies among them) must be readable before anyone signs in.
  route('contents', 'customer', ['approved'], featurePage(contentRoutes.contents)),
  route('cmsContent', 'customer', ['approved'], featurePage(contentRoutes.cmsContent)),
  route('profile', 'customer', AUTHEN, profilePage('profile')),
  route('profileAddress', 'customer', BLOCKED, profilePage('profileAddress')),
  ...routes('customer', BLOCKED_NOT_SALEMAN, profilePage, ['profileChangePassword', 'profileEditProfile']),
  route('profileMyCoupon', 'customer', BLOCKED, vouchersPage('profileMyCoupon')),
  route('profileNewsList', 'customer', BLOCKED_NOT_SALEMAN, featurePage(contentRoutes.profileNewsList)),
  route('profileWishlist', 'customer', BLOCKED, featurePage(wishlistRoutes.profileWishlist)),
  route('pdpa', 'minimal', AUTHEN, profilePage('pdpa')),
  route('releaseNotes', 'minimal', NONE, featurePage(contentRoutes.releaseNotes)),
  route('releaseNotesApi', 'minimal', NONE, featurePage(contentRoutes.releaseNotesApi)),
  route('test', 'minimal', NONE, diagnosticsPage('test')),
];
