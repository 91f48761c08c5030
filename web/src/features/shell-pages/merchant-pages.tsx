// Merchant back-office pages (specification part 2), each from its feature's own chunk.
import { lazy, type ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import type { PageModule } from './title-page';

/**
 * A page of a feature's own chunk, fetched when the page is first opened. The router takes a
 * component, and a lazy one may not resolve to another lazy one: a plain component renders it.
 */
function featurePage(load: () => Promise<{ pages: Partial<Record<PathName, ComponentType>> }>, name: PathName): ComponentType {
  const Lazy = lazy(async () => {
    const page = (await load()).pages[name];
    if (!page) throw new Error(`No page for route ${name}`);
    return { default: page };
  });
  function FeaturePage() {
    return <Lazy />;
  }
  FeaturePage.displayName = `FeaturePage(${name})`;
  return FeaturePage;
}
const promotionPage = (name: PathName) => featurePage(() => import('@/features/merchant-promotions/routes'), name);
const dashboardPage = (name: PathName) => featurePage(() => import('@/features/merchant-home/routes'), name);
const orderPage = (name: PathName) => featurePage(() => import('@/features/merchant-orders/routes'), name);
const productPage = (name: PathName) => featurePage(() => import('@/features/merchant-products/routes'), name);
const registerPage = (name: PathName) => featurePage(() => import('@/features/merchant-register/routes'), name);
const profilePage = (name: PathName) => featurePage(() => import('@/features/merchant-profile/routes'), name);
const broadcastPage = (name: PathName) => featurePage(() => import('@/features/merchant-broadcast/routes'), name);
const customerPage = (name: PathName) => featurePage(() => import('@/features/merchant-customers/routes'), name);
const surveyPage = (name: PathName) => featurePage(() => import('@/features/merchant-surveys/routes'), name);
const actingPage = (name: PathName) => featurePage(() => import('@/features/acting/routes'), name);

export const pages: PageModule = {
  merchantHome: dashboardPage('merchantHome'),
  merchantRegister: registerPage('merchantRegister'),
  merchantRegisterDist: registerPage('merchantRegisterDist'),
  merchantRegisterDistAddress: registerPage('merchantRegisterDistAddress'),
  merchantRegisterDistBookbank: registerPage('merchantRegisterDistBookbank'),
  merchantRegisterDistImage: registerPage('merchantRegisterDistImage'),
  merchantRegisterDistLocation: registerPage('merchantRegisterDistLocation'),
  merchantRegisterDistSelect: registerPage('merchantRegisterDistSelect'),
  merchantRegisterDistSuccess: registerPage('merchantRegisterDistSuccess'),
  merchantOrder: orderPage('merchantOrder'),
  merchantOrderDetail: orderPage('merchantOrderDetail'),
  merchantOrderPayment: orderPage('merchantOrderPayment'),
  merchantOrderTracking: orderPage('merchantOrderTracking'),
  merchantOrderRedeem: orderPage('merchantOrderRedeem'),
  merchantProduct: productPage('merchantProduct'),
  merchantProductDetail: productPage('merchantProductDetail'),
  merchantProductAdvancePrice: productPage('merchantProductAdvancePrice'),
  merchantProductPriceLevelUnit1: productPage('merchantProductPriceLevelUnit1'),
  merchantProductPriceLevelUnit2: productPage('merchantProductPriceLevelUnit2'),
  merchantProductPriceLevelUnit3: productPage('merchantProductPriceLevelUnit3'),
  merchantProductCategory: productPage('merchantProductCategory'),
  merchantPromotion: promotionPage('merchantPromotion'),
  merchantPromotionDetail: promotionPage('merchantPromotionDetail'),
  merchantPromotionCondition: promotionPage('merchantPromotionCondition'),
  merchantPromotionStepDetail: promotionPage('merchantPromotionStepDetail'),
  merchantCustomer: customerPage('merchantCustomer'),
  merchantCustomerDetail: customerPage('merchantCustomerDetail'),
  merchantCustomerPhoto: customerPage('merchantCustomerPhoto'),
  merchantCustomerPhotoCapture: customerPage('merchantCustomerPhotoCapture'),
  merchantBroadcast: broadcastPage('merchantBroadcast'),
  merchantBroadcastCreate: broadcastPage('merchantBroadcastCreate'),
  merchantBroadcastDetail: broadcastPage('merchantBroadcastDetail'),
  merchantTag: broadcastPage('merchantTag'),
  merchantTagCreate: broadcastPage('merchantTagCreate'),
  merchantTagDetail: broadcastPage('merchantTagDetail'),
  merchantSurvey: surveyPage('merchantSurvey'),
  merchantProfile: profilePage('merchantProfile'),
  merchantProfileEdit: profilePage('merchantProfileEdit'),
  merchantProfileChangePassword: profilePage('merchantProfileChangePassword'),
  merchantProfileDc: profilePage('merchantProfileDc'),
  salesMySales: actingPage('salesMySales'),
  manageRegisterFromPc: customerPage('manageRegisterFromPc'),
};
