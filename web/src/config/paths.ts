// Every route of the specification in one place, Thai and English patterns; `href()` fills them.
// `/merchant` is the back-office home: the customer's center picker is a dialog, not a URL.
import { generatePath, useLocation, type PathParam } from 'react-router-dom';
import { useCallback } from 'react';

export type Lang = 'th' | 'en';
export const LANGS: readonly Lang[] = ['th', 'en'];
export const DEFAULT_LANG: Lang = 'th';

/** Which layout and which guard family a route belongs to. */
export type RouteArea =
  | 'customer'
  | 'auth'
  | 'merchant'
  | 'merchant-public'
  | 'rider'
  | 'rider-public'
  | 'payment'
  | 'agent'
  | 'chat'
  | 'line'
  | 'admin'
  | 'info';

export interface RouteDef<P extends string> {
  /** The Thai pattern, as react-router matches it (optional segments end with `?`). */
  readonly pattern: P;
  /** The same route under the English prefix. */
  readonly en: `/en${P}` | '/en';
  readonly area: RouteArea;
  /** Fills the parameters; optional parameters may be left out or null. */
  href(params?: { [K in PathParam<P>]?: string | number | null }, query?: QueryInput): string;
}

export type QueryInput = Record<string, string | number | boolean | null | undefined>;

function toQueryString(query: QueryInput | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function route<P extends string>(pattern: P, area: RouteArea): RouteDef<P> {
  return {
    pattern,
    en: pattern === '/' ? '/en' : `/en${pattern}`,
    area,
    href(params, query) {
      const filled: Record<string, string | null> = {};
      const entries: [string, string | number | null | undefined][] = Object.entries(params ?? {});
      for (const [key, value] of entries) {
        filled[key] = value === undefined || value === null ? null : String(value);
      }
      // generatePath throws on a missing required parameter, which is a programming error.
      const path = generatePath(pattern as string, filled as never);
      return `${path === '' ? '/' : path}${toQueryString(query)}`;
    },
  };
}

export const paths = {
  // ---- customer side (specification part 1, section 2)
  home: route('/', 'customer'),
  login: route('/login', 'auth'),
  register: route('/register', 'auth'),
  verifyOtp: route('/verifyotp', 'auth'),
  backupVerifyOtp: route('/backupverifyotp', 'auth'),
  cart: route('/cart', 'customer'),
  cartAdv: route('/cart/adv', 'customer'),
  checkoutAdv: route('/checkout/adv', 'customer'),
  product: route('/product', 'customer'),
  productDetail: route('/product/:code', 'customer'),
  history: route('/history', 'customer'),
  historyDetail: route('/history/:orderid/:saleunit?', 'customer'),
  historyDeliveryOrder: route('/history/deliveryorder/:orderid?/:saleunit?', 'customer'),
  orderTracking: route('/order/tracking/:id?', 'customer'),
  news: route('/news', 'customer'),
  pdpa: route('/pdpa', 'customer'),
  pendingApproval: route('/pendingApproval', 'customer'),
  pointTcp: route('/point_tcp', 'customer'),
  voucherCoupon: route('/voucher/coupon', 'customer'),
  voucherPoints: route('/voucher/points', 'customer'),
  orderSubscription: route('/ordersubscription', 'customer'),
  orderSubscriptionDetail: route('/ordersubscription/:id', 'customer'),
  contents: route('/contents/:id?', 'customer'),
  cmsContent: route('/cms/content', 'customer'),
  salesMySales: route('/sales/mysales', 'customer'),
  releaseNotes: route('/release/notes', 'info'),
  releaseNotesApi: route('/release/notes/api', 'info'),
  test: route('/test', 'info'),
  profile: route('/profile', 'customer'),
  profileAddress: route('/profile/address', 'customer'),
  profileChangePassword: route('/profile/changePassword', 'customer'),
  profileEditProfile: route('/profile/editProfile', 'customer'),
  profileMyCoupon: route('/profile/mycoupon', 'customer'),
  profileNewsList: route('/profile/newslist', 'customer'),
  profileWishlist: route('/profile/wishlist', 'customer'),

  // ---- chat (part 3)
  chatGuest: route('/chat/guest', 'chat'),
  chatList: route('/chat/list', 'chat'),
  chatListDetail: route('/chat/list/:id', 'chat'),
  chatRoom: route('/chat/list/room/:id?', 'chat'),

  // ---- messaging-app (LINE) sign-in (parts 1 and 3)
  lineHook: route('/line_hook', 'line'),
  lineAuthen: route('/line/authen', 'line'),
  lineAuthenUser: route('/line/authenuser', 'line'),
  lineTest: route('/line/test', 'line'),
  gatewayLineAuthen: route('/gateway/line/authen', 'line'),
  loginAuthAthena: route('/login/auth/athena', 'line'),

  // ---- payment (part 3)
  paymentSlip: route('/payment/slip', 'payment'),
  paymentUploadSlip: route('/payment/upload/slip/:saleunit?', 'payment'),
  paymentCombine: route('/payment/combine/:saleunit?', 'payment'),
  paymentStatus: route('/payment/status/:status?', 'payment'),
  paymentKbankCallback: route('/payment/kbank/callback/:type?/:saleunit?', 'payment'),
  paymentKbankOrderCallback: route('/paymentkbank/callback/:type?/:orderid?/:saleunit?', 'payment'),
  paymentQrCodeIpone: route('/payment/qrcode/ipone', 'payment'),
  paymentReturn: route('/payment/:type?/:status?/:orderid?/:saleunit?/:key?', 'payment'),
  gatewayVerify: route('/gateway/verify', 'payment'),

  // ---- riders (part 3)
  rider: route('/rider', 'rider'),
  riderLogin: route('/rider/login', 'rider-public'),
  riderVerifyOtp: route('/rider/verifyotp', 'rider-public'),
  riderHistory: route('/rider/history', 'rider'),
  riderProfile: route('/rider/profile', 'rider'),
  riderSingha: route('/rider/singha', 'rider'),
  riderDetail: route('/rider/detail/:orderid?/:saleunit?', 'rider'),
  riderDetailSingha: route('/rider/detail/singha/:orderid?/:saleunit?', 'rider'),

  // ---- agents (part 3)
  agentsCustomers: route('/agents/customers', 'agent'),
  agentsProducts: route('/agents/products', 'agent'),
  agentsRegister: route('/agents/register', 'agent'),
  agentsProductsAdd: route('/agents/products/add/:id?', 'agent'),
  agentsProductsEdit: route('/agents/products/edit/:id?', 'agent'),

  // ---- other (part 3)
  adminConfigSync: route('/admin/config/sync', 'admin'),
  manageRegisterFromPc: route('/manage/registerfrompc/:dist?/:salecode?', 'admin'),

  // ---- merchant back office (part 2)
  merchantHome: route('/merchant', 'merchant'),
  merchantLogin: route('/merchant/login', 'merchant-public'),
  merchantRegister: route('/merchant/register', 'merchant-public'),
  merchantVerifyOtp: route('/merchant/verifyotp', 'merchant-public'),
  merchantRegisterDist: route('/merchant/register/dist', 'merchant-public'),
  merchantRegisterDistAddress: route('/merchant/register/dist/address', 'merchant-public'),
  merchantRegisterDistBookbank: route('/merchant/register/dist/bookbank', 'merchant-public'),
  merchantRegisterDistImage: route('/merchant/register/dist/image', 'merchant-public'),
  merchantRegisterDistLocation: route('/merchant/register/dist/location', 'merchant-public'),
  merchantRegisterDistSelect: route('/merchant/register/dist/select', 'merchant-public'),
  merchantRegisterDistSuccess: route('/merchant/register/dist/success', 'merchant-public'),
  merchantOrder: route('/merchant/order', 'merchant'),
  merchantOrderRedeem: route('/merchant/order/redeem', 'merchant'),
  merchantOrderDetail: route('/merchant/order/:orderid/:saleunit', 'merchant'),
  merchantOrderPayment: route('/merchant/order/:orderid/:saleunit/payment', 'merchant'),
  merchantOrderTracking: route('/merchant/order/:orderid/:saleunit/tracking', 'merchant'),
  merchantProduct: route('/merchant/product', 'merchant'),
  merchantProductDetail: route('/merchant/product/:code', 'merchant'),
  merchantProductAdvancePrice: route('/merchant/product/:code/advanceprice', 'merchant'),
  merchantProductPriceLevelUnit1: route('/merchant/product/:code/advanceprice/pricelevelunit1', 'merchant'),
  merchantProductPriceLevelUnit2: route('/merchant/product/:code/advanceprice/pricelevelunit2', 'merchant'),
  merchantProductPriceLevelUnit3: route('/merchant/product/:code/advanceprice/pricelevelunit3', 'merchant'),
  merchantProductCategory: route('/merchant/product/:code/category', 'merchant'),
  merchantPromotion: route('/merchant/promotion', 'merchant'),
  merchantPromotionDetail: route('/merchant/promotion/:id', 'merchant'),
  merchantPromotionCondition: route('/merchant/promotion/:id/condition', 'merchant'),
  merchantPromotionStepDetail: route('/merchant/promotion/:id/detail', 'merchant'),
  merchantCustomer: route('/merchant/customer', 'merchant'),
  merchantCustomerDetail: route('/merchant/customer/:code/:saleunit', 'merchant'),
  merchantCustomerPhoto: route('/merchant/customer/:code/:saleunit/photo', 'merchant'),
  merchantCustomerPhotoCapture: route('/merchant/customer/:code/:saleunit/photo/capture', 'merchant'),
  merchantBroadcast: route('/merchant/broadcast', 'merchant'),
  merchantBroadcastCreate: route('/merchant/broadcast/create', 'merchant'),
  merchantBroadcastDetail: route('/merchant/broadcast/detail/:id?', 'merchant'),
  merchantTag: route('/merchant/tag', 'merchant'),
  merchantTagCreate: route('/merchant/tag/create', 'merchant'),
  merchantTagDetail: route('/merchant/tag/:id', 'merchant'),
  merchantSurvey: route('/merchant/survey', 'merchant'),
  merchantProfile: route('/merchant/profile', 'merchant'),
  merchantProfileEdit: route('/merchant/profile/edit', 'merchant'),
  merchantProfileChangePassword: route('/merchant/profile/changePassword', 'merchant'),
  merchantProfileDc: route('/merchant/profile/dc', 'merchant'),
  merchantSupportChat: route('/merchant/support/chat', 'merchant'),
  merchantSupportChatCustomer: route('/merchant/support/chat/:customer', 'merchant'),
} as const;

export type PathName = keyof typeof paths;

const EN_PREFIX = /^\/en(?=\/|\?|#|$)/;

/** The language a path (relative to the base path) is in: `/en` or `/en/...` is English, anything else Thai. */
export function getLangFromPath(pathname: string): Lang {
  return EN_PREFIX.test(pathname) ? 'en' : 'th';
}

/** Removes the English prefix, giving the Thai (root) form of a path. Keeps the query and hash. */
export function stripLangPrefix(path: string): string {
  if (!EN_PREFIX.test(path)) return path;
  const rest = path.replace(EN_PREFIX, '');
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The path in the given language: `/en` prefixed for English, the root form for Thai.
 * A path already in either language is converted; query strings and hashes are kept.
 */
export function localizePath(path: string, lang: Lang): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const thai = stripLangPrefix(withSlash);
  if (lang === 'th') return thai;
  if (thai === '/') return '/en';
  if (thai.startsWith('/?') || thai.startsWith('/#')) return `/en${thai.slice(1)}`;
  return `/en${thai}`;
}

/** The language of the current route (the router's location, relative to the base path). */
export function useLang(): Lang {
  return getLangFromPath(useLocation().pathname);
}

/** `(path) => path in the current language`, for links and navigation. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}
