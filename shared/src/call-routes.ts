import type { CallPathName } from './call-paths.js';

/**
 * What each call of the ordering API is, without the schemas of its parts: method, area, summary,
 * whether the specification gives its path, who may call it and through which bff mounts. paths.ts
 * makes every call of CALLS from its entry here, its path (call-paths.ts) and its schemas; a page
 * that only lists the calls (the API release notes) needs no schema.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call:
 * - public: anyone; a token is used when present
 * - customer: a customer token, guests included
 * - member: a customer token of a signed-in customer (not a guest); salespeople and agents
 *   acting for a customer hold such a token
 * - staff: a merchant staff token
 * - rider: a rider token
 * - internal: the bff only, with its shared key in the `X-Internal-Key` header
 */
export type CallAuth = 'public' | 'customer' | 'member' | 'staff' | 'rider' | 'internal';

/** The bff mount the web calls through: `/api/customer`, `/api/merchant`, `/api/rider`. */
export type BffMount = 'customer' | 'merchant' | 'rider';

export const CALL_DOMAINS = [
  'health',
  'auth',
  'center',
  'product',
  'category',
  'display-group',
  'news',
  'content',
  'wishlist',
  'promotion',
  'coupon',
  'address',
  'cart',
  'order',
  'merchant',
  'customer',
  'report',
  'pdpa',
  'point',
  'chat',
  'payment',
  'rider',
  'agent',
  'web-config',
  'master-data',
] as const;
export type CallDomain = (typeof CALL_DOMAINS)[number];

/** A call's description: everything of a CallDefinition but its path and its schemas. */
export interface CallRoute {
  readonly method: HttpMethod;
  /** Other paths answering the same call (the specification names two for guest login). */
  readonly aliases?: readonly string[];
  readonly domain: CallDomain;
  readonly summary: string;
  readonly origin: 'specification' | 'ours';
  /** Token kinds accepted; the first listed is the usual caller. */
  readonly auth: readonly CallAuth[];
  /** Mounts the web may use for it; empty for internal calls. */
  readonly mounts: readonly BffMount[];
  /** Server-sent events instead of JSON. */
  readonly stream?: 'sse';
  /** The answer carries a jtoken: the bff moves it into this session's cookie. */
  readonly setsSession?: 'customer' | 'staff' | 'rider';
  /**
   * A GET that changes state: a session, a center, a record. The specification fixes these methods,
   * so the bff asks of them the proof of our own page that every other method needs
   * (X-Requested-With, and a same-origin Origin): a link from another site must not reach them.
   * Only GETs carry it, since every other method is taken to change state (docs/decisions/032).
   */
  readonly changesState?: true;
}

/**
 * The ordering API's OpenAPI document (`/docs/json`) and its browsable pages. Not a call: the API
 * serves it to whoever reaches the API itself, and no bff mount forwards it.
 */
export const OPENAPI_DOCS_PATH = '/docs';

const C = ['customer'] as const;
const M = ['merchant'] as const;
const R = ['rider'] as const;

/** Every call's description, by name (the names of CALL_PATHS and CALLS). */
export const CALL_ROUTES = {
  // -- health ---------------------------------------------------------------------------------
  health: {
    method: 'GET',
    domain: 'health',
    summary: 'Answers 200 once the server is ready.',
    origin: 'ours',
    auth: ['public'],
    mounts: [],
  },

  // -- auth: sessions ---------------------------------------------------------------------------
  guestLogin: {
    method: 'GET',
    aliases: ['/authen/user/login/guest'],
    domain: 'auth',
    summary: 'Starts a guest session (role GUEST, CUSTOMERCODE GUEST).',
    origin: 'specification',
    auth: ['public'],
    mounts: C,
    setsSession: 'customer',
    changesState: true,
  },
  customerProfile: {
    method: 'POST',
    domain: 'auth',
    summary: "The signed-in customer's user, with a renewed jtoken.",
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
    setsSession: 'customer',
  },
  otpRequest: {
    method: 'POST',
    domain: 'auth',
    summary: 'Sends a one-time code to a mobile number for a purpose.',
    origin: 'ours',
    auth: ['public'],
    mounts: ['customer', 'merchant', 'rider'],
  },
  otpRequestLine: {
    method: 'POST',
    domain: 'auth',
    summary: 'Sends a one-time code by LINE message to the account linked to a mobile number.',
    origin: 'ours',
    auth: ['public'],
    mounts: ['customer', 'merchant', 'rider'],
  },
  customerRegister: {
    method: 'POST',
    domain: 'auth',
    summary: 'Registers a customer whose mobile number was proven by a one-time code.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
    setsSession: 'customer',
  },
  customerLogin: {
    method: 'POST',
    domain: 'auth',
    summary: 'Signs a customer in with a username or mobile number and a password.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
    setsSession: 'customer',
  },
  changePassword: {
    method: 'POST',
    domain: 'auth',
    summary: "Changes the signed-in customer's password.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    setsSession: 'customer',
  },
  logout: {
    method: 'POST',
    domain: 'auth',
    summary: "Ends every session of the caller's account: its earlier tokens are refused from then on.",
    origin: 'ours',
    auth: ['customer', 'staff', 'rider'],
    mounts: ['customer', 'merchant', 'rider'],
  },
  staffLogin: {
    method: 'POST',
    domain: 'auth',
    summary: 'Signs merchant staff in with a one-time code.',
    origin: 'ours',
    auth: ['public'],
    mounts: M,
    setsSession: 'staff',
  },
  userDcs: {
    method: 'GET',
    domain: 'auth',
    summary: 'The centers of the signed-in staff user.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  riderLogin: {
    method: 'POST',
    domain: 'auth',
    summary: 'Signs a rider in with a one-time code.',
    origin: 'ours',
    auth: ['public'],
    mounts: R,
    setsSession: 'rider',
  },
  riderProfile: {
    method: 'GET',
    domain: 'auth',
    summary: 'The signed-in rider.',
    origin: 'ours',
    auth: ['rider'],
    mounts: R,
  },
  swapDc: {
    method: 'GET',
    domain: 'auth',
    summary: "Changes the customer's active center; answers the user with a new jtoken.",
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
    setsSession: 'customer',
    changesState: true,
  },
  loginAsClient: {
    method: 'GET',
    domain: 'auth',
    summary: 'A salesperson signs in as a client customer (customer jtoken with UserId).',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    setsSession: 'customer',
    changesState: true,
  },
  lineRevokeToken: {
    method: 'POST',
    domain: 'auth',
    summary: "Forgets the customer's LINE access token on logout.",
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
  },
  merchantLineLogout: {
    method: 'POST',
    domain: 'auth',
    summary: 'Logout of a session that came from LINE.',
    origin: 'specification',
    auth: ['staff', 'customer'],
    mounts: ['merchant', 'customer'],
  },
  lineCustomerLogin: {
    method: 'POST',
    domain: 'auth',
    summary: 'The customer session of a LINE user verified by the bff.',
    origin: 'ours',
    auth: ['internal'],
    mounts: [],
    setsSession: 'customer',
  },
  lineStaffLogin: {
    method: 'POST',
    domain: 'auth',
    summary: 'The staff session of a LINE user verified by the bff.',
    origin: 'ours',
    auth: ['internal'],
    mounts: [],
    setsSession: 'staff',
  },
  lineLink: {
    method: 'POST',
    domain: 'auth',
    summary: 'Links the signed-in customer (Bearer) to a LINE user verified by the bff.',
    origin: 'ours',
    auth: ['internal'],
    mounts: [],
  },
  lineFriendship: {
    method: 'POST',
    domain: 'auth',
    summary: 'Records a follow or unfollow of the official account from the webhook.',
    origin: 'ours',
    auth: ['internal'],
    mounts: [],
  },

  // -- center -----------------------------------------------------------------------------------
  customerDcs: {
    method: 'GET',
    domain: 'center',
    summary: "The customer's own centers and all centers, by distance when a position is given.",
    origin: 'specification',
    auth: ['public'],
    mounts: C,
  },
  customerDcsAll: {
    method: 'GET',
    domain: 'center',
    summary: 'Center search of the picker, 12 a page.',
    origin: 'specification',
    auth: ['public'],
    mounts: C,
  },

  // -- product ----------------------------------------------------------------------------------
  productItems: {
    method: 'POST',
    domain: 'product',
    summary: 'The catalogue: search, filters, sort, paging (12 a page).',
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
  },
  productDetail: {
    method: 'GET',
    domain: 'product',
    summary: 'One product of the catalogue (product detail page).',
    origin: 'ours',
    auth: ['customer'],
    mounts: C,
  },
  autoComplete: {
    method: 'GET',
    domain: 'product',
    summary: 'Search suggestions, 10 by default.',
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
  },
  merchantProductItems: {
    method: 'POST',
    domain: 'product',
    summary: "The merchant's products: list, barcode scan, detail.",
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  productSave: {
    method: 'POST',
    domain: 'product',
    summary: 'Creates or updates a product of the merchant.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },
  productImageUpload: {
    method: 'POST',
    domain: 'product',
    summary: 'Uploads a product image; answers its file name for PIC_FILENAME..5.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },
  productToggleActive: {
    method: 'GET',
    domain: 'product',
    summary: "Toggles a product's Disable flag.",
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    changesState: true,
  },
  materialTypes: {
    method: 'GET',
    domain: 'product',
    summary: 'Material types.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  advancePriceByProduct: {
    method: 'POST',
    domain: 'product',
    summary: 'The date-ranged advance prices of a product.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  advancePriceSave: {
    method: 'POST',
    domain: 'product',
    summary: 'Creates or replaces an advance price of a product.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },

  // -- category, display groups, news, content --------------------------------------------------
  hierarchyAll: {
    method: 'POST',
    domain: 'category',
    summary: 'The five-level category tree.',
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
  },
  displayGroup: {
    method: 'GET',
    domain: 'display-group',
    summary: 'Display groups of the home page or the drawer, with products when asked.',
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
  },
  whatsNew: {
    method: 'POST',
    domain: 'news',
    summary: 'Banners and news.',
    origin: 'specification',
    auth: ['public'],
    mounts: C,
  },
  cookiesPolicy: {
    method: 'GET',
    domain: 'content',
    summary: 'The cookies policy.',
    origin: 'specification',
    auth: ['public'],
    mounts: C,
  },
  content: {
    method: 'GET',
    domain: 'content',
    summary: 'A content page by code (HOWTO_001, FAQ_001, CONTACT_001, CMS pages).',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
  },
  contentByCode: {
    method: 'GET',
    domain: 'content',
    summary: 'A content page by its code only.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
  },
  contentList: {
    method: 'GET',
    domain: 'content',
    summary: 'The content pages without their bodies (/cms/content), optionally of one kind.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
  },
  contentSave: {
    method: 'POST',
    domain: 'content',
    summary: 'Creates or replaces a content page; bodies are cleaned before they are stored.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },
  newsList: {
    method: 'GET',
    domain: 'news',
    summary: 'The news and promotions page, newest first.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
  },
  newsItem: {
    method: 'GET',
    domain: 'news',
    summary: 'One item of the news and promotions page.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
  },

  // -- wishlist ---------------------------------------------------------------------------------
  favouriteItems: {
    method: 'GET',
    domain: 'wishlist',
    summary: 'The wishlist: codes, or products with detail=true.',
    origin: 'specification',
    auth: ['member'],
    mounts: C,
  },
  favouriteAdd: {
    method: 'POST',
    domain: 'wishlist',
    summary: 'Adds products to the wishlist.',
    origin: 'specification',
    auth: ['member'],
    mounts: C,
  },
  favouriteRemove: {
    method: 'POST',
    domain: 'wishlist',
    summary: 'Removes products from the wishlist.',
    origin: 'specification',
    auth: ['member'],
    mounts: C,
  },

  // -- promotion (back office) --------------------------------------------------------------------
  promotionList: {
    method: 'GET',
    domain: 'promotion',
    summary: "The center's promotions, 12 a page.",
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  promotionProducts: {
    method: 'GET',
    domain: 'promotion',
    summary: 'Products for the wizard popup, 12 a page.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  promotionDetail: {
    method: 'GET',
    domain: 'promotion',
    summary: 'A promotion with its products, customers, stores, types and weekdays.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  promotionMasterData: {
    method: 'GET',
    domain: 'promotion',
    summary: 'Customer types and store types.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  promotionCustomers: {
    method: 'GET',
    domain: 'promotion',
    summary: 'Customers for the wizard popup, 48 a page.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  promotionCreate: {
    method: 'POST',
    domain: 'promotion',
    summary: 'Creates a promotion; answers its id.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  promotionUpdate: {
    method: 'POST',
    domain: 'promotion',
    summary: 'Updates a promotion.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },

  // -- coupon -----------------------------------------------------------------------------------
  customerCoupons: {
    method: 'POST',
    domain: 'coupon',
    summary: "A customer's coupons.",
    origin: 'specification',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
  },
  checkCoupon: {
    method: 'POST',
    domain: 'coupon',
    summary: "Checks a coupon; valid when statusText is 'OK'.",
    origin: 'specification',
    auth: ['member'],
    mounts: C,
  },

  // -- address ----------------------------------------------------------------------------------
  deliveryAddressList: {
    method: 'POST',
    domain: 'address',
    summary: "A customer's addresses.",
    origin: 'specification',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
  },
  addDeliveryAddress: {
    method: 'POST',
    domain: 'address',
    summary: 'Adds an address (_id 0).',
    origin: 'specification',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
  },
  updateDeliveryAddress: {
    method: 'POST',
    domain: 'address',
    summary: 'Updates an address (refused for SAP customers).',
    origin: 'ours',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
  },
  deleteDeliveryAddress: {
    method: 'POST',
    domain: 'address',
    summary: 'Deletes a shipping or billing address.',
    origin: 'ours',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
  },

  // -- cart -------------------------------------------------------------------------------------
  cartGet: {
    method: 'GET',
    domain: 'cart',
    summary: 'The stored cart of the customer for a center and a mode.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  cartSync: {
    method: 'POST',
    domain: 'cart',
    summary: 'Replaces the stored cart with the client cart.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  cartMerge: {
    method: 'POST',
    domain: 'cart',
    summary: "Adds a guest cart into the customer's cart after login.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },

  cartPrice: {
    method: 'POST',
    domain: 'cart',
    summary: "The cart priced by the server: promotions, coupon, VAT, stock and totals.",
    origin: 'ours',
    auth: ['customer'],
    mounts: C,
  },

  // -- order ------------------------------------------------------------------------------------
  orderCheckout: {
    method: 'POST',
    domain: 'order',
    summary: 'What the checkout page shows: priced lines, addresses, payment methods, credit, VAN.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  orderList: {
    method: 'GET',
    domain: 'order',
    summary: "The customer's order history.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  orderDetail: {
    method: 'POST',
    domain: 'order',
    summary: "One of the customer's orders.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  orderPlace: {
    method: 'POST',
    domain: 'order',
    summary: 'Places an order, once per Idempotency-Key.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  orderCancel: {
    method: 'POST',
    domain: 'order',
    summary: 'The customer cancels an order still waiting and unpaid.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  orderTracking: {
    method: 'GET',
    domain: 'order',
    summary: 'Tracking of an order.',
    origin: 'ours',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
  },
  subscriptionList: {
    method: 'GET',
    domain: 'order',
    summary: "The customer's order subscriptions.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  subscriptionGet: {
    method: 'GET',
    domain: 'order',
    summary: 'One order subscription.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  subscriptionCreate: {
    method: 'POST',
    domain: 'order',
    summary: 'Creates an order subscription.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  subscriptionUpdate: {
    method: 'POST',
    domain: 'order',
    summary: 'Updates an order subscription.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  subscriptionDelete: {
    method: 'POST',
    domain: 'order',
    summary: 'Deletes an order subscription.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  subscriptionPause: {
    method: 'POST',
    domain: 'order',
    summary: 'Pauses an order subscription.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  subscriptionResume: {
    method: 'POST',
    domain: 'order',
    summary: 'Resumes an order subscription from today.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  subscriptionCancel: {
    method: 'POST',
    domain: 'order',
    summary: 'Cancels an order subscription.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  subscriptionRunDue: {
    method: 'POST',
    domain: 'order',
    summary: 'Places the subscription orders due now (what the scheduler does), for an administrator.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },
  merchantOrderList: {
    method: 'GET',
    domain: 'order',
    summary: "The center's orders, by tab ('All' by default).",
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },
  merchantOrderDetail: {
    method: 'POST',
    domain: 'order',
    summary: 'An order of the center with its lines, ShipTo and BillTo.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  merchantTrackingEdit: {
    method: 'POST',
    domain: 'order',
    summary: "Edits an order's status and tracking.",
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },

  // -- merchant ---------------------------------------------------------------------------------
  bankList: {
    method: 'GET',
    domain: 'merchant',
    summary: 'Banks for the registration.',
    origin: 'specification',
    auth: ['public'],
    mounts: M,
  },
  merchantDist: {
    method: 'GET',
    domain: 'merchant',
    summary: 'Center search of the registration, 72 a page.',
    origin: 'specification',
    auth: ['public'],
    mounts: M,
  },
  merchantRegister: {
    method: 'POST',
    domain: 'merchant',
    summary: 'Self-registration of a merchant salesperson, with centers and a bank account.',
    origin: 'specification',
    auth: ['public'],
    mounts: M,
    setsSession: 'staff',
  },
  merchantUploadImage: {
    method: 'POST',
    domain: 'merchant',
    summary: 'Uploads the ID card, shop and logo images of a center.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  photoGroups: {
    method: 'GET',
    domain: 'merchant',
    summary: 'Photo groups of a customer type.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  customerList: {
    method: 'GET',
    domain: 'merchant',
    summary: "The center's customers, 12 a page.",
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  customerDetail: {
    method: 'GET',
    domain: 'merchant',
    summary: 'One customer of the center.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },
  customerFiles: {
    method: 'GET',
    domain: 'merchant',
    summary: "A customer's photos, 24 a page.",
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  customerFileUpload: {
    method: 'POST',
    domain: 'merchant',
    summary: 'Uploads a customer photo into a photo group.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },
  surveys: {
    method: 'GET',
    domain: 'merchant',
    summary: 'Surveys of a customer type.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },

  // -- customer ---------------------------------------------------------------------------------
  profilePicture: {
    method: 'GET',
    domain: 'customer',
    summary: "The customer's picture URL.",
    origin: 'specification',
    auth: ['member'],
    mounts: C,
  },
  profilePictureUpload: {
    method: 'POST',
    domain: 'customer',
    summary: "Replaces the customer's picture.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  profileUpdate: {
    method: 'POST',
    domain: 'customer',
    summary: "Updates the customer's own details.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },

  // -- master data, reports ---------------------------------------------------------------------
  allProvince: {
    method: 'POST',
    domain: 'master-data',
    summary: 'Provinces, districts and sub-districts.',
    origin: 'specification',
    auth: ['public'],
    mounts: ['customer', 'merchant'],
  },
  reportNewCustomers: {
    method: 'GET',
    domain: 'report',
    summary: 'Dashboard: new clients.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },
  reportTopSale: {
    method: 'GET',
    domain: 'report',
    summary: 'Dashboard: top sales.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
  },

  // -- pdpa, points -----------------------------------------------------------------------------
  savePdpa: {
    method: 'POST',
    domain: 'pdpa',
    summary: 'Records the customer accepting (true) or declining (false) the privacy policy.',
    origin: 'specification',
    auth: ['member'],
    mounts: C,
  },
  pdpaStatus: {
    method: 'GET',
    domain: 'pdpa',
    summary: "The customer's consent (null until given) and the current policy version.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  getPoint: {
    method: 'POST',
    domain: 'point',
    summary: "The customer's points.",
    origin: 'specification',
    auth: ['member'],
    mounts: C,
  },
  pointHistory: {
    method: 'GET',
    domain: 'point',
    summary: 'Points received and paid.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },

  pointRedeem: {
    method: 'POST',
    domain: 'point',
    summary: "The merchant approves or cancels a redeem order's goods issue.",
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },

  // -- chat -------------------------------------------------------------------------------------
  chatRooms: {
    method: 'GET',
    domain: 'chat',
    summary: "The caller's chat rooms, latest first.",
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
  },
  chatOpenRoom: {
    method: 'POST',
    domain: 'chat',
    summary: 'The room with a center (customer) or a customer (staff), created when missing.',
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
  },
  chatMessages: {
    method: 'GET',
    domain: 'chat',
    summary: 'Messages of a room, 15 a page, newest first.',
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
  },
  chatSend: {
    method: 'POST',
    domain: 'chat',
    summary: 'Sends a message (idempotent by its id).',
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
  },
  chatRead: {
    method: 'POST',
    domain: 'chat',
    summary: "Moves the caller's lastRead to the room's latest message.",
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
  },
  chatEvents: {
    method: 'GET',
    domain: 'chat',
    summary: 'Live messages of a room (server-sent events).',
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
    stream: 'sse',
  },
  chatUpload: {
    method: 'POST',
    domain: 'chat',
    summary: 'Uploads a chat image; answers its URL.',
    origin: 'specification',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
  },

  // -- payment ----------------------------------------------------------------------------------
  paymentMethods: {
    method: 'GET',
    domain: 'payment',
    summary: 'The payment methods a center accepts.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  paymentCreate: {
    method: 'POST',
    domain: 'payment',
    summary: 'Starts the payment of an order.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  paymentInquiry: {
    method: 'GET',
    domain: 'payment',
    summary: 'Asks the provider for the state of a payment.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    changesState: true,
  },
  paymentSlip: {
    method: 'POST',
    domain: 'payment',
    summary: 'Uploads a transfer slip for an order.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  paymentOrder: {
    method: 'GET',
    domain: 'payment',
    summary: "An order's amount due, its payment state and its open payment, for the payment pages.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  paymentThaiQrCallback: {
    method: 'POST',
    domain: 'payment',
    summary: "The Thai QR provider's signed payment notice (a JWT); the provider calls it, not the web.",
    origin: 'ours',
    auth: ['public'],
    mounts: [],
  },
  paymentReconcile: {
    method: 'POST',
    domain: 'payment',
    summary: 'Asks the providers about payments pending for a while (what the reconciliation job does).',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
  },

  // -- rider ------------------------------------------------------------------------------------
  riderOrders: {
    method: 'GET',
    domain: 'rider',
    summary: "The rider's orders by status (Invoice Approve by default).",
    origin: 'ours',
    auth: ['rider'],
    mounts: R,
  },
  riderOrderDetail: {
    method: 'GET',
    domain: 'rider',
    summary: 'An order to deliver.',
    origin: 'ours',
    auth: ['rider'],
    mounts: R,
  },
  riderOrderStatus: {
    method: 'POST',
    domain: 'rider',
    summary: 'Picks up or delivers an order.',
    origin: 'ours',
    auth: ['rider'],
    mounts: R,
  },

  // -- agent ------------------------------------------------------------------------------------
  agentProfile: {
    method: 'GET',
    domain: 'agent',
    summary: 'The agent (main store) and its overview.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  agentClients: {
    method: 'GET',
    domain: 'agent',
    summary: "The agent's clients.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
  },
  agentClientLogin: {
    method: 'POST',
    domain: 'agent',
    summary: 'The agent orders as a client (customer jtoken with AgentCode).',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    setsSession: 'customer',
  },
  agentSwitchBack: {
    method: 'POST',
    domain: 'agent',
    summary: "Back to the agent's own account.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    setsSession: 'customer',
  },

  // -- web-config -------------------------------------------------------------------------------
  webConfigItems: {
    method: 'POST',
    domain: 'web-config',
    summary: 'Web-configuration values (Opt/OptValue).',
    origin: 'specification',
    auth: ['public'],
    mounts: C,
  },
} as const satisfies Record<CallPathName, CallRoute>;
