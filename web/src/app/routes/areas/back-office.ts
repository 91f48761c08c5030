// The merchant back office's routes (and the pages it opens beside it: the sales and registration
// pages, the configuration sync): registered by the router the first time a path of the area is
// opened, so the customer's first visit carries neither this list nor the loaders of its pages.
import type { PathName } from '@/config/paths';
import { authRoutes } from '@/features/auth';
import { featurePage, fromModule, NONE, route, routes, STAFF } from '../../route-spec';

const merchantPage = (name: PathName) => fromModule(() => import('@/features/shell-pages/merchant-pages'), name);
const chatPage = (name: PathName) => fromModule(() => import('@/features/shell-pages/chat-pages'), name);
const adminConfigPage = (name: PathName) => fromModule(() => import('@/features/admin-config/routes'), name);

export const specs = [
  route('merchantLogin', 'minimal', NONE, featurePage(authRoutes.merchantLogin)),
  route('merchantVerifyOtp', 'minimal', NONE, featurePage(authRoutes.merchantVerifyOtp)),
  ...routes('minimal', NONE, merchantPage, [
    'merchantRegister',
    'merchantRegisterDist',
    'merchantRegisterDistAddress',
    'merchantRegisterDistBookbank',
    'merchantRegisterDistImage',
    'merchantRegisterDistLocation',
    'merchantRegisterDistSelect',
    'merchantRegisterDistSuccess',
  ]),
  ...routes('merchant', STAFF, merchantPage, [
    'merchantHome',
    'merchantOrder',
    'merchantOrderRedeem',
    'merchantOrderDetail',
    'merchantOrderPayment',
    'merchantOrderTracking',
    'merchantProduct',
    'merchantProductDetail',
    'merchantProductAdvancePrice',
    'merchantProductPriceLevelUnit1',
    'merchantProductPriceLevelUnit2',
    'merchantProductPriceLevelUnit3',
    'merchantProductCategory',
    'merchantPromotion',
    'merchantPromotionDetail',
    'merchantPromotionCondition',
    'merchantPromotionStepDetail',
    'merchantCustomer',
    'merchantCustomerDetail',
    'merchantCustomerPhoto',
    'merchantCustomerPhotoCapture',
    'merchantBroadcast',
    'merchantBroadcastCreate',
    'merchantBroadcastDetail',
    'merchantTag',
    'merchantTagCreate',
    'merchantTagDetail',
    'merchantSurvey',
    'merchantProfile',
    'merchantProfileEdit',
    'merchantProfileChangePassword',
    'merchantProfileDc',
  ]),
  ...routes('merchant', STAFF, chatPage, ['merchantSupportChat', 'merchantSupportChatCustomer']),
  ...routes('merchant', STAFF, merchantPage, ['salesMySales', 'manageRegisterFromPc']),
  route('adminConfigSync', 'minimal', STAFF, adminConfigPage('adminConfigSync')),
];
