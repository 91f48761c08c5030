/**
 * The registry of every call of the ordering API: method, path, who may call it, and the
 * schemas of its parts. The ordering API registers its routes from it, the OpenAPI document is
 * generated from it, and the web calls through it (`buildPath`), so a path or a field cannot
 * drift between them.
 *
 * Paths are written the Fastify way (`:param`), with a leading slash, exactly as the
 * specification spells them (case included). `origin` says whether the specification gives the
 * path or we chose it in the specification's style.
 */
import * as z from 'zod/mini';
import {
  ChangePasswordAnswerSchema,
  ChangePasswordBodySchema,
  CustomerLoginAnswerSchema,
  CustomerLoginBodySchema,
  CustomerProfileAnswerSchema,
  CustomerProfileBodySchema,
  GuestLoginAnswerSchema,
  INTERNAL_KEY_HEADER,
  LineCustomerLoginAnswerSchema,
  LineLinkAnswerSchema,
  LineFriendshipAnswerSchema,
  LineFriendshipBodySchema,
  LineLinkBodySchema,
  LineLoginBodySchema,
  LineLogoutAnswerSchema,
  LineStaffLoginAnswerSchema,
  LoginAsClientAnswerSchema,
  LoginAsClientParamsSchema,
  LoginAsClientQuerySchema,
  OtpRequestAnswerSchema,
  OtpRequestBodySchema,
  RegisterAnswerSchema,
  RegisterBodySchema,
  RiderLoginAnswerSchema,
  RiderLoginBodySchema,
  RiderProfileAnswerSchema,
  StaffLoginAnswerSchema,
  StaffLoginBodySchema,
  SwapDcAnswerSchema,
  SwapDcParamsSchema,
  UserDcsAnswerSchema,
  CustomerUserSchema,
} from './auth/auth.schema.js';
import {
  CustomerDcsAllAnswerSchema,
  CustomerDcsAllQuerySchema,
  CustomerDcsAnswerSchema,
  CustomerDcsQuerySchema,
} from './center/center.schema.js';
import { StatusAnswerSchema } from './common/common.schema.js';
import { HealthAnswerSchema } from './common/health.schema.js';
import {
  AdvancePriceByProductAnswerSchema,
  AdvancePriceByProductBodySchema,
  AdvancePriceSaveAnswerSchema,
  AdvancePriceSaveBodySchema,
  AutoCompleteAnswerSchema,
  AutoCompleteQuerySchema,
  MaterialTypesAnswerSchema,
  MerchantProductItemsAnswerSchema,
  MerchantProductItemsBodySchema,
  ProductActiveAnswerSchema,
  ProductActiveParamsSchema,
  ProductDetailAnswerSchema,
  ProductDetailParamsSchema,
  ProductDetailQuerySchema,
  ProductItemsAnswerSchema,
  ProductItemsBodySchema,
  ProductSaveAnswerSchema,
  ProductSaveBodySchema,
} from './product/product.schema.js';
import {
  FavouriteChangeAnswerSchema,
  FavouriteChangeBodySchema,
  FavouriteItemsAnswerSchema,
  FavouriteItemsQuerySchema,
} from './wishlist/wishlist.schema.js';
import { HierarchyAllAnswerSchema, HierarchyAllBodySchema } from './category/category.schema.js';
import {
  DisplayGroupAnswerSchema,
  DisplayGroupParamsSchema,
  DisplayGroupQuerySchema,
} from './display-group/display-group.schema.js';
import {
  NewsAnswerSchema,
  NewsListAnswerSchema,
  NewsListQuerySchema,
  NewsParamsSchema,
  WhatsNewAnswerSchema,
  WhatsNewBodySchema,
} from './news/news.schema.js';
import {
  ContentAnswerSchema,
  ContentCodeParamsSchema,
  ContentListAnswerSchema,
  ContentListQuerySchema,
  ContentParamsSchema,
  ContentSaveAnswerSchema,
  ContentSaveBodySchema,
  CookiesPolicyAnswerSchema,
} from './content/content.schema.js';
import {
  PromotionCustomersAnswerSchema,
  PromotionCustomersQuerySchema,
  PromotionDetailAnswerSchema,
  PromotionDetailParamsSchema,
  PromotionDetailQuerySchema,
  PromotionListAnswerSchema,
  PromotionListQuerySchema,
  PromotionMasterDataAnswerSchema,
  PromotionProductsAnswerSchema,
  PromotionProductsQuerySchema,
  PromotionSaveAnswerSchema,
  PromotionSaveBodySchema,
  PromotionUpdateParamsSchema,
} from './promotion/promotion.schema.js';
import {
  CheckCouponAnswerSchema,
  CheckCouponBodySchema,
  CustomerCouponsAnswerSchema,
  CustomerCouponsBodySchema,
} from './coupon/coupon.schema.js';
import {
  AddDeliveryAddressBodySchema,
  DeleteDeliveryAddressBodySchema,
  DeliveryAddressListAnswerSchema,
  DeliveryAddressListBodySchema,
  DeliveryAddressWriteAnswerSchema,
  UpdateDeliveryAddressBodySchema,
} from './address/address.schema.js';
import {
  IdempotencyHeadersSchema,
  MerchantTrackingAnswerSchema,
  MerchantTrackingBodySchema,
  OrderCancelAnswerSchema,
  OrderCancelBodySchema,
  OrderDetailAnswerSchema,
  OrderDetailBodySchema,
  OrderListAnswerSchema,
  OrderListQuerySchema,
  OrderPlaceAnswerSchema,
  OrderPlaceBodySchema,
  OrderRefParamsSchema,
  OrderTrackingAnswerSchema,
  SubscriptionAnswerSchema,
  SubscriptionListAnswerSchema,
  SubscriptionParamsSchema,
  SubscriptionSaveBodySchema,
} from './order/order.schema.js';
import {
  CartAnswerSchema,
  CartMergeBodySchema,
  CartSyncBodySchema,
  CartSyncQuerySchema,
} from './cart/cart.schema.js';
import {
  BankAnswerSchema,
  BankQuerySchema,
  CustomerFileAnswerSchema,
  CustomerFileQuerySchema,
  CustomerFileUploadAnswerSchema,
  CustomerFileUploadFieldsSchema,
  MerchantCustomerAnswerSchema,
  MerchantCustomerListAnswerSchema,
  MerchantCustomerListQuerySchema,
  MerchantCustomerParamsSchema,
  MerchantDistAnswerSchema,
  MerchantDistQuerySchema,
  MerchantRegisterAnswerSchema,
  MerchantRegisterBodySchema,
  MerchantUploadImageAnswerSchema,
  MerchantUploadImageFieldsSchema,
  MERCHANT_UPLOAD_IMAGE_FILES,
  PhotoGroupAnswerSchema,
  PhotoGroupQuerySchema,
  SurveyAnswerSchema,
  SurveyQuerySchema,
} from './merchant/merchant.schema.js';
import {
  ProfilePictureAnswerSchema,
  ProfilePictureUploadAnswerSchema,
  ProfileUpdateAnswerSchema,
  ProfileUpdateBodySchema,
} from './customer/customer.schema.js';
import {
  AllProvinceAnswerSchema,
  AllProvinceBodySchema,
} from './master-data/master-data.schema.js';
import { ReportAnswerSchema, ReportQuerySchema } from './report/report.schema.js';
import {
  PdpaStatusAnswerSchema,
  SavePdpaAnswerSchema,
  SavePdpaBodySchema,
} from './pdpa/pdpa.schema.js';
import {
  GetPointAnswerSchema,
  GetPointBodySchema,
  PointHistoryAnswerSchema,
  PointHistoryQuerySchema,
} from './point/point.schema.js';
import {
  ChatMessagesAnswerSchema,
  ChatMessagesQuerySchema,
  ChatOpenRoomBodySchema,
  ChatReadAnswerSchema,
  ChatRoomAnswerSchema,
  ChatRoomListAnswerSchema,
  ChatRoomParamsSchema,
  ChatSendAnswerSchema,
  ChatSendBodySchema,
  ChatUploadAnswerSchema,
  ChatUploadFieldsSchema,
} from './chat/chat.schema.js';
import {
  PaymentCreateAnswerSchema,
  PaymentCreateBodySchema,
  PaymentInquiryAnswerSchema,
  PaymentInquiryParamsSchema,
  PaymentMethodsAnswerSchema,
  PaymentMethodsQuerySchema,
  PaymentSlipAnswerSchema,
  PaymentSlipFieldsSchema,
} from './payment/payment.schema.js';
import {
  RiderOrderDetailAnswerSchema,
  RiderOrderListAnswerSchema,
  RiderOrderListQuerySchema,
  RiderStatusAnswerSchema,
  RiderStatusBodySchema,
} from './rider/rider.schema.js';
import {
  AgentClientParamsSchema,
  AgentClientsAnswerSchema,
  AgentClientsQuerySchema,
  AgentProfileAnswerSchema,
} from './agent/agent.schema.js';
import {
  WebConfigItemsAnswerSchema,
  WebConfigItemsBodySchema,
} from './config/web-config.schema.js';

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

export interface CallDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  /** Other paths answering the same call (the specification names two for guest login). */
  readonly aliases?: readonly string[];
  readonly domain: CallDomain;
  readonly summary: string;
  readonly origin: 'specification' | 'ours';
  /** Token kinds accepted; the first listed is the usual caller. */
  readonly auth: readonly CallAuth[];
  /** Mounts the web may use for it; empty for internal calls. */
  readonly mounts: readonly BffMount[];
  readonly params?: z.core.$ZodType;
  readonly query?: z.core.$ZodType;
  readonly body?: z.core.$ZodType;
  readonly headers?: z.core.$ZodType;
  /** The answer of a 200; null for a stream. */
  readonly answer: z.core.$ZodType | null;
  /** A multipart upload: its file fields and the schema of its text fields. */
  readonly multipart?: { readonly files: readonly string[]; readonly fields: z.core.$ZodType };
  /** Server-sent events instead of JSON. */
  readonly stream?: 'sse';
  /** The answer carries a jtoken: the bff moves it into this session's cookie. */
  readonly setsSession?: 'customer' | 'staff' | 'rider';
}

const IMAGE_FILE = ['file'] as const;
const InternalHeadersSchema = z.object({
  [INTERNAL_KEY_HEADER.toLowerCase()]: z.string().check(z.minLength(16), z.maxLength(200)),
});
const NoFieldsSchema = z.object({});

const C = ['customer'] as const;
const M = ['merchant'] as const;
const R = ['rider'] as const;

/** Every call, by name. */
export const CALLS = {
  // -- health ---------------------------------------------------------------------------------
  health: {
    method: 'GET',
    path: '/health',
    domain: 'health',
    summary: 'Answers 200 once the server is ready.',
    origin: 'ours',
    auth: ['public'],
    mounts: [],
    answer: HealthAnswerSchema,
  },

  // -- auth: sessions ---------------------------------------------------------------------------
  guestLogin: {
    method: 'GET',
    path: '/authen/login/guest',
    aliases: ['/authen/user/login/guest'],
    domain: 'auth',
    summary: 'Starts a guest session (role GUEST, CUSTOMERCODE GUEST).',
    origin: 'specification',
    auth: ['public'],
    mounts: C,
    answer: GuestLoginAnswerSchema,
    setsSession: 'customer',
  },
  customerProfile: {
    method: 'POST',
    path: '/authen/customerProfile',
    domain: 'auth',
    summary: "The signed-in customer's user, with a renewed jtoken.",
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
    body: CustomerProfileBodySchema,
    answer: CustomerProfileAnswerSchema,
    setsSession: 'customer',
  },
  otpRequest: {
    method: 'POST',
    path: '/authen/otp/request',
    domain: 'auth',
    summary: 'Sends a one-time code to a mobile number for a purpose.',
    origin: 'ours',
    auth: ['public'],
    mounts: ['customer', 'merchant', 'rider'],
    body: OtpRequestBodySchema,
    answer: OtpRequestAnswerSchema,
  },
  customerRegister: {
    method: 'POST',
    path: '/authen/customer/register',
    domain: 'auth',
    summary: 'Registers a customer whose mobile number was proven by a one-time code.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
    body: RegisterBodySchema,
    answer: RegisterAnswerSchema,
    setsSession: 'customer',
  },
  customerLogin: {
    method: 'POST',
    path: '/authen/customer/login',
    domain: 'auth',
    summary: 'Signs a customer in with a username or mobile number and a password.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
    body: CustomerLoginBodySchema,
    answer: CustomerLoginAnswerSchema,
    setsSession: 'customer',
  },
  changePassword: {
    method: 'POST',
    path: '/authen/customer/changePassword',
    domain: 'auth',
    summary: "Changes the signed-in customer's password.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    body: ChangePasswordBodySchema,
    answer: ChangePasswordAnswerSchema,
  },
  staffLogin: {
    method: 'POST',
    path: '/authen/user/login',
    domain: 'auth',
    summary: 'Signs merchant staff in with a one-time code.',
    origin: 'ours',
    auth: ['public'],
    mounts: M,
    body: StaffLoginBodySchema,
    answer: StaffLoginAnswerSchema,
    setsSession: 'staff',
  },
  userDcs: {
    method: 'GET',
    path: '/authen/user/dcs',
    domain: 'auth',
    summary: 'The centers of the signed-in staff user.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    answer: UserDcsAnswerSchema,
  },
  riderLogin: {
    method: 'POST',
    path: '/authen/rider/login',
    domain: 'auth',
    summary: 'Signs a rider in with a one-time code.',
    origin: 'ours',
    auth: ['public'],
    mounts: R,
    body: RiderLoginBodySchema,
    answer: RiderLoginAnswerSchema,
    setsSession: 'rider',
  },
  riderProfile: {
    method: 'GET',
    path: '/authen/rider/profile',
    domain: 'auth',
    summary: 'The signed-in rider.',
    origin: 'ours',
    auth: ['rider'],
    mounts: R,
    answer: RiderProfileAnswerSchema,
  },
  swapDc: {
    method: 'GET',
    path: '/authen/swapdc/:saleUnit',
    domain: 'auth',
    summary: "Changes the customer's active center; answers the user with a new jtoken.",
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
    params: SwapDcParamsSchema,
    answer: SwapDcAnswerSchema,
    setsSession: 'customer',
  },
  loginAsClient: {
    method: 'GET',
    path: '/api/merchant/loginasclient/:code/:saleUnit',
    domain: 'auth',
    summary: 'A salesperson signs in as a client customer (customer jtoken with UserId).',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    params: LoginAsClientParamsSchema,
    query: LoginAsClientQuerySchema,
    answer: LoginAsClientAnswerSchema,
    setsSession: 'customer',
  },
  lineRevokeToken: {
    method: 'POST',
    path: '/api/line/revokeToken',
    domain: 'auth',
    summary: "Forgets the customer's LINE access token on logout.",
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
    answer: LineLogoutAnswerSchema,
  },
  merchantLineLogout: {
    method: 'POST',
    path: '/api/merchant/user/line/logout',
    domain: 'auth',
    summary: 'Logout of a session that came from LINE.',
    origin: 'specification',
    auth: ['staff', 'customer'],
    mounts: ['merchant', 'customer'],
    answer: LineLogoutAnswerSchema,
  },
  lineCustomerLogin: {
    method: 'POST',
    path: '/authen/line/customer',
    domain: 'auth',
    summary: 'The customer session of a LINE user verified by the bff.',
    origin: 'ours',
    auth: ['internal'],
    mounts: [],
    headers: InternalHeadersSchema,
    body: LineLoginBodySchema,
    answer: LineCustomerLoginAnswerSchema,
    setsSession: 'customer',
  },
  lineStaffLogin: {
    method: 'POST',
    path: '/authen/line/staff',
    domain: 'auth',
    summary: 'The staff session of a LINE user verified by the bff.',
    origin: 'ours',
    auth: ['internal'],
    mounts: [],
    headers: InternalHeadersSchema,
    body: LineLoginBodySchema,
    answer: LineStaffLoginAnswerSchema,
    setsSession: 'staff',
  },
  lineLink: {
    method: 'POST',
    path: '/authen/line/link',
    domain: 'auth',
    summary: 'Links the signed-in customer (Bearer) to a LINE user verified by the bff.',
    origin: 'ours',
    auth: ['internal'],
    mounts: [],
    headers: InternalHeadersSchema,
    body: LineLinkBodySchema,
    answer: LineLinkAnswerSchema,
  },
  lineFriendship: {
    method: 'POST',
    path: '/authen/line/friendship',
    domain: 'auth',
    summary: 'Records a follow or unfollow of the official account from the webhook.',
    origin: 'ours',
    auth: ['internal'],
    mounts: [],
    headers: InternalHeadersSchema,
    body: LineFriendshipBodySchema,
    answer: LineFriendshipAnswerSchema,
  },

  // -- center -----------------------------------------------------------------------------------
  customerDcs: {
    method: 'GET',
    path: '/authen/customer/dcs',
    domain: 'center',
    summary: "The customer's own centers and all centers, by distance when a position is given.",
    origin: 'specification',
    auth: ['public'],
    mounts: C,
    query: CustomerDcsQuerySchema,
    answer: CustomerDcsAnswerSchema,
  },
  customerDcsAll: {
    method: 'GET',
    path: '/authen/customer/dcs/all',
    domain: 'center',
    summary: 'Center search of the picker, 12 a page.',
    origin: 'specification',
    auth: ['public'],
    mounts: C,
    query: CustomerDcsAllQuerySchema,
    answer: CustomerDcsAllAnswerSchema,
  },

  // -- product ----------------------------------------------------------------------------------
  productItems: {
    method: 'POST',
    path: '/api/products/items',
    domain: 'product',
    summary: 'The catalogue: search, filters, sort, paging (12 a page).',
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
    body: ProductItemsBodySchema,
    answer: ProductItemsAnswerSchema,
  },
  productDetail: {
    method: 'GET',
    path: '/api/products/item/:code',
    domain: 'product',
    summary: 'One product of the catalogue (product detail page).',
    origin: 'ours',
    auth: ['customer'],
    mounts: C,
    params: ProductDetailParamsSchema,
    query: ProductDetailQuerySchema,
    answer: ProductDetailAnswerSchema,
  },
  autoComplete: {
    method: 'GET',
    path: '/GET_MASTER_DATA/GetAutoComplete',
    domain: 'product',
    summary: 'Search suggestions, 10 by default.',
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
    query: AutoCompleteQuerySchema,
    answer: AutoCompleteAnswerSchema,
  },
  merchantProductItems: {
    method: 'POST',
    path: '/api/products/pc/items',
    domain: 'product',
    summary: "The merchant's products: list, barcode scan, detail.",
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    body: MerchantProductItemsBodySchema,
    answer: MerchantProductItemsAnswerSchema,
  },
  productSave: {
    method: 'POST',
    path: '/api/products/pc/item/save',
    domain: 'product',
    summary: 'Creates or updates a product of the merchant.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
    body: ProductSaveBodySchema,
    answer: ProductSaveAnswerSchema,
  },
  productImageUpload: {
    method: 'POST',
    path: '/api/products/pc/item/upload',
    domain: 'product',
    summary: 'Uploads a product image; answers its file name for PIC_FILENAME..5.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
    multipart: {
      files: IMAGE_FILE,
      fields: z.object({
        saleUnit: z.string().check(z.minLength(1), z.maxLength(20)),
        P_Code: z.string().check(z.minLength(1), z.maxLength(40)),
      }),
    },
    answer: z.looseObject({ Data: z.string() }),
  },
  productToggleActive: {
    method: 'GET',
    path: '/api/products/pc/item/:id/:dc/active',
    domain: 'product',
    summary: "Toggles a product's Disable flag.",
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    params: ProductActiveParamsSchema,
    answer: ProductActiveAnswerSchema,
  },
  materialTypes: {
    method: 'GET',
    path: '/api/products/master/matype',
    domain: 'product',
    summary: 'Material types.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    answer: MaterialTypesAnswerSchema,
  },
  advancePriceByProduct: {
    method: 'POST',
    path: '/api/merchant/advanceprice/GetAdvancePriceByProduct',
    domain: 'product',
    summary: 'The date-ranged advance prices of a product.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    body: AdvancePriceByProductBodySchema,
    answer: AdvancePriceByProductAnswerSchema,
  },
  advancePriceSave: {
    method: 'POST',
    path: '/api/merchant/advanceprice/save',
    domain: 'product',
    summary: 'Creates or replaces an advance price of a product.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
    body: AdvancePriceSaveBodySchema,
    answer: AdvancePriceSaveAnswerSchema,
  },

  // -- category, display groups, news, content --------------------------------------------------
  hierarchyAll: {
    method: 'POST',
    path: '/GET_MASTER_DATA/GET_HIERARCHY_ALL',
    domain: 'category',
    summary: 'The five-level category tree.',
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
    body: HierarchyAllBodySchema,
    answer: HierarchyAllAnswerSchema,
  },
  displayGroup: {
    method: 'GET',
    path: '/api/products/display-group/type/:typeName',
    domain: 'display-group',
    summary: 'Display groups of the home page or the drawer, with products when asked.',
    origin: 'specification',
    auth: ['customer'],
    mounts: C,
    params: DisplayGroupParamsSchema,
    query: DisplayGroupQuerySchema,
    answer: DisplayGroupAnswerSchema,
  },
  whatsNew: {
    method: 'POST',
    path: '/GET_MASTER_DATA/GET_WHATSNEW',
    domain: 'news',
    summary: 'Banners and news.',
    origin: 'specification',
    auth: ['public'],
    mounts: C,
    body: WhatsNewBodySchema,
    answer: WhatsNewAnswerSchema,
  },
  cookiesPolicy: {
    method: 'GET',
    path: '/api/contents/cookies-policy',
    domain: 'content',
    summary: 'The cookies policy.',
    origin: 'specification',
    auth: ['public'],
    mounts: C,
    answer: CookiesPolicyAnswerSchema,
  },
  content: {
    method: 'GET',
    path: '/api/contents/:code',
    domain: 'content',
    summary: 'A content page by code (HOWTO_001, FAQ_001, CONTACT_001, CMS pages).',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
    params: ContentParamsSchema,
    answer: ContentAnswerSchema,
  },
  contentByCode: {
    method: 'GET',
    path: '/api/contents/code/:code',
    domain: 'content',
    summary: 'A content page by its code only.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
    params: ContentCodeParamsSchema,
    answer: ContentAnswerSchema,
  },
  contentList: {
    method: 'GET',
    path: '/api/contents',
    domain: 'content',
    summary: 'The content pages without their bodies (/cms/content), optionally of one kind.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
    query: ContentListQuerySchema,
    answer: ContentListAnswerSchema,
  },
  contentSave: {
    method: 'POST',
    path: '/api/contents/save',
    domain: 'content',
    summary: 'Creates or replaces a content page; bodies are cleaned before they are stored.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
    body: ContentSaveBodySchema,
    answer: ContentSaveAnswerSchema,
  },
  newsList: {
    method: 'GET',
    path: '/api/news',
    domain: 'news',
    summary: 'The news and promotions page, newest first.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
    query: NewsListQuerySchema,
    answer: NewsListAnswerSchema,
  },
  newsItem: {
    method: 'GET',
    path: '/api/news/:id',
    domain: 'news',
    summary: 'One item of the news and promotions page.',
    origin: 'ours',
    auth: ['public'],
    mounts: C,
    params: NewsParamsSchema,
    answer: NewsAnswerSchema,
  },

  // -- wishlist ---------------------------------------------------------------------------------
  favouriteItems: {
    method: 'GET',
    path: '/api/Products/favourite/items',
    domain: 'wishlist',
    summary: 'The wishlist: codes, or products with detail=true.',
    origin: 'specification',
    auth: ['member'],
    mounts: C,
    query: FavouriteItemsQuerySchema,
    answer: FavouriteItemsAnswerSchema,
  },
  favouriteAdd: {
    method: 'POST',
    path: '/api/Products/favourite/items/add',
    domain: 'wishlist',
    summary: 'Adds products to the wishlist.',
    origin: 'specification',
    auth: ['member'],
    mounts: C,
    body: FavouriteChangeBodySchema,
    answer: FavouriteChangeAnswerSchema,
  },
  favouriteRemove: {
    method: 'POST',
    path: '/api/Products/favourite/items/remove',
    domain: 'wishlist',
    summary: 'Removes products from the wishlist.',
    origin: 'specification',
    auth: ['member'],
    mounts: C,
    body: FavouriteChangeBodySchema,
    answer: FavouriteChangeAnswerSchema,
  },

  // -- promotion (back office) --------------------------------------------------------------------
  promotionList: {
    method: 'GET',
    path: '/api/promotion/list',
    domain: 'promotion',
    summary: "The center's promotions, 12 a page.",
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    query: PromotionListQuerySchema,
    answer: PromotionListAnswerSchema,
  },
  promotionProducts: {
    method: 'GET',
    path: '/api/promotion/products',
    domain: 'promotion',
    summary: 'Products for the wizard popup, 12 a page.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    query: PromotionProductsQuerySchema,
    answer: PromotionProductsAnswerSchema,
  },
  promotionDetail: {
    method: 'GET',
    path: '/api/promotion/detail/:promotionId',
    domain: 'promotion',
    summary: 'A promotion with its products, customers, stores, types and weekdays.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    params: PromotionDetailParamsSchema,
    query: PromotionDetailQuerySchema,
    answer: PromotionDetailAnswerSchema,
  },
  promotionMasterData: {
    method: 'GET',
    path: '/api/promotion/masterdata',
    domain: 'promotion',
    summary: 'Customer types and store types.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    answer: PromotionMasterDataAnswerSchema,
  },
  promotionCustomers: {
    method: 'GET',
    path: '/api/promotion/customers',
    domain: 'promotion',
    summary: 'Customers for the wizard popup, 48 a page.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    query: PromotionCustomersQuerySchema,
    answer: PromotionCustomersAnswerSchema,
  },
  promotionCreate: {
    method: 'POST',
    path: '/api/promotion/create',
    domain: 'promotion',
    summary: 'Creates a promotion; answers its id.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    body: PromotionSaveBodySchema,
    answer: PromotionSaveAnswerSchema,
  },
  promotionUpdate: {
    method: 'POST',
    path: '/api/promotion/update/:id',
    domain: 'promotion',
    summary: 'Updates a promotion.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    params: PromotionUpdateParamsSchema,
    body: PromotionSaveBodySchema,
    answer: PromotionSaveAnswerSchema,
  },

  // -- coupon -----------------------------------------------------------------------------------
  customerCoupons: {
    method: 'POST',
    path: '/GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER',
    domain: 'coupon',
    summary: "A customer's coupons.",
    origin: 'specification',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
    body: CustomerCouponsBodySchema,
    answer: CustomerCouponsAnswerSchema,
  },
  checkCoupon: {
    method: 'POST',
    path: '/GET_MASTER_DATA/CHECK_COUPON_VALID',
    domain: 'coupon',
    summary: "Checks a coupon; valid when statusText is 'OK'.",
    origin: 'specification',
    auth: ['member'],
    mounts: C,
    body: CheckCouponBodySchema,
    answer: CheckCouponAnswerSchema,
  },

  // -- address ----------------------------------------------------------------------------------
  deliveryAddressList: {
    method: 'POST',
    path: '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS',
    domain: 'address',
    summary: "A customer's addresses.",
    origin: 'specification',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
    body: DeliveryAddressListBodySchema,
    answer: DeliveryAddressListAnswerSchema,
  },
  addDeliveryAddress: {
    method: 'POST',
    path: '/master_data_management/ADD_DELIVERY_ADDRESS',
    domain: 'address',
    summary: 'Adds an address (_id 0).',
    origin: 'specification',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
    body: AddDeliveryAddressBodySchema,
    answer: DeliveryAddressWriteAnswerSchema,
  },
  updateDeliveryAddress: {
    method: 'POST',
    path: '/master_data_management/UPDATE_DELIVERY_ADDRESS',
    domain: 'address',
    summary: 'Updates an address (refused for SAP customers).',
    origin: 'ours',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
    body: UpdateDeliveryAddressBodySchema,
    answer: DeliveryAddressWriteAnswerSchema,
  },
  deleteDeliveryAddress: {
    method: 'POST',
    path: '/master_data_management/DELETE_DELIVERY_ADDRESS',
    domain: 'address',
    summary: 'Deletes a shipping or billing address.',
    origin: 'ours',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
    body: DeleteDeliveryAddressBodySchema,
    answer: DeliveryAddressWriteAnswerSchema,
  },

  // -- cart -------------------------------------------------------------------------------------
  cartGet: {
    method: 'GET',
    path: '/api/cart/sync',
    domain: 'cart',
    summary: 'The stored cart of the customer for a center and a mode.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    query: CartSyncQuerySchema,
    answer: CartAnswerSchema,
  },
  cartSync: {
    method: 'POST',
    path: '/api/cart/sync',
    domain: 'cart',
    summary: 'Replaces the stored cart with the client cart.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    body: CartSyncBodySchema,
    answer: CartAnswerSchema,
  },
  cartMerge: {
    method: 'POST',
    path: '/api/cart/merge',
    domain: 'cart',
    summary: "Adds a guest cart into the customer's cart after login.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    body: CartMergeBodySchema,
    answer: CartAnswerSchema,
  },

  // -- order ------------------------------------------------------------------------------------
  orderList: {
    method: 'GET',
    path: '/api/orders/list',
    domain: 'order',
    summary: "The customer's order history.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    query: OrderListQuerySchema,
    answer: OrderListAnswerSchema,
  },
  orderDetail: {
    method: 'POST',
    path: '/api/orders/detail',
    domain: 'order',
    summary: "One of the customer's orders.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    body: OrderDetailBodySchema,
    answer: OrderDetailAnswerSchema,
  },
  orderPlace: {
    method: 'POST',
    path: '/api/orders/place',
    domain: 'order',
    summary: 'Places an order, once per Idempotency-Key.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    headers: IdempotencyHeadersSchema,
    body: OrderPlaceBodySchema,
    answer: OrderPlaceAnswerSchema,
  },
  orderCancel: {
    method: 'POST',
    path: '/api/orders/cancel/:orderId/:saleUnit',
    domain: 'order',
    summary: 'The customer cancels an order still waiting and unpaid.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    params: OrderRefParamsSchema,
    body: OrderCancelBodySchema,
    answer: OrderCancelAnswerSchema,
  },
  orderTracking: {
    method: 'GET',
    path: '/api/orders/tracking/:orderId/:saleUnit',
    domain: 'order',
    summary: 'Tracking of an order.',
    origin: 'ours',
    auth: ['member', 'staff'],
    mounts: ['customer', 'merchant'],
    params: OrderRefParamsSchema,
    answer: OrderTrackingAnswerSchema,
  },
  subscriptionList: {
    method: 'GET',
    path: '/api/orders/subscriptions',
    domain: 'order',
    summary: "The customer's order subscriptions.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    answer: SubscriptionListAnswerSchema,
  },
  subscriptionGet: {
    method: 'GET',
    path: '/api/orders/subscriptions/:id',
    domain: 'order',
    summary: 'One order subscription.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    params: SubscriptionParamsSchema,
    answer: SubscriptionAnswerSchema,
  },
  subscriptionCreate: {
    method: 'POST',
    path: '/api/orders/subscriptions/create',
    domain: 'order',
    summary: 'Creates an order subscription.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    body: SubscriptionSaveBodySchema,
    answer: SubscriptionAnswerSchema,
  },
  subscriptionUpdate: {
    method: 'POST',
    path: '/api/orders/subscriptions/update/:id',
    domain: 'order',
    summary: 'Updates an order subscription.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    params: SubscriptionParamsSchema,
    body: SubscriptionSaveBodySchema,
    answer: SubscriptionAnswerSchema,
  },
  subscriptionDelete: {
    method: 'POST',
    path: '/api/orders/subscriptions/delete/:id',
    domain: 'order',
    summary: 'Deletes an order subscription.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    params: SubscriptionParamsSchema,
    answer: StatusAnswerSchema,
  },
  merchantOrderList: {
    method: 'GET',
    path: '/api/MerchantOrder/list',
    domain: 'order',
    summary: "The center's orders, by tab ('All' by default).",
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
    query: OrderListQuerySchema,
    answer: OrderListAnswerSchema,
  },
  merchantOrderDetail: {
    method: 'POST',
    path: '/api/MerchantOrder/GET_ORDER_DETAIL',
    domain: 'order',
    summary: 'An order of the center with its lines, ShipTo and BillTo.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    body: OrderDetailBodySchema,
    answer: OrderDetailAnswerSchema,
  },
  merchantTrackingEdit: {
    method: 'POST',
    path: '/api/MerchantOrder/tracking/:orderId/:saleUnit',
    domain: 'order',
    summary: "Edits an order's status and tracking.",
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
    params: OrderRefParamsSchema,
    body: MerchantTrackingBodySchema,
    answer: MerchantTrackingAnswerSchema,
  },

  // -- merchant ---------------------------------------------------------------------------------
  bankList: {
    method: 'GET',
    path: '/api/merchant/bank',
    domain: 'merchant',
    summary: 'Banks for the registration.',
    origin: 'specification',
    auth: ['public'],
    mounts: M,
    query: BankQuerySchema,
    answer: BankAnswerSchema,
  },
  merchantDist: {
    method: 'GET',
    path: '/api/merchant/dist',
    domain: 'merchant',
    summary: 'Center search of the registration, 72 a page.',
    origin: 'specification',
    auth: ['public'],
    mounts: M,
    query: MerchantDistQuerySchema,
    answer: MerchantDistAnswerSchema,
  },
  merchantRegister: {
    method: 'POST',
    path: '/api/merchant/register',
    domain: 'merchant',
    summary: 'Self-registration of a merchant salesperson, with centers and a bank account.',
    origin: 'specification',
    auth: ['public'],
    mounts: M,
    body: MerchantRegisterBodySchema,
    answer: MerchantRegisterAnswerSchema,
    setsSession: 'staff',
  },
  merchantUploadImage: {
    method: 'POST',
    path: '/api/merchant/dist/uploadimage',
    domain: 'merchant',
    summary: 'Uploads the ID card, shop and logo images of a center.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    multipart: { files: MERCHANT_UPLOAD_IMAGE_FILES, fields: MerchantUploadImageFieldsSchema },
    answer: MerchantUploadImageAnswerSchema,
  },
  photoGroups: {
    method: 'GET',
    path: '/api/merchant/photogroup',
    domain: 'merchant',
    summary: 'Photo groups of a customer type.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    query: PhotoGroupQuerySchema,
    answer: PhotoGroupAnswerSchema,
  },
  customerList: {
    method: 'GET',
    path: '/api/customers/list',
    domain: 'merchant',
    summary: "The center's customers, 12 a page.",
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    query: MerchantCustomerListQuerySchema,
    answer: MerchantCustomerListAnswerSchema,
  },
  customerDetail: {
    method: 'GET',
    path: '/api/customers/detail/:code/:saleUnit',
    domain: 'merchant',
    summary: 'One customer of the center.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
    params: MerchantCustomerParamsSchema,
    answer: MerchantCustomerAnswerSchema,
  },
  customerFiles: {
    method: 'GET',
    path: '/api/merchant/customerfile',
    domain: 'merchant',
    summary: "A customer's photos, 24 a page.",
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    query: CustomerFileQuerySchema,
    answer: CustomerFileAnswerSchema,
  },
  customerFileUpload: {
    method: 'POST',
    path: '/api/merchant/customerfile/upload',
    domain: 'merchant',
    summary: 'Uploads a customer photo into a photo group.',
    origin: 'ours',
    auth: ['staff'],
    mounts: M,
    multipart: { files: IMAGE_FILE, fields: CustomerFileUploadFieldsSchema },
    answer: CustomerFileUploadAnswerSchema,
  },
  surveys: {
    method: 'GET',
    path: '/api/merchant/survey',
    domain: 'merchant',
    summary: 'Surveys of a customer type.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    query: SurveyQuerySchema,
    answer: SurveyAnswerSchema,
  },

  // -- customer ---------------------------------------------------------------------------------
  profilePicture: {
    method: 'GET',
    path: '/api/Customers/profile/picture',
    domain: 'customer',
    summary: "The customer's picture URL.",
    origin: 'specification',
    auth: ['member'],
    mounts: C,
    answer: ProfilePictureAnswerSchema,
  },
  profilePictureUpload: {
    method: 'POST',
    path: '/api/Customers/profile/picture',
    domain: 'customer',
    summary: "Replaces the customer's picture.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    multipart: { files: IMAGE_FILE, fields: NoFieldsSchema },
    answer: ProfilePictureUploadAnswerSchema,
  },
  profileUpdate: {
    method: 'POST',
    path: '/api/Customers/profile/update',
    domain: 'customer',
    summary: "Updates the customer's own details.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    body: ProfileUpdateBodySchema,
    answer: ProfileUpdateAnswerSchema,
  },

  // -- master data, reports ---------------------------------------------------------------------
  allProvince: {
    method: 'POST',
    path: '/GET_MASTER_DATA/GET_ALL_PROVINCE',
    domain: 'master-data',
    summary: 'Provinces, districts and sub-districts.',
    origin: 'specification',
    auth: ['public'],
    mounts: ['customer', 'merchant'],
    body: AllProvinceBodySchema,
    answer: AllProvinceAnswerSchema,
  },
  reportNewCustomers: {
    method: 'GET',
    path: '/api/merchant/report/salemannewcustomerbymonth',
    domain: 'report',
    summary: 'Dashboard: new clients.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    query: ReportQuerySchema,
    answer: ReportAnswerSchema,
  },
  reportTopSale: {
    method: 'GET',
    path: '/api/merchant/report/topsaleByMonth',
    domain: 'report',
    summary: 'Dashboard: top sales.',
    origin: 'specification',
    auth: ['staff'],
    mounts: M,
    query: ReportQuerySchema,
    answer: ReportAnswerSchema,
  },

  // -- pdpa, points -----------------------------------------------------------------------------
  savePdpa: {
    method: 'POST',
    path: '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA',
    domain: 'pdpa',
    summary: 'Records the customer accepting (true) or declining (false) the privacy policy.',
    origin: 'specification',
    auth: ['member'],
    mounts: C,
    body: SavePdpaBodySchema,
    answer: SavePdpaAnswerSchema,
  },
  pdpaStatus: {
    method: 'GET',
    path: '/api/pdpa/status',
    domain: 'pdpa',
    summary: "The customer's consent (null until given) and the current policy version.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    answer: PdpaStatusAnswerSchema,
  },
  getPoint: {
    method: 'POST',
    path: '/GET_MASTER_DATA/GET_POINT',
    domain: 'point',
    summary: "The customer's points.",
    origin: 'specification',
    auth: ['member'],
    mounts: C,
    body: GetPointBodySchema,
    answer: GetPointAnswerSchema,
  },
  pointHistory: {
    method: 'GET',
    path: '/api/points/history',
    domain: 'point',
    summary: 'Points received and paid.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    query: PointHistoryQuerySchema,
    answer: PointHistoryAnswerSchema,
  },

  // -- chat -------------------------------------------------------------------------------------
  chatRooms: {
    method: 'GET',
    path: '/api/chat/rooms',
    domain: 'chat',
    summary: "The caller's chat rooms, latest first.",
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
    answer: ChatRoomListAnswerSchema,
  },
  chatOpenRoom: {
    method: 'POST',
    path: '/api/chat/rooms/open',
    domain: 'chat',
    summary: 'The room with a center (customer) or a customer (staff), created when missing.',
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
    body: ChatOpenRoomBodySchema,
    answer: ChatRoomAnswerSchema,
  },
  chatMessages: {
    method: 'GET',
    path: '/api/chat/rooms/:roomId/messages',
    domain: 'chat',
    summary: 'Messages of a room, 15 a page, newest first.',
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
    params: ChatRoomParamsSchema,
    query: ChatMessagesQuerySchema,
    answer: ChatMessagesAnswerSchema,
  },
  chatSend: {
    method: 'POST',
    path: '/api/chat/rooms/:roomId/messages',
    domain: 'chat',
    summary: 'Sends a message (idempotent by its id).',
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
    params: ChatRoomParamsSchema,
    body: ChatSendBodySchema,
    answer: ChatSendAnswerSchema,
  },
  chatRead: {
    method: 'POST',
    path: '/api/chat/rooms/:roomId/read',
    domain: 'chat',
    summary: "Moves the caller's lastRead to the room's latest message.",
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
    params: ChatRoomParamsSchema,
    answer: ChatReadAnswerSchema,
  },
  chatEvents: {
    method: 'GET',
    path: '/api/chat/rooms/:roomId/events',
    domain: 'chat',
    summary: 'Live messages of a room (server-sent events).',
    origin: 'ours',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
    params: ChatRoomParamsSchema,
    answer: null,
    stream: 'sse',
  },
  chatUpload: {
    method: 'POST',
    path: '/api/customers/chat/upload',
    domain: 'chat',
    summary: 'Uploads a chat image; answers its URL.',
    origin: 'specification',
    auth: ['customer', 'staff'],
    mounts: ['customer', 'merchant'],
    multipart: { files: IMAGE_FILE, fields: ChatUploadFieldsSchema },
    answer: ChatUploadAnswerSchema,
  },

  // -- payment ----------------------------------------------------------------------------------
  paymentMethods: {
    method: 'GET',
    path: '/api/payment/methods',
    domain: 'payment',
    summary: 'The payment methods a center accepts.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    query: PaymentMethodsQuerySchema,
    answer: PaymentMethodsAnswerSchema,
  },
  paymentCreate: {
    method: 'POST',
    path: '/api/payment/create',
    domain: 'payment',
    summary: 'Starts the payment of an order.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    body: PaymentCreateBodySchema,
    answer: PaymentCreateAnswerSchema,
  },
  paymentInquiry: {
    method: 'GET',
    path: '/api/payment/inquiry/:paymentId',
    domain: 'payment',
    summary: 'Asks the provider for the state of a payment.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    params: PaymentInquiryParamsSchema,
    answer: PaymentInquiryAnswerSchema,
  },
  paymentSlip: {
    method: 'POST',
    path: '/api/payment/upload/slip',
    domain: 'payment',
    summary: 'Uploads a transfer slip for an order.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    multipart: { files: IMAGE_FILE, fields: PaymentSlipFieldsSchema },
    answer: PaymentSlipAnswerSchema,
  },

  // -- rider ------------------------------------------------------------------------------------
  riderOrders: {
    method: 'GET',
    path: '/api/rider/orders',
    domain: 'rider',
    summary: "The rider's orders by status (Invoice Approve by default).",
    origin: 'ours',
    auth: ['rider'],
    mounts: R,
    query: RiderOrderListQuerySchema,
    answer: RiderOrderListAnswerSchema,
  },
  riderOrderDetail: {
    method: 'GET',
    path: '/api/rider/orders/:orderId/:saleUnit',
    domain: 'rider',
    summary: 'An order to deliver.',
    origin: 'ours',
    auth: ['rider'],
    mounts: R,
    params: OrderRefParamsSchema,
    answer: RiderOrderDetailAnswerSchema,
  },
  riderOrderStatus: {
    method: 'POST',
    path: '/api/rider/orders/:orderId/:saleUnit/status',
    domain: 'rider',
    summary: 'Picks up or delivers an order.',
    origin: 'ours',
    auth: ['rider'],
    mounts: R,
    params: OrderRefParamsSchema,
    body: RiderStatusBodySchema,
    answer: RiderStatusAnswerSchema,
  },

  // -- agent ------------------------------------------------------------------------------------
  agentProfile: {
    method: 'GET',
    path: '/api/agent/profile',
    domain: 'agent',
    summary: 'The agent (main store) and its overview.',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    answer: AgentProfileAnswerSchema,
  },
  agentClients: {
    method: 'GET',
    path: '/api/agent/clients',
    domain: 'agent',
    summary: "The agent's clients.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    query: AgentClientsQuerySchema,
    answer: AgentClientsAnswerSchema,
  },
  agentClientLogin: {
    method: 'POST',
    path: '/api/agent/clients/:code/:saleUnit/login',
    domain: 'agent',
    summary: 'The agent orders as a client (customer jtoken with AgentCode).',
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    params: AgentClientParamsSchema,
    answer: CustomerUserSchema,
    setsSession: 'customer',
  },
  agentSwitchBack: {
    method: 'POST',
    path: '/api/agent/switchback',
    domain: 'agent',
    summary: "Back to the agent's own account.",
    origin: 'ours',
    auth: ['member'],
    mounts: C,
    answer: CustomerUserSchema,
    setsSession: 'customer',
  },

  // -- web-config -------------------------------------------------------------------------------
  webConfigItems: {
    method: 'POST',
    path: '/api/webConfig/items',
    domain: 'web-config',
    summary: 'Web-configuration values (Opt/OptValue).',
    origin: 'specification',
    auth: ['public'],
    mounts: C,
    body: WebConfigItemsBodySchema,
    answer: WebConfigItemsAnswerSchema,
  },
} as const satisfies Record<string, CallDefinition>;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;

type Part<K extends CallName, P extends string> = Calls[K] extends { [key in P]: infer S }
  ? S extends z.core.$ZodType
    ? S
    : never
  : never;

/** What a client sends (before defaults and coercion). */
export type CallBody<K extends CallName> = z.input<Part<K, 'body'>>;
export type CallQuery<K extends CallName> = z.input<Part<K, 'query'>>;
export type CallParams<K extends CallName> = z.input<Part<K, 'params'>>;
/** What the server reads (after defaults and coercion). */
export type CallBodyParsed<K extends CallName> = z.output<Part<K, 'body'>>;
export type CallQueryParsed<K extends CallName> = z.output<Part<K, 'query'>>;
/** What a 200 answers. */
export type CallAnswer<K extends CallName> = z.output<Part<K, 'answer'>>;

/** Every call as a list, for route registration and documentation. */
export const CALL_LIST = Object.entries(CALLS).map(([name, call]) => ({
  name: name as CallName,
  ...(call as CallDefinition),
}));

/** The names of a path's parameters, in order: '/a/:b/:c' gives ['b', 'c']. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

/** A path in the OpenAPI form: '/a/:b' gives '/a/{b}'. */
export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The path of a call with its parameters filled (URI-encoded). Throws when a parameter is
 * missing or empty: a half-filled path would reach another route.
 */
export function buildPath(
  name: CallName,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const call: CallDefinition = CALLS[name];
  return call.path.replace(/:([A-Za-z0-9_]+)/g, (_whole, key: string) => {
    const value = params[key];
    if (value === undefined || String(value) === '') {
      throw new Error(`Missing path parameter "${key}" for ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The URL the web calls: the bff base path, the mount, the call's path and its query.
 * `basePath` starts and ends with '/'. Query values that are undefined or null are left out;
 * arrays repeat the key.
 */
export function buildWebUrl(
  name: CallName,
  options: {
    basePath?: string;
    mount?: BffMount;
    params?: Readonly<Record<string, string | number>>;
    query?: Readonly<Record<string, unknown>>;
  } = {},
): string {
  const call: CallDefinition = CALLS[name];
  const mount = options.mount ?? call.mounts[0];
  if (!mount) throw new Error(`${name} is not called from the web`);
  if (!call.mounts.includes(mount)) throw new Error(`${name} is not served on the ${mount} mount`);
  const base = options.basePath ?? '/';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      search.append(key, String(item));
    }
  }
  const query = search.toString();
  return `${base}api/${mount}${buildPath(name, options.params)}${query ? `?${query}` : ''}`;
}
