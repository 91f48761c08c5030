// Customer pages whose content later issues build. Each entry names its issue.
import { titlePage, type PageModule } from './title-page';

const CATALOGUE = 'catalogue';
const CART_TO_ORDER = 'cart-to-order';
const PROFILE = 'customer profile';

export const pages: PageModule = {
  product: titlePage('product', CATALOGUE),
  productDetail: titlePage('productDetail', CATALOGUE),
  news: titlePage('news', CATALOGUE),
  contents: titlePage('contents', CATALOGUE),
  cmsContent: titlePage('cmsContent', CATALOGUE),
  profileWishlist: titlePage('profileWishlist', CATALOGUE),
  cart: titlePage('cart', CART_TO_ORDER),
  cartAdv: titlePage('cartAdv', CART_TO_ORDER),
  checkoutAdv: titlePage('checkoutAdv', CART_TO_ORDER),
  history: titlePage('history', CART_TO_ORDER),
  historyDetail: titlePage('historyDetail', CART_TO_ORDER),
  historyDeliveryOrder: titlePage('historyDeliveryOrder', CART_TO_ORDER),
  orderTracking: titlePage('orderTracking', CART_TO_ORDER),
  orderSubscription: titlePage('orderSubscription', CART_TO_ORDER),
  orderSubscriptionDetail: titlePage('orderSubscriptionDetail', CART_TO_ORDER),
  pointTcp: titlePage('pointTcp', CART_TO_ORDER),
  voucherCoupon: titlePage('voucherCoupon', CART_TO_ORDER),
  voucherPoints: titlePage('voucherPoints', CART_TO_ORDER),
  profile: titlePage('profile', PROFILE),
  profileAddress: titlePage('profileAddress', PROFILE),
  profileChangePassword: titlePage('profileChangePassword', PROFILE),
  profileEditProfile: titlePage('profileEditProfile', PROFILE),
  profileMyCoupon: titlePage('profileMyCoupon', PROFILE),
  profileNewsList: titlePage('profileNewsList', PROFILE),
  pdpa: titlePage('pdpa', PROFILE),
  releaseNotes: titlePage('releaseNotes', 'release notes'),
  releaseNotesApi: titlePage('releaseNotesApi', 'release notes'),
  test: titlePage('test', 'release notes'),
};
