// The contract and the rules of eorder. Import from '@eorder/shared'.
export * from './constants.js';
export * from './common/common.schema.js';
export * from './common/text.schema.js';
export * from './i18n/locale.js';

export * from './errors/error-codes.js';
export * from './errors/errors.schema.js';
export * from './errors/format-error-message.js';
export * from './errors/build-error-body.js';
export * from './errors/app-error.js';
export * from './errors/issue-message.js';

export * from './auth/auth.schema.js';
export * from './line/line.schema.js';
export * from './line/liff-open.js';
export * from './center/center.schema.js';

export * from './config/flags.schema.js';
export * from './config/config.schema.js';
export * from './config/cookie-names.js';
export * from './config/web-config.schema.js';
export * from './config/web-config-sync.schema.js';
export * from './survey/survey.schema.js';
export * from './survey/survey-answers.js';

// Rules
export * from './date/bangkok-date.js';
export * from './date/thai-date.js';
export * from './product/unit-count.js';
export * from './product/price-visibility.js';
export * from './product/pictures.js';
export * from './product/first-screen.js';
export * from './promotion/promotion-status.js';
export * from './promotion/default-period.js';
export * from './center/center-order.js';
export * from './cart/cart-key.js';
export * from './cart/point-total.js';
export * from './cart/merge-cart.js';
export * from './payment/payment-method.js';
export * from './input/number-only-key.js';
export * from './config/order-announcement.js';
export * from './agent/agent-verification.js';
export * from './auth/saleman-role.js';
export * from './van/choose-van.js';
export * from './maintenance/maintenance-banner.js';
export * from './navigation/back-navigation.js';
export * from './product/product-form.js';
export * from './promotion/promotion-form.js';
export * from './category/category-tree.js';
export * from './address/default-addresses.js';
export * from './order/order-status.js';
export * from './order/invoice-approval.js';
export * from './order/merchant-actions.js';
export * from './merchant/customer-photo-window.js';

// The contract: schemas of every call, by domain
export * from './common/health.schema.js';
export * from './product/product.schema.js';
export * from './category/category.schema.js';
export * from './display-group/display-group.schema.js';
export * from './news/news.schema.js';
export * from './content/content.schema.js';
export * from './wishlist/wishlist.schema.js';
export * from './promotion/promotion.schema.js';
export * from './coupon/coupon.schema.js';
export * from './address/address.schema.js';
export * from './cart/cart.schema.js';
export * from './cart/priced-cart.schema.js';
export * from './order/order.schema.js';
export * from './order/checkout.schema.js';
export * from './order/merchant-order.schema.js';
export * from './merchant/merchant.schema.js';
export * from './merchant/broadcast.schema.js';
export * from './customer/customer.schema.js';
export * from './master-data/master-data.schema.js';
export * from './report/report.schema.js';
export * from './pdpa/pdpa.schema.js';
export * from './point/point.schema.js';
export * from './chat/chat.schema.js';
export * from './payment/payment.schema.js';
export * from './payment/refund.schema.js';
export * from './payment/ghl-review.schema.js';
export * from './payment/card.schema.js';
export * from './rider/rider.schema.js';
export * from './agent/agent.schema.js';
export * from './merchant/my-sales.schema.js';

// The registry of calls: the paths alone, their descriptions, and every call with its schemas
export * from './call-paths.js';
export * from './first-visit-call-paths.js';
export * from './call-routes.js';
export * from './paths.js';
export * from './not-yet-built.js';
