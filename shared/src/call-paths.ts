/**
 * The path of every call of the ordering API, by name: the strings alone, without the schemas of
 * their parts (paths.ts, whose CALLS takes each path from here). A page that only calls needs no
 * more, so it does not build the schemas of the whole API when it loads.
 *
 * Paths are written the Fastify way (`:param`), with a leading slash, exactly as the
 * specification spells them (case included).
 */
export const CALL_PATHS = {
  health: '/health',
  guestLogin: '/authen/login/guest',
  customerProfile: '/authen/customerProfile',
  otpRequest: '/authen/otp/request',
  otpRequestLine: '/authen/otp/request/line',
  customerRegister: '/authen/customer/register',
  customerLogin: '/authen/customer/login',
  changePassword: '/authen/customer/changePassword',
  logout: '/authen/logout',
  staffLogin: '/authen/user/login',
  userDcs: '/authen/user/dcs',
  riderLogin: '/authen/rider/login',
  riderProfile: '/authen/rider/profile',
  swapDc: '/authen/swapdc/:saleUnit',
  loginAsClient: '/api/merchant/loginasclient/:code/:saleUnit',
  lineRevokeToken: '/api/line/revokeToken',
  merchantLineLogout: '/api/merchant/user/line/logout',
  lineCustomerLogin: '/authen/line/customer',
  lineStaffLogin: '/authen/line/staff',
  lineLink: '/authen/line/link',
  lineFriendship: '/authen/line/friendship',
  customerDcs: '/authen/customer/dcs',
  customerDcsAll: '/authen/customer/dcs/all',
  productItems: '/api/products/items',
  productDetail: '/api/products/item/:code',
  autoComplete: '/GET_MASTER_DATA/GetAutoComplete',
  merchantProductItems: '/api/products/pc/items',
  productSave: '/api/products/pc/item/save',
  productImageUpload: '/api/products/pc/item/upload',
  productToggleActive: '/api/products/pc/item/:id/:dc/active',
  materialTypes: '/api/products/master/matype',
  advancePriceByProduct: '/api/merchant/advanceprice/GetAdvancePriceByProduct',
  advancePriceSave: '/api/merchant/advanceprice/save',
  hierarchyAll: '/GET_MASTER_DATA/GET_HIERARCHY_ALL',
  displayGroup: '/api/products/display-group/type/:typeName',
  whatsNew: '/GET_MASTER_DATA/GET_WHATSNEW',
  cookiesPolicy: '/api/contents/cookies-policy',
  content: '/api/contents/:code',
  contentByCode: '/api/contents/code/:code',
  contentList: '/api/contents',
  contentSave: '/api/contents/save',
  newsList: '/api/news',
  newsItem: '/api/news/:id',
  favouriteItems: '/api/Products/favourite/items',
  favouriteAdd: '/api/Products/favourite/items/add',
  favouriteRemove: '/api/Products/favourite/items/remove',
  promotionList: '/api/promotion/list',
  promotionProducts: '/api/promotion/products',
  promotionDetail: '/api/promotion/detail/:promotionId',
  promotionMasterData: '/api/promotion/masterdata',
  promotionCustomers: '/api/promotion/customers',
  promotionCreate: '/api/promotion/create',
  promotionUpdate: '/api/promotion/update/:id',
  customerCoupons: '/GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER',
  checkCoupon: '/GET_MASTER_DATA/CHECK_COUPON_VALID',
  deliveryAddressList: '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS',
  addDeliveryAddress: '/master_data_management/ADD_DELIVERY_ADDRESS',
  updateDeliveryAddress: '/master_data_management/UPDATE_DELIVERY_ADDRESS',
  deleteDeliveryAddress: '/master_data_management/DELETE_DELIVERY_ADDRESS',
  cartGet: '/api/cart/sync',
  cartSync: '/api/cart/sync',
  cartMerge: '/api/cart/merge',
  cartPrice: '/api/cart/price',
  orderCheckout: '/api/orders/checkout',
  orderList: '/api/orders/list',
  orderDetail: '/api/orders/detail',
  orderPlace: '/api/orders/place',
  orderCancel: '/api/orders/cancel/:orderId/:saleUnit',
  orderTracking: '/api/orders/tracking/:orderId/:saleUnit',
  subscriptionList: '/api/orders/subscriptions',
  subscriptionGet: '/api/orders/subscriptions/:id',
  subscriptionCreate: '/api/orders/subscriptions/create',
  subscriptionUpdate: '/api/orders/subscriptions/update/:id',
  subscriptionDelete: '/api/orders/subscriptions/delete/:id',
  subscriptionPause: '/api/orders/subscriptions/pause/:id',
  subscriptionResume: '/api/orders/subscriptions/resume/:id',
  subscriptionCancel: '/api/orders/subscriptions/cancel/:id',
  subscriptionRunDue: '/api/orders/subscriptions/run-due',
  merchantOrderList: '/api/MerchantOrder/list',
  merchantOrderDetail: '/api/MerchantOrder/GET_ORDER_DETAIL',
  merchantTrackingEdit: '/api/MerchantOrder/tracking/:orderId/:saleUnit',
  merchantOrderAction: '/api/MerchantOrder/action/:orderId/:saleUnit',
  merchantRiders: '/api/MerchantOrder/riders',
  bankList: '/api/merchant/bank',
  merchantDist: '/api/merchant/dist',
  merchantRegister: '/api/merchant/register',
  merchantUploadImage: '/api/merchant/dist/uploadimage',
  merchantProfile: '/api/merchant/profile',
  merchantProfileUpdate: '/api/merchant/profile/update',
  merchantChangePassword: '/api/merchant/profile/changePassword',
  merchantProfileDcs: '/api/merchant/profile/dcs',
  photoGroups: '/api/merchant/photogroup',
  customerList: '/api/customers/list',
  customerDetail: '/api/customers/detail/:code/:saleUnit',
  customerFiles: '/api/merchant/customerfile',
  customerFileUpload: '/api/merchant/customerfile/upload',
  surveys: '/api/merchant/survey',
  profilePicture: '/api/Customers/profile/picture',
  profilePictureUpload: '/api/Customers/profile/picture',
  profileUpdate: '/api/Customers/profile/update',
  allProvince: '/GET_MASTER_DATA/GET_ALL_PROVINCE',
  reportNewCustomers: '/api/merchant/report/salemannewcustomerbymonth',
  reportTopSale: '/api/merchant/report/topsaleByMonth',
  savePdpa: '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA',
  pdpaStatus: '/api/pdpa/status',
  getPoint: '/GET_MASTER_DATA/GET_POINT',
  pointHistory: '/api/points/history',
  pointRedeem: '/api/points/redeem/:orderId/:saleUnit',
  chatRooms: '/api/chat/rooms',
  chatOpenRoom: '/api/chat/rooms/open',
  chatMessages: '/api/chat/rooms/:roomId/messages',
  chatSend: '/api/chat/rooms/:roomId/messages',
  chatRead: '/api/chat/rooms/:roomId/read',
  chatEvents: '/api/chat/rooms/:roomId/events',
  chatUpload: '/api/customers/chat/upload',
  paymentMethods: '/api/payment/methods',
  paymentCreate: '/api/payment/create',
  paymentInquiry: '/api/payment/inquiry/:paymentId',
  paymentSlip: '/api/payment/upload/slip',
  paymentOrder: '/api/payment/order/:orderId/:saleUnit',
  paymentThaiQrCallback: '/api/payment/callback/thaiqr',
  paymentReconcile: '/api/payment/reconcile',
  paymentUnpaid: '/api/payment/unpaid/:saleUnit',
  paymentC2pCardCallback: '/api/payment/callback/2c2p',
  paymentC2pCardReturn: '/api/payment/return/2c2p/:paymentId',
  paymentKbankCharge: '/api/payment/kbank/charge/:paymentId',
  paymentKbankReturn: '/api/payment/return/kbank/:paymentId',
  riderOrders: '/api/rider/orders',
  riderOrderDetail: '/api/rider/orders/:orderId/:saleUnit',
  riderOrderStatus: '/api/rider/orders/:orderId/:saleUnit/status',
  riderHistory: '/api/rider/history',
  agentProfile: '/api/agent/profile',
  agentClients: '/api/agent/clients',
  agentClientLogin: '/api/agent/clients/:code/:saleUnit/login',
  agentSwitchBack: '/api/agent/switchback',
  webConfigItems: '/api/webConfig/items',
} as const;

export type CallPathName = keyof typeof CALL_PATHS;

/** A path of the contract as CALL_PATHS writes it. */
export type ContractPath = (typeof CALL_PATHS)[CallPathName];

declare const filled: unique symbol;
/** A path of the contract with its parameters filled: only buildPath makes one. */
export type FilledCallPath = string & { readonly [filled]: true };

/** What the web's API clients take: a path of the contract without parameters, or a filled one. */
export type CallPath = Exclude<ContractPath, `${string}:${string}`> | FilledCallPath;

/**
 * The path of a call with its parameters filled (URI-encoded). Throws when a parameter is
 * missing or empty: a half-filled path would reach another route.
 */
export function buildPath(
  name: CallPathName,
  params: Readonly<Record<string, string | number>> = {},
): FilledCallPath {
  const path: string = CALL_PATHS[name];
  return path.replace(/:([A-Za-z0-9_]+)/g, (_whole, key: string) => {
    const value = params[key];
    if (value === undefined || String(value) === '') {
      throw new Error(`Missing path parameter "${key}" for ${name}`);
    }
    return encodeURIComponent(String(value));
  }) as FilledCallPath;
}
