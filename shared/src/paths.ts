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
import { buildPath, CALL_PATHS } from './call-paths.js';
import { CALL_ROUTES, type BffMount, type CallRoute } from './call-routes.js';
import { GhlMessageBodySchema, MerchantPaymentReviewBodySchema, MerchantPaymentReviewParamsSchema } from './payment/ghl-review.schema.js';
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
  LogoutAnswerSchema,
  LogoutBodySchema,
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
  BroadcastCreateBodySchema,
  BroadcastDetailAnswerSchema,
  BroadcastImageAnswerSchema,
  BroadcastImageFieldsSchema,
  BroadcastListAnswerSchema,
  BroadcastListQuerySchema,
  BroadcastPreviewAnswerSchema,
  RecordIdParamsSchema,
  TagCreateBodySchema,
  TagCustomersAnswerSchema,
  TagCustomersQuerySchema,
  TagDeleteAnswerSchema,
  TagListAnswerSchema,
  TagListQuerySchema,
  TagMembersAnswerSchema,
  TagMembersBodySchema,
  TagSchema,
  TagUpdateBodySchema,
} from './merchant/broadcast.schema.js';
import {
  CustomerDcsAllAnswerSchema,
  CustomerDcsAllQuerySchema,
  CustomerDcsAnswerSchema,
  CustomerDcsQuerySchema,
} from './center/center.schema.js';
import { ProductCodeSchema, SaleUnitSchema, StatusAnswerSchema } from './common/common.schema.js';
import { LineTextSchema } from './common/text.schema.js';
import { HealthAnswerSchema, ReadyAnswerSchema } from './common/health.schema.js';
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
  RunDueAnswerSchema,
  SubscriptionAnswerSchema,
  SubscriptionListAnswerSchema,
  SubscriptionParamsSchema,
  SubscriptionSaveBodySchema,
} from './order/order.schema.js';
import {
  MerchantOrderActionAnswerSchema,
  MerchantOrderActionBodySchema,
  MerchantOrderDetailAnswerSchema,
  MerchantOrderListAnswerSchema,
  MerchantOrderListQuerySchema,
  MerchantRidersAnswerSchema,
  MerchantRidersQuerySchema,
} from './order/merchant-order.schema.js';
import {
  CartMergeBodySchema,
  CartMergeHeadersSchema,
  CartStateAnswerSchema,
  CartSyncBodySchema,
  CartSyncQuerySchema,
} from './cart/cart.schema.js';
import { CartPriceBodySchema, PricedCartSchema } from './cart/priced-cart.schema.js';
import { CheckoutAnswerSchema, CheckoutBodySchema } from './order/checkout.schema.js';
import {
  BankAnswerSchema,
  BankQuerySchema,
  CustomerFileAnswerSchema,
  CustomerApproveBodySchema,
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
  MerchantProfileAnswerSchema,
  MerchantProfileUpdateBodySchema,
  MerchantProfileUpdateAnswerSchema,
  MerchantChangePasswordBodySchema,
  MerchantChangePasswordAnswerSchema,
  MerchantProfileDcsAnswerSchema,
  JoinRequestListAnswerSchema,
  JoinRequestParamsSchema,
  JoinRequestAnswerBodySchema,
  JoinRequestAnswerAnswerSchema,
  MerchantUploadImageFieldsSchema,
  MERCHANT_UPLOAD_IMAGE_FILES,
  PhotoGroupAnswerSchema,
  PhotoGroupQuerySchema,
} from './merchant/merchant.schema.js';
import {
  SurveyAnswerSchema,
  SurveyFillAnswerSchema,
  SurveyFillBodySchema,
  SurveyQuerySchema,
  SurveyResponsesAnswerSchema,
  SurveyResponsesQuerySchema,
  SurveySaveAnswerSchema,
  SurveySaveBodySchema,
} from './survey/survey.schema.js';
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
  RedeemActionAnswerSchema,
  RedeemActionBodySchema,
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
  PaymentOrderParamsSchema,
  PaymentOrderAnswerSchema,
  ThaiQrCallbackBodySchema,
  ThaiQrCallbackAnswerSchema,
  PaymentReconcileAnswerSchema,
  LinePayConfirmBodySchema,
  LinePayConfirmAnswerSchema,
  PaymentSchema,
} from './payment/payment.schema.js';
import {
  MerchantPaymentRefundAnswerSchema,
  MerchantPaymentRefundBodySchema,
  MerchantPaymentViewAnswerSchema,
} from './payment/refund.schema.js';
import {
  KbankChargeBodySchema,
  KbankChargeAnswerSchema,
  KbankReturnBodySchema,
  C2pReturnAnswerSchema,
  C2pReturnBodySchema,
  C2pReturnParamsSchema,
  C2pReturnQuerySchema,
  PaymentUnpaidAnswerSchema,
  PaymentUnpaidParamsSchema,
} from './payment/card.schema.js';
import {
  RiderOrderDetailAnswerSchema,
  RiderOrderListAnswerSchema,
  RiderOrderListQuerySchema,
  RiderStatusAnswerSchema,
  RiderStatusFieldsSchema,
  RiderHistoryQuerySchema,
  RiderHistoryAnswerSchema,
} from './rider/rider.schema.js';
import {
  AgentClientParamsSchema,
  AgentClientRegisterAnswerSchema,
  AgentClientRegisterBodySchema,
  AgentClientsAnswerSchema,
  AgentClientsQuerySchema,
  AgentProductParamsSchema,
  AgentProductSaveAnswerSchema,
  AgentProductSaveBodySchema,
  AgentProductSchema,
  AgentProductsAnswerSchema,
  AgentProductsQuerySchema,
  AgentProfileAnswerSchema,
} from './agent/agent.schema.js';
import {
  MySalesAnswerSchema,
  MySalesQuerySchema,
  SalesClientsAnswerSchema,
  SalesClientsQuerySchema,
} from './merchant/my-sales.schema.js';
import {
  WebConfigItemsAnswerSchema,
  WebConfigItemsBodySchema,
} from './config/web-config.schema.js';
import { WebConfigSyncBodySchema, WebConfigValuesAnswerSchema } from './config/web-config-sync.schema.js';

/** A call: its description (CALL_ROUTES), its path (CALL_PATHS) and the schemas of its parts. */
export interface CallDefinition extends CallRoute {
  readonly path: string;
  readonly params?: z.core.$ZodType;
  readonly query?: z.core.$ZodType;
  readonly body?: z.core.$ZodType;
  readonly headers?: z.core.$ZodType;
  /** The answer of a 200; null for a stream. */
  readonly answer: z.core.$ZodType | null;
  /** A multipart upload: its file fields and the schema of its text fields. */
  readonly multipart?: { readonly files: readonly string[]; readonly fields: z.core.$ZodType };
}

const IMAGE_FILE = ['file'] as const;
const InternalHeadersSchema = z.object({
  [INTERNAL_KEY_HEADER.toLowerCase()]: LineTextSchema.check(z.minLength(16), z.maxLength(200)),
});
const NoFieldsSchema = z.object({});

/** Every call, by name. */
export const CALLS = {
  // -- health ---------------------------------------------------------------------------------
  health: {
    ...CALL_ROUTES.health,
    path: CALL_PATHS.health,
    answer: HealthAnswerSchema,
  },
  ready: {
    ...CALL_ROUTES.ready,
    path: CALL_PATHS.ready,
    answer: ReadyAnswerSchema,
  },

  // -- auth: sessions ---------------------------------------------------------------------------
  guestLogin: {
    ...CALL_ROUTES.guestLogin,
    path: CALL_PATHS.guestLogin,
    answer: GuestLoginAnswerSchema,
  },
  customerProfile: {
    ...CALL_ROUTES.customerProfile,
    path: CALL_PATHS.customerProfile,
    body: CustomerProfileBodySchema,
    answer: CustomerProfileAnswerSchema,
  },
  otpRequest: {
    ...CALL_ROUTES.otpRequest,
    path: CALL_PATHS.otpRequest,
    body: OtpRequestBodySchema,
    answer: OtpRequestAnswerSchema,
  },
  otpRequestLine: {
    ...CALL_ROUTES.otpRequestLine,
    path: CALL_PATHS.otpRequestLine,
    body: OtpRequestBodySchema,
    answer: OtpRequestAnswerSchema,
  },
  customerRegister: {
    ...CALL_ROUTES.customerRegister,
    path: CALL_PATHS.customerRegister,
    body: RegisterBodySchema,
    answer: RegisterAnswerSchema,
  },
  customerLogin: {
    ...CALL_ROUTES.customerLogin,
    path: CALL_PATHS.customerLogin,
    body: CustomerLoginBodySchema,
    answer: CustomerLoginAnswerSchema,
  },
  changePassword: {
    ...CALL_ROUTES.changePassword,
    path: CALL_PATHS.changePassword,
    body: ChangePasswordBodySchema,
    answer: ChangePasswordAnswerSchema,
  },
  logout: {
    ...CALL_ROUTES.logout,
    path: CALL_PATHS.logout,
    body: LogoutBodySchema,
    answer: LogoutAnswerSchema,
  },
  staffLogin: {
    ...CALL_ROUTES.staffLogin,
    path: CALL_PATHS.staffLogin,
    body: StaffLoginBodySchema,
    answer: StaffLoginAnswerSchema,
  },
  userDcs: {
    ...CALL_ROUTES.userDcs,
    path: CALL_PATHS.userDcs,
    answer: UserDcsAnswerSchema,
  },
  riderLogin: {
    ...CALL_ROUTES.riderLogin,
    path: CALL_PATHS.riderLogin,
    body: RiderLoginBodySchema,
    answer: RiderLoginAnswerSchema,
  },
  riderProfile: {
    ...CALL_ROUTES.riderProfile,
    path: CALL_PATHS.riderProfile,
    answer: RiderProfileAnswerSchema,
  },
  swapDc: {
    ...CALL_ROUTES.swapDc,
    path: CALL_PATHS.swapDc,
    params: SwapDcParamsSchema,
    answer: SwapDcAnswerSchema,
  },
  loginAsClient: {
    ...CALL_ROUTES.loginAsClient,
    path: CALL_PATHS.loginAsClient,
    params: LoginAsClientParamsSchema,
    query: LoginAsClientQuerySchema,
    answer: LoginAsClientAnswerSchema,
  },
  lineRevokeToken: {
    ...CALL_ROUTES.lineRevokeToken,
    path: CALL_PATHS.lineRevokeToken,
    answer: LineLogoutAnswerSchema,
  },
  merchantLineLogout: {
    ...CALL_ROUTES.merchantLineLogout,
    path: CALL_PATHS.merchantLineLogout,
    answer: LineLogoutAnswerSchema,
  },
  lineCustomerLogin: {
    ...CALL_ROUTES.lineCustomerLogin,
    path: CALL_PATHS.lineCustomerLogin,
    headers: InternalHeadersSchema,
    body: LineLoginBodySchema,
    answer: LineCustomerLoginAnswerSchema,
  },
  lineStaffLogin: {
    ...CALL_ROUTES.lineStaffLogin,
    path: CALL_PATHS.lineStaffLogin,
    headers: InternalHeadersSchema,
    body: LineLoginBodySchema,
    answer: LineStaffLoginAnswerSchema,
  },
  lineLink: {
    ...CALL_ROUTES.lineLink,
    path: CALL_PATHS.lineLink,
    headers: InternalHeadersSchema,
    body: LineLinkBodySchema,
    answer: LineLinkAnswerSchema,
  },
  lineFriendship: {
    ...CALL_ROUTES.lineFriendship,
    path: CALL_PATHS.lineFriendship,
    headers: InternalHeadersSchema,
    body: LineFriendshipBodySchema,
    answer: LineFriendshipAnswerSchema,
  },

  // -- center -----------------------------------------------------------------------------------
  customerDcs: {
    ...CALL_ROUTES.customerDcs,
    path: CALL_PATHS.customerDcs,
    query: CustomerDcsQuerySchema,
    answer: CustomerDcsAnswerSchema,
  },
  customerDcsAll: {
    ...CALL_ROUTES.customerDcsAll,
    path: CALL_PATHS.customerDcsAll,
    query: CustomerDcsAllQuerySchema,
    answer: CustomerDcsAllAnswerSchema,
  },

  // -- product ----------------------------------------------------------------------------------
  productItems: {
    ...CALL_ROUTES.productItems,
    path: CALL_PATHS.productItems,
    body: ProductItemsBodySchema,
    answer: ProductItemsAnswerSchema,
  },
  productDetail: {
    ...CALL_ROUTES.productDetail,
    path: CALL_PATHS.productDetail,
    params: ProductDetailParamsSchema,
    query: ProductDetailQuerySchema,
    answer: ProductDetailAnswerSchema,
  },
  autoComplete: {
    ...CALL_ROUTES.autoComplete,
    path: CALL_PATHS.autoComplete,
    query: AutoCompleteQuerySchema,
    answer: AutoCompleteAnswerSchema,
  },
  merchantProductItems: {
    ...CALL_ROUTES.merchantProductItems,
    path: CALL_PATHS.merchantProductItems,
    body: MerchantProductItemsBodySchema,
    answer: MerchantProductItemsAnswerSchema,
  },
  productSave: {
    ...CALL_ROUTES.productSave,
    path: CALL_PATHS.productSave,
    body: ProductSaveBodySchema,
    answer: ProductSaveAnswerSchema,
  },
  productImageUpload: {
    ...CALL_ROUTES.productImageUpload,
    path: CALL_PATHS.productImageUpload,
    multipart: {
      files: IMAGE_FILE,
      fields: z.object({
        saleUnit: SaleUnitSchema,
        P_Code: ProductCodeSchema,
      }),
    },
    answer: z.looseObject({ Data: z.string() }),
  },
  productToggleActive: {
    ...CALL_ROUTES.productToggleActive,
    path: CALL_PATHS.productToggleActive,
    params: ProductActiveParamsSchema,
    answer: ProductActiveAnswerSchema,
  },
  materialTypes: {
    ...CALL_ROUTES.materialTypes,
    path: CALL_PATHS.materialTypes,
    answer: MaterialTypesAnswerSchema,
  },
  advancePriceByProduct: {
    ...CALL_ROUTES.advancePriceByProduct,
    path: CALL_PATHS.advancePriceByProduct,
    body: AdvancePriceByProductBodySchema,
    answer: AdvancePriceByProductAnswerSchema,
  },
  advancePriceSave: {
    ...CALL_ROUTES.advancePriceSave,
    path: CALL_PATHS.advancePriceSave,
    body: AdvancePriceSaveBodySchema,
    answer: AdvancePriceSaveAnswerSchema,
  },

  // -- category, display groups, news, content --------------------------------------------------
  hierarchyAll: {
    ...CALL_ROUTES.hierarchyAll,
    path: CALL_PATHS.hierarchyAll,
    body: HierarchyAllBodySchema,
    answer: HierarchyAllAnswerSchema,
  },
  displayGroup: {
    ...CALL_ROUTES.displayGroup,
    path: CALL_PATHS.displayGroup,
    params: DisplayGroupParamsSchema,
    query: DisplayGroupQuerySchema,
    answer: DisplayGroupAnswerSchema,
  },
  whatsNew: {
    ...CALL_ROUTES.whatsNew,
    path: CALL_PATHS.whatsNew,
    body: WhatsNewBodySchema,
    answer: WhatsNewAnswerSchema,
  },
  cookiesPolicy: {
    ...CALL_ROUTES.cookiesPolicy,
    path: CALL_PATHS.cookiesPolicy,
    answer: CookiesPolicyAnswerSchema,
  },
  content: {
    ...CALL_ROUTES.content,
    path: CALL_PATHS.content,
    params: ContentParamsSchema,
    answer: ContentAnswerSchema,
  },
  contentByCode: {
    ...CALL_ROUTES.contentByCode,
    path: CALL_PATHS.contentByCode,
    params: ContentCodeParamsSchema,
    answer: ContentAnswerSchema,
  },
  contentList: {
    ...CALL_ROUTES.contentList,
    path: CALL_PATHS.contentList,
    query: ContentListQuerySchema,
    answer: ContentListAnswerSchema,
  },
  contentSave: {
    ...CALL_ROUTES.contentSave,
    path: CALL_PATHS.contentSave,
    body: ContentSaveBodySchema,
    answer: ContentSaveAnswerSchema,
  },
  newsList: {
    ...CALL_ROUTES.newsList,
    path: CALL_PATHS.newsList,
    query: NewsListQuerySchema,
    answer: NewsListAnswerSchema,
  },
  newsItem: {
    ...CALL_ROUTES.newsItem,
    path: CALL_PATHS.newsItem,
    params: NewsParamsSchema,
    answer: NewsAnswerSchema,
  },

  // -- wishlist ---------------------------------------------------------------------------------
  favouriteItems: {
    ...CALL_ROUTES.favouriteItems,
    path: CALL_PATHS.favouriteItems,
    query: FavouriteItemsQuerySchema,
    answer: FavouriteItemsAnswerSchema,
  },
  favouriteAdd: {
    ...CALL_ROUTES.favouriteAdd,
    path: CALL_PATHS.favouriteAdd,
    body: FavouriteChangeBodySchema,
    answer: FavouriteChangeAnswerSchema,
  },
  favouriteRemove: {
    ...CALL_ROUTES.favouriteRemove,
    path: CALL_PATHS.favouriteRemove,
    body: FavouriteChangeBodySchema,
    answer: FavouriteChangeAnswerSchema,
  },

  // -- promotion (back office) --------------------------------------------------------------------
  promotionList: {
    ...CALL_ROUTES.promotionList,
    path: CALL_PATHS.promotionList,
    query: PromotionListQuerySchema,
    answer: PromotionListAnswerSchema,
  },
  promotionProducts: {
    ...CALL_ROUTES.promotionProducts,
    path: CALL_PATHS.promotionProducts,
    query: PromotionProductsQuerySchema,
    answer: PromotionProductsAnswerSchema,
  },
  promotionDetail: {
    ...CALL_ROUTES.promotionDetail,
    path: CALL_PATHS.promotionDetail,
    params: PromotionDetailParamsSchema,
    query: PromotionDetailQuerySchema,
    answer: PromotionDetailAnswerSchema,
  },
  promotionMasterData: {
    ...CALL_ROUTES.promotionMasterData,
    path: CALL_PATHS.promotionMasterData,
    answer: PromotionMasterDataAnswerSchema,
  },
  promotionCustomers: {
    ...CALL_ROUTES.promotionCustomers,
    path: CALL_PATHS.promotionCustomers,
    query: PromotionCustomersQuerySchema,
    answer: PromotionCustomersAnswerSchema,
  },
  promotionCreate: {
    ...CALL_ROUTES.promotionCreate,
    path: CALL_PATHS.promotionCreate,
    body: PromotionSaveBodySchema,
    answer: PromotionSaveAnswerSchema,
  },
  promotionUpdate: {
    ...CALL_ROUTES.promotionUpdate,
    path: CALL_PATHS.promotionUpdate,
    params: PromotionUpdateParamsSchema,
    body: PromotionSaveBodySchema,
    answer: PromotionSaveAnswerSchema,
  },

  // -- coupon -----------------------------------------------------------------------------------
  customerCoupons: {
    ...CALL_ROUTES.customerCoupons,
    path: CALL_PATHS.customerCoupons,
    body: CustomerCouponsBodySchema,
    answer: CustomerCouponsAnswerSchema,
  },
  checkCoupon: {
    ...CALL_ROUTES.checkCoupon,
    path: CALL_PATHS.checkCoupon,
    body: CheckCouponBodySchema,
    answer: CheckCouponAnswerSchema,
  },

  // -- address ----------------------------------------------------------------------------------
  deliveryAddressList: {
    ...CALL_ROUTES.deliveryAddressList,
    path: CALL_PATHS.deliveryAddressList,
    body: DeliveryAddressListBodySchema,
    answer: DeliveryAddressListAnswerSchema,
  },
  addDeliveryAddress: {
    ...CALL_ROUTES.addDeliveryAddress,
    path: CALL_PATHS.addDeliveryAddress,
    body: AddDeliveryAddressBodySchema,
    answer: DeliveryAddressWriteAnswerSchema,
  },
  updateDeliveryAddress: {
    ...CALL_ROUTES.updateDeliveryAddress,
    path: CALL_PATHS.updateDeliveryAddress,
    body: UpdateDeliveryAddressBodySchema,
    answer: DeliveryAddressWriteAnswerSchema,
  },
  deleteDeliveryAddress: {
    ...CALL_ROUTES.deleteDeliveryAddress,
    path: CALL_PATHS.deleteDeliveryAddress,
    body: DeleteDeliveryAddressBodySchema,
    answer: DeliveryAddressWriteAnswerSchema,
  },

  // -- cart -------------------------------------------------------------------------------------
  cartGet: {
    ...CALL_ROUTES.cartGet,
    path: CALL_PATHS.cartGet,
    query: CartSyncQuerySchema,
    answer: CartStateAnswerSchema,
  },
  cartSync: {
    ...CALL_ROUTES.cartSync,
    path: CALL_PATHS.cartSync,
    body: CartSyncBodySchema,
    answer: CartStateAnswerSchema,
  },
  cartMerge: {
    ...CALL_ROUTES.cartMerge,
    path: CALL_PATHS.cartMerge,
    headers: CartMergeHeadersSchema,
    body: CartMergeBodySchema,
    answer: CartStateAnswerSchema,
  },
  cartPrice: {
    ...CALL_ROUTES.cartPrice,
    path: CALL_PATHS.cartPrice,
    body: CartPriceBodySchema,
    answer: PricedCartSchema,
  },
  orderCheckout: {
    ...CALL_ROUTES.orderCheckout,
    path: CALL_PATHS.orderCheckout,
    body: CheckoutBodySchema,
    answer: CheckoutAnswerSchema,
  },

  // -- order ------------------------------------------------------------------------------------
  orderList: {
    ...CALL_ROUTES.orderList,
    path: CALL_PATHS.orderList,
    query: OrderListQuerySchema,
    answer: OrderListAnswerSchema,
  },
  orderDetail: {
    ...CALL_ROUTES.orderDetail,
    path: CALL_PATHS.orderDetail,
    body: OrderDetailBodySchema,
    answer: OrderDetailAnswerSchema,
  },
  orderPlace: {
    ...CALL_ROUTES.orderPlace,
    path: CALL_PATHS.orderPlace,
    headers: IdempotencyHeadersSchema,
    body: OrderPlaceBodySchema,
    answer: OrderPlaceAnswerSchema,
  },
  orderCancel: {
    ...CALL_ROUTES.orderCancel,
    path: CALL_PATHS.orderCancel,
    params: OrderRefParamsSchema,
    body: OrderCancelBodySchema,
    answer: OrderCancelAnswerSchema,
  },
  orderTracking: {
    ...CALL_ROUTES.orderTracking,
    path: CALL_PATHS.orderTracking,
    params: OrderRefParamsSchema,
    answer: OrderTrackingAnswerSchema,
  },
  subscriptionList: {
    ...CALL_ROUTES.subscriptionList,
    path: CALL_PATHS.subscriptionList,
    answer: SubscriptionListAnswerSchema,
  },
  subscriptionGet: {
    ...CALL_ROUTES.subscriptionGet,
    path: CALL_PATHS.subscriptionGet,
    params: SubscriptionParamsSchema,
    answer: SubscriptionAnswerSchema,
  },
  subscriptionCreate: {
    ...CALL_ROUTES.subscriptionCreate,
    path: CALL_PATHS.subscriptionCreate,
    body: SubscriptionSaveBodySchema,
    answer: SubscriptionAnswerSchema,
  },
  subscriptionUpdate: {
    ...CALL_ROUTES.subscriptionUpdate,
    path: CALL_PATHS.subscriptionUpdate,
    params: SubscriptionParamsSchema,
    body: SubscriptionSaveBodySchema,
    answer: SubscriptionAnswerSchema,
  },
  subscriptionDelete: {
    ...CALL_ROUTES.subscriptionDelete,
    path: CALL_PATHS.subscriptionDelete,
    params: SubscriptionParamsSchema,
    answer: StatusAnswerSchema,
  },
  subscriptionPause: {
    ...CALL_ROUTES.subscriptionPause,
    path: CALL_PATHS.subscriptionPause,
    params: SubscriptionParamsSchema,
    answer: SubscriptionAnswerSchema,
  },
  subscriptionResume: {
    ...CALL_ROUTES.subscriptionResume,
    path: CALL_PATHS.subscriptionResume,
    params: SubscriptionParamsSchema,
    answer: SubscriptionAnswerSchema,
  },
  subscriptionCancel: {
    ...CALL_ROUTES.subscriptionCancel,
    path: CALL_PATHS.subscriptionCancel,
    params: SubscriptionParamsSchema,
    answer: SubscriptionAnswerSchema,
  },
  subscriptionRunDue: {
    ...CALL_ROUTES.subscriptionRunDue,
    path: CALL_PATHS.subscriptionRunDue,
    answer: RunDueAnswerSchema,
  },
  merchantOrderList: {
    ...CALL_ROUTES.merchantOrderList,
    path: CALL_PATHS.merchantOrderList,
    query: MerchantOrderListQuerySchema,
    answer: MerchantOrderListAnswerSchema,
  },
  merchantOrderDetail: {
    ...CALL_ROUTES.merchantOrderDetail,
    path: CALL_PATHS.merchantOrderDetail,
    body: OrderDetailBodySchema,
    answer: MerchantOrderDetailAnswerSchema,
  },
  merchantTrackingEdit: {
    ...CALL_ROUTES.merchantTrackingEdit,
    path: CALL_PATHS.merchantTrackingEdit,
    params: OrderRefParamsSchema,
    body: MerchantTrackingBodySchema,
    answer: MerchantTrackingAnswerSchema,
  },
  merchantOrderAction: {
    ...CALL_ROUTES.merchantOrderAction,
    path: CALL_PATHS.merchantOrderAction,
    params: OrderRefParamsSchema,
    body: MerchantOrderActionBodySchema,
    answer: MerchantOrderActionAnswerSchema,
  },
  merchantRiders: {
    ...CALL_ROUTES.merchantRiders,
    path: CALL_PATHS.merchantRiders,
    query: MerchantRidersQuerySchema,
    answer: MerchantRidersAnswerSchema,
  },

  // -- merchant ---------------------------------------------------------------------------------
  bankList: {
    ...CALL_ROUTES.bankList,
    path: CALL_PATHS.bankList,
    query: BankQuerySchema,
    answer: BankAnswerSchema,
  },
  merchantDist: {
    ...CALL_ROUTES.merchantDist,
    path: CALL_PATHS.merchantDist,
    query: MerchantDistQuerySchema,
    answer: MerchantDistAnswerSchema,
  },
  merchantRegister: {
    ...CALL_ROUTES.merchantRegister,
    path: CALL_PATHS.merchantRegister,
    body: MerchantRegisterBodySchema,
    answer: MerchantRegisterAnswerSchema,
  },
  merchantUploadImage: {
    ...CALL_ROUTES.merchantUploadImage,
    path: CALL_PATHS.merchantUploadImage,
    multipart: { files: MERCHANT_UPLOAD_IMAGE_FILES, fields: MerchantUploadImageFieldsSchema },
    answer: MerchantUploadImageAnswerSchema,
  },
  merchantProfile: {
    ...CALL_ROUTES.merchantProfile,
    path: CALL_PATHS.merchantProfile,
    answer: MerchantProfileAnswerSchema,
  },
  merchantProfileUpdate: {
    ...CALL_ROUTES.merchantProfileUpdate,
    path: CALL_PATHS.merchantProfileUpdate,
    body: MerchantProfileUpdateBodySchema,
    answer: MerchantProfileUpdateAnswerSchema,
  },
  merchantChangePassword: {
    ...CALL_ROUTES.merchantChangePassword,
    path: CALL_PATHS.merchantChangePassword,
    body: MerchantChangePasswordBodySchema,
    answer: MerchantChangePasswordAnswerSchema,
  },
  merchantProfileDcs: {
    ...CALL_ROUTES.merchantProfileDcs,
    path: CALL_PATHS.merchantProfileDcs,
    answer: MerchantProfileDcsAnswerSchema,
  },
  joinRequestList: {
    ...CALL_ROUTES.joinRequestList,
    path: CALL_PATHS.joinRequestList,
    answer: JoinRequestListAnswerSchema,
  },
  joinRequestAnswer: {
    ...CALL_ROUTES.joinRequestAnswer,
    path: CALL_PATHS.joinRequestAnswer,
    params: JoinRequestParamsSchema,
    body: JoinRequestAnswerBodySchema,
    answer: JoinRequestAnswerAnswerSchema,
  },
  photoGroups: {
    ...CALL_ROUTES.photoGroups,
    path: CALL_PATHS.photoGroups,
    query: PhotoGroupQuerySchema,
    answer: PhotoGroupAnswerSchema,
  },
  customerList: {
    ...CALL_ROUTES.customerList,
    path: CALL_PATHS.customerList,
    query: MerchantCustomerListQuerySchema,
    answer: MerchantCustomerListAnswerSchema,
  },
  customerDetail: {
    ...CALL_ROUTES.customerDetail,
    path: CALL_PATHS.customerDetail,
    params: MerchantCustomerParamsSchema,
    answer: MerchantCustomerAnswerSchema,
  },
  customerApprove: {
    ...CALL_ROUTES.customerApprove,
    path: CALL_PATHS.customerApprove,
    params: MerchantCustomerParamsSchema,
    body: CustomerApproveBodySchema,
    answer: MerchantCustomerAnswerSchema,
  },
  customerFiles: {
    ...CALL_ROUTES.customerFiles,
    path: CALL_PATHS.customerFiles,
    query: CustomerFileQuerySchema,
    answer: CustomerFileAnswerSchema,
  },
  customerFileUpload: {
    ...CALL_ROUTES.customerFileUpload,
    path: CALL_PATHS.customerFileUpload,
    multipart: { files: IMAGE_FILE, fields: CustomerFileUploadFieldsSchema },
    answer: CustomerFileUploadAnswerSchema,
  },
  surveys: {
    ...CALL_ROUTES.surveys,
    path: CALL_PATHS.surveys,
    query: SurveyQuerySchema,
    answer: SurveyAnswerSchema,
  },
  tagList: {
    ...CALL_ROUTES.tagList,
    path: CALL_PATHS.tagList,
    query: TagListQuerySchema,
    answer: TagListAnswerSchema,
  },
  tagCreate: {
    ...CALL_ROUTES.tagCreate,
    path: CALL_PATHS.tagCreate,
    body: TagCreateBodySchema,
    answer: TagSchema,
  },
  tagDetail: {
    ...CALL_ROUTES.tagDetail,
    path: CALL_PATHS.tagDetail,
    params: RecordIdParamsSchema,
    answer: TagSchema,
  },
  tagUpdate: {
    ...CALL_ROUTES.tagUpdate,
    path: CALL_PATHS.tagUpdate,
    params: RecordIdParamsSchema,
    body: TagUpdateBodySchema,
    answer: TagSchema,
  },
  tagDelete: {
    ...CALL_ROUTES.tagDelete,
    path: CALL_PATHS.tagDelete,
    params: RecordIdParamsSchema,
    answer: TagDeleteAnswerSchema,
  },
  tagMembers: {
    ...CALL_ROUTES.tagMembers,
    path: CALL_PATHS.tagMembers,
    params: RecordIdParamsSchema,
    query: TagCustomersQuerySchema,
    answer: TagCustomersAnswerSchema,
  },
  tagCustomerSearch: {
    ...CALL_ROUTES.tagCustomerSearch,
    path: CALL_PATHS.tagCustomerSearch,
    params: RecordIdParamsSchema,
    query: TagCustomersQuerySchema,
    answer: TagCustomersAnswerSchema,
  },
  tagMembersAdd: {
    ...CALL_ROUTES.tagMembersAdd,
    path: CALL_PATHS.tagMembersAdd,
    params: RecordIdParamsSchema,
    body: TagMembersBodySchema,
    answer: TagMembersAnswerSchema,
  },
  tagMembersRemove: {
    ...CALL_ROUTES.tagMembersRemove,
    path: CALL_PATHS.tagMembersRemove,
    params: RecordIdParamsSchema,
    body: TagMembersBodySchema,
    answer: TagMembersAnswerSchema,
  },
  broadcastList: {
    ...CALL_ROUTES.broadcastList,
    path: CALL_PATHS.broadcastList,
    query: BroadcastListQuerySchema,
    answer: BroadcastListAnswerSchema,
  },
  broadcastPreview: {
    ...CALL_ROUTES.broadcastPreview,
    path: CALL_PATHS.broadcastPreview,
    body: BroadcastCreateBodySchema,
    answer: BroadcastPreviewAnswerSchema,
  },
  broadcastCreate: {
    ...CALL_ROUTES.broadcastCreate,
    path: CALL_PATHS.broadcastCreate,
    body: BroadcastCreateBodySchema,
    answer: BroadcastDetailAnswerSchema,
  },
  broadcastDetail: {
    ...CALL_ROUTES.broadcastDetail,
    path: CALL_PATHS.broadcastDetail,
    params: RecordIdParamsSchema,
    answer: BroadcastDetailAnswerSchema,
  },
  broadcastCancel: {
    ...CALL_ROUTES.broadcastCancel,
    path: CALL_PATHS.broadcastCancel,
    params: RecordIdParamsSchema,
    answer: BroadcastDetailAnswerSchema,
  },
  broadcastImage: {
    ...CALL_ROUTES.broadcastImage,
    path: CALL_PATHS.broadcastImage,
    multipart: { files: IMAGE_FILE, fields: BroadcastImageFieldsSchema },
    answer: BroadcastImageAnswerSchema,
  },
  surveySave: {
    ...CALL_ROUTES.surveySave,
    path: CALL_PATHS.surveySave,
    body: SurveySaveBodySchema,
    answer: SurveySaveAnswerSchema,
  },
  surveyFill: {
    ...CALL_ROUTES.surveyFill,
    path: CALL_PATHS.surveyFill,
    body: SurveyFillBodySchema,
    answer: SurveyFillAnswerSchema,
  },
  surveyResponses: {
    ...CALL_ROUTES.surveyResponses,
    path: CALL_PATHS.surveyResponses,
    query: SurveyResponsesQuerySchema,
    answer: SurveyResponsesAnswerSchema,
  },

  // -- customer ---------------------------------------------------------------------------------
  profilePicture: {
    ...CALL_ROUTES.profilePicture,
    path: CALL_PATHS.profilePicture,
    answer: ProfilePictureAnswerSchema,
  },
  profilePictureUpload: {
    ...CALL_ROUTES.profilePictureUpload,
    path: CALL_PATHS.profilePictureUpload,
    multipart: { files: IMAGE_FILE, fields: NoFieldsSchema },
    answer: ProfilePictureUploadAnswerSchema,
  },
  profileUpdate: {
    ...CALL_ROUTES.profileUpdate,
    path: CALL_PATHS.profileUpdate,
    body: ProfileUpdateBodySchema,
    answer: ProfileUpdateAnswerSchema,
  },

  // -- master data, reports ---------------------------------------------------------------------
  allProvince: {
    ...CALL_ROUTES.allProvince,
    path: CALL_PATHS.allProvince,
    body: AllProvinceBodySchema,
    answer: AllProvinceAnswerSchema,
  },
  reportNewCustomers: {
    ...CALL_ROUTES.reportNewCustomers,
    path: CALL_PATHS.reportNewCustomers,
    query: ReportQuerySchema,
    answer: ReportAnswerSchema,
  },
  reportTopSale: {
    ...CALL_ROUTES.reportTopSale,
    path: CALL_PATHS.reportTopSale,
    query: ReportQuerySchema,
    answer: ReportAnswerSchema,
  },

  // -- pdpa, points -----------------------------------------------------------------------------
  savePdpa: {
    ...CALL_ROUTES.savePdpa,
    path: CALL_PATHS.savePdpa,
    body: SavePdpaBodySchema,
    answer: SavePdpaAnswerSchema,
  },
  pdpaStatus: {
    ...CALL_ROUTES.pdpaStatus,
    path: CALL_PATHS.pdpaStatus,
    answer: PdpaStatusAnswerSchema,
  },
  getPoint: {
    ...CALL_ROUTES.getPoint,
    path: CALL_PATHS.getPoint,
    body: GetPointBodySchema,
    answer: GetPointAnswerSchema,
  },
  pointHistory: {
    ...CALL_ROUTES.pointHistory,
    path: CALL_PATHS.pointHistory,
    query: PointHistoryQuerySchema,
    answer: PointHistoryAnswerSchema,
  },
  pointRedeem: {
    ...CALL_ROUTES.pointRedeem,
    path: CALL_PATHS.pointRedeem,
    params: OrderRefParamsSchema,
    body: RedeemActionBodySchema,
    answer: RedeemActionAnswerSchema,
  },

  // -- chat -------------------------------------------------------------------------------------
  chatRooms: {
    ...CALL_ROUTES.chatRooms,
    path: CALL_PATHS.chatRooms,
    answer: ChatRoomListAnswerSchema,
  },
  chatOpenRoom: {
    ...CALL_ROUTES.chatOpenRoom,
    path: CALL_PATHS.chatOpenRoom,
    body: ChatOpenRoomBodySchema,
    answer: ChatRoomAnswerSchema,
  },
  chatMessages: {
    ...CALL_ROUTES.chatMessages,
    path: CALL_PATHS.chatMessages,
    params: ChatRoomParamsSchema,
    query: ChatMessagesQuerySchema,
    answer: ChatMessagesAnswerSchema,
  },
  chatSend: {
    ...CALL_ROUTES.chatSend,
    path: CALL_PATHS.chatSend,
    params: ChatRoomParamsSchema,
    body: ChatSendBodySchema,
    answer: ChatSendAnswerSchema,
  },
  chatRead: {
    ...CALL_ROUTES.chatRead,
    path: CALL_PATHS.chatRead,
    params: ChatRoomParamsSchema,
    answer: ChatReadAnswerSchema,
  },
  chatEvents: {
    ...CALL_ROUTES.chatEvents,
    path: CALL_PATHS.chatEvents,
    params: ChatRoomParamsSchema,
    answer: null,
  },
  chatUpload: {
    ...CALL_ROUTES.chatUpload,
    path: CALL_PATHS.chatUpload,
    multipart: { files: IMAGE_FILE, fields: ChatUploadFieldsSchema },
    answer: ChatUploadAnswerSchema,
  },

  // -- payment ----------------------------------------------------------------------------------
  paymentMethods: {
    ...CALL_ROUTES.paymentMethods,
    path: CALL_PATHS.paymentMethods,
    query: PaymentMethodsQuerySchema,
    answer: PaymentMethodsAnswerSchema,
  },
  paymentCreate: {
    ...CALL_ROUTES.paymentCreate,
    path: CALL_PATHS.paymentCreate,
    body: PaymentCreateBodySchema,
    answer: PaymentCreateAnswerSchema,
  },
  paymentInquiry: {
    ...CALL_ROUTES.paymentInquiry,
    path: CALL_PATHS.paymentInquiry,
    params: PaymentInquiryParamsSchema,
    answer: PaymentInquiryAnswerSchema,
  },
  paymentSlip: {
    ...CALL_ROUTES.paymentSlip,
    path: CALL_PATHS.paymentSlip,
    multipart: { files: IMAGE_FILE, fields: PaymentSlipFieldsSchema },
    answer: PaymentSlipAnswerSchema,
  },
  paymentOrder: {
    ...CALL_ROUTES.paymentOrder,
    path: CALL_PATHS.paymentOrder,
    params: PaymentOrderParamsSchema,
    answer: PaymentOrderAnswerSchema,
  },
  paymentThaiQrCallback: {
    ...CALL_ROUTES.paymentThaiQrCallback,
    path: CALL_PATHS.paymentThaiQrCallback,
    body: ThaiQrCallbackBodySchema,
    answer: ThaiQrCallbackAnswerSchema,
  },
  paymentReconcile: {
    ...CALL_ROUTES.paymentReconcile,
    path: CALL_PATHS.paymentReconcile,
    answer: PaymentReconcileAnswerSchema,
  },
  paymentLinePayConfirm: {
    ...CALL_ROUTES.paymentLinePayConfirm,
    path: CALL_PATHS.paymentLinePayConfirm,
    body: LinePayConfirmBodySchema,
    answer: LinePayConfirmAnswerSchema,
  },
  merchantPaymentView: {
    ...CALL_ROUTES.merchantPaymentView,
    path: CALL_PATHS.merchantPaymentView,
    params: PaymentOrderParamsSchema,
    answer: MerchantPaymentViewAnswerSchema,
  },
  merchantPaymentRefund: {
    ...CALL_ROUTES.merchantPaymentRefund,
    path: CALL_PATHS.merchantPaymentRefund,
    params: PaymentOrderParamsSchema,
    body: MerchantPaymentRefundBodySchema,
    answer: MerchantPaymentRefundAnswerSchema,
  },
  paymentGhlReturn: {
    ...CALL_ROUTES.paymentGhlReturn,
    path: CALL_PATHS.paymentGhlReturn,
    body: GhlMessageBodySchema,
    answer: z.unknown(),
  },
  paymentGhlCallback: {
    ...CALL_ROUTES.paymentGhlCallback,
    path: CALL_PATHS.paymentGhlCallback,
    body: GhlMessageBodySchema,
    answer: z.string(),
  },
  merchantPaymentReview: {
    ...CALL_ROUTES.merchantPaymentReview,
    path: CALL_PATHS.merchantPaymentReview,
    params: MerchantPaymentReviewParamsSchema,
    body: MerchantPaymentReviewBodySchema,
    answer: PaymentSchema,
  },
  paymentUnpaid: {
    ...CALL_ROUTES.paymentUnpaid,
    path: CALL_PATHS.paymentUnpaid,
    params: PaymentUnpaidParamsSchema,
    answer: PaymentUnpaidAnswerSchema,
  },
  paymentC2pCardCallback: {
    ...CALL_ROUTES.paymentC2pCardCallback,
    path: CALL_PATHS.paymentC2pCardCallback,
    body: ThaiQrCallbackBodySchema,
    answer: ThaiQrCallbackAnswerSchema,
  },
  paymentC2pCardReturn: {
    ...CALL_ROUTES.paymentC2pCardReturn,
    path: CALL_PATHS.paymentC2pCardReturn,
    params: C2pReturnParamsSchema,
    query: C2pReturnQuerySchema,
    body: C2pReturnBodySchema,
    answer: C2pReturnAnswerSchema,
  },
  paymentKbankCharge: {
    ...CALL_ROUTES.paymentKbankCharge,
    path: CALL_PATHS.paymentKbankCharge,
    params: C2pReturnParamsSchema,
    query: C2pReturnQuerySchema,
    body: KbankChargeBodySchema,
    answer: KbankChargeAnswerSchema,
  },
  paymentKbankReturn: {
    ...CALL_ROUTES.paymentKbankReturn,
    path: CALL_PATHS.paymentKbankReturn,
    params: C2pReturnParamsSchema,
    query: C2pReturnQuerySchema,
    body: KbankReturnBodySchema,
    answer: C2pReturnAnswerSchema,
  },

  // -- rider ------------------------------------------------------------------------------------
  riderOrders: {
    ...CALL_ROUTES.riderOrders,
    path: CALL_PATHS.riderOrders,
    query: RiderOrderListQuerySchema,
    answer: RiderOrderListAnswerSchema,
  },
  riderOrderDetail: {
    ...CALL_ROUTES.riderOrderDetail,
    path: CALL_PATHS.riderOrderDetail,
    params: OrderRefParamsSchema,
    answer: RiderOrderDetailAnswerSchema,
  },
  riderOrderStatus: {
    ...CALL_ROUTES.riderOrderStatus,
    path: CALL_PATHS.riderOrderStatus,
    params: OrderRefParamsSchema,
    headers: IdempotencyHeadersSchema,
    multipart: { files: ['photo', 'signature'], fields: RiderStatusFieldsSchema },
    answer: RiderStatusAnswerSchema,
  },
  riderHistory: {
    ...CALL_ROUTES.riderHistory,
    path: CALL_PATHS.riderHistory,
    query: RiderHistoryQuerySchema,
    answer: RiderHistoryAnswerSchema,
  },

  // -- agent ------------------------------------------------------------------------------------
  agentProfile: {
    ...CALL_ROUTES.agentProfile,
    path: CALL_PATHS.agentProfile,
    answer: AgentProfileAnswerSchema,
  },
  agentClients: {
    ...CALL_ROUTES.agentClients,
    path: CALL_PATHS.agentClients,
    query: AgentClientsQuerySchema,
    answer: AgentClientsAnswerSchema,
  },
  agentClientLogin: {
    ...CALL_ROUTES.agentClientLogin,
    path: CALL_PATHS.agentClientLogin,
    params: AgentClientParamsSchema,
    answer: CustomerUserSchema,
  },
  agentSwitchBack: {
    ...CALL_ROUTES.agentSwitchBack,
    path: CALL_PATHS.agentSwitchBack,
    answer: CustomerUserSchema,
  },
  agentClientRegister: {
    ...CALL_ROUTES.agentClientRegister,
    path: CALL_PATHS.agentClientRegister,
    body: AgentClientRegisterBodySchema,
    answer: AgentClientRegisterAnswerSchema,
  },
  agentProducts: {
    ...CALL_ROUTES.agentProducts,
    path: CALL_PATHS.agentProducts,
    query: AgentProductsQuerySchema,
    answer: AgentProductsAnswerSchema,
  },
  agentProduct: {
    ...CALL_ROUTES.agentProduct,
    path: CALL_PATHS.agentProduct,
    params: AgentProductParamsSchema,
    answer: AgentProductSchema,
  },
  agentProductSave: {
    ...CALL_ROUTES.agentProductSave,
    path: CALL_PATHS.agentProductSave,
    body: AgentProductSaveBodySchema,
    answer: AgentProductSaveAnswerSchema,
  },
  salesMySales: {
    ...CALL_ROUTES.salesMySales,
    path: CALL_PATHS.salesMySales,
    query: MySalesQuerySchema,
    answer: MySalesAnswerSchema,
  },
  salesClients: {
    ...CALL_ROUTES.salesClients,
    path: CALL_PATHS.salesClients,
    query: SalesClientsQuerySchema,
    answer: SalesClientsAnswerSchema,
  },

  // -- web-config -------------------------------------------------------------------------------
  webConfigItems: {
    ...CALL_ROUTES.webConfigItems,
    path: CALL_PATHS.webConfigItems,
    body: WebConfigItemsBodySchema,
    answer: WebConfigItemsAnswerSchema,
  },
  webConfigValues: {
    ...CALL_ROUTES.webConfigValues,
    path: CALL_PATHS.webConfigValues,
    answer: WebConfigValuesAnswerSchema,
  },
  webConfigSync: {
    ...CALL_ROUTES.webConfigSync,
    path: CALL_PATHS.webConfigSync,
    body: WebConfigSyncBodySchema,
    answer: WebConfigValuesAnswerSchema,
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
