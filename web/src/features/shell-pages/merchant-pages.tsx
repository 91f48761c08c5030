// Merchant back-office pages (specification part 2) whose content the back-office issue builds.
import { lazy, type ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { titlePage, type PageModule } from './title-page';

/**
 * A page of a feature module loaded on its own (its chunk is fetched when the page is opened). The
 * router takes a component, and a lazy one may not resolve to another lazy one: a plain component
 * renders it.
 */
function featurePage(load: () => Promise<{ pages: PageModule }>, name: PathName): ComponentType {
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
const promotions = () => import('@/features/merchant-promotions/routes');
const dashboard = () => import('@/features/merchant-home/routes');

const BACK_OFFICE = 'merchant back office';
const REGISTER = 'merchant self-registration';

export const pages: PageModule = {
  merchantHome: featurePage(dashboard, 'merchantHome'),
  merchantRegister: titlePage('merchantRegister', REGISTER),
  merchantRegisterDist: titlePage('merchantRegisterDist', REGISTER),
  merchantRegisterDistAddress: titlePage('merchantRegisterDistAddress', REGISTER),
  merchantRegisterDistBookbank: titlePage('merchantRegisterDistBookbank', REGISTER),
  merchantRegisterDistImage: titlePage('merchantRegisterDistImage', REGISTER),
  merchantRegisterDistLocation: titlePage('merchantRegisterDistLocation', REGISTER),
  merchantRegisterDistSelect: titlePage('merchantRegisterDistSelect', REGISTER),
  merchantRegisterDistSuccess: titlePage('merchantRegisterDistSuccess', REGISTER),
  merchantOrder: titlePage('merchantOrder', BACK_OFFICE),
  merchantOrderDetail: titlePage('merchantOrderDetail', BACK_OFFICE),
  merchantOrderPayment: titlePage('merchantOrderPayment', BACK_OFFICE),
  merchantOrderTracking: titlePage('merchantOrderTracking', BACK_OFFICE),
  merchantProduct: titlePage('merchantProduct', BACK_OFFICE),
  merchantProductDetail: titlePage('merchantProductDetail', BACK_OFFICE),
  merchantProductAdvancePrice: titlePage('merchantProductAdvancePrice', BACK_OFFICE),
  merchantProductPriceLevelUnit1: titlePage('merchantProductPriceLevelUnit1', BACK_OFFICE),
  merchantProductPriceLevelUnit2: titlePage('merchantProductPriceLevelUnit2', BACK_OFFICE),
  merchantProductPriceLevelUnit3: titlePage('merchantProductPriceLevelUnit3', BACK_OFFICE),
  merchantProductCategory: titlePage('merchantProductCategory', BACK_OFFICE),
  merchantPromotion: featurePage(promotions, 'merchantPromotion'),
  merchantPromotionDetail: featurePage(promotions, 'merchantPromotionDetail'),
  merchantPromotionCondition: featurePage(promotions, 'merchantPromotionCondition'),
  merchantPromotionStepDetail: featurePage(promotions, 'merchantPromotionStepDetail'),
  merchantCustomer: titlePage('merchantCustomer', BACK_OFFICE),
  merchantCustomerDetail: titlePage('merchantCustomerDetail', BACK_OFFICE),
  merchantCustomerPhoto: titlePage('merchantCustomerPhoto', BACK_OFFICE),
  merchantCustomerPhotoCapture: titlePage('merchantCustomerPhotoCapture', BACK_OFFICE),
  merchantBroadcast: titlePage('merchantBroadcast', BACK_OFFICE),
  merchantBroadcastCreate: titlePage('merchantBroadcastCreate', BACK_OFFICE),
  merchantBroadcastDetail: titlePage('merchantBroadcastDetail', BACK_OFFICE),
  merchantTag: titlePage('merchantTag', BACK_OFFICE),
  merchantTagCreate: titlePage('merchantTagCreate', BACK_OFFICE),
  merchantTagDetail: titlePage('merchantTagDetail', BACK_OFFICE),
  merchantSurvey: titlePage('merchantSurvey', BACK_OFFICE),
  merchantProfile: titlePage('merchantProfile', BACK_OFFICE),
  merchantProfileEdit: titlePage('merchantProfileEdit', BACK_OFFICE),
  merchantProfileChangePassword: titlePage('merchantProfileChangePassword', BACK_OFFICE),
  merchantProfileDc: titlePage('merchantProfileDc', BACK_OFFICE),
  salesMySales: titlePage('salesMySales', BACK_OFFICE),
  manageRegisterFromPc: titlePage('manageRegisterFromPc', BACK_OFFICE),
};
