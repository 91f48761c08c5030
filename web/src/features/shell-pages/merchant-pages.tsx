// Merchant back-office pages (specification part 2) whose content the back-office issue builds.
import { createElement, lazy, type ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { titlePage, type PageModule } from './title-page';

const BACK_OFFICE = 'merchant back office';

/**
 * A page of a feature's own chunk: the feature loads when one of its pages is first opened. The
 * router makes its own lazy component of what a page module answers, so this answers a plain
 * component that renders the lazy one (a lazy component may not resolve to another).
 */
const featurePage = (load: () => Promise<{ pages: Partial<Record<PathName, ComponentType>> }>, name: PathName) => {
  const Lazy = lazy(async () => {
    const page = (await load()).pages[name];
    if (!page) throw new Error(`No page for route ${name}`);
    return { default: page };
  });
  const FeaturePage = () => createElement(Lazy);
  FeaturePage.displayName = `FeaturePage(${name})`;
  return FeaturePage;
};
const registerPage = (name: PathName) => featurePage(() => import('@/features/merchant-register/routes'), name);
const profilePage = (name: PathName) => featurePage(() => import('@/features/merchant-profile/routes'), name);

export const pages: PageModule = {
  merchantHome: titlePage('merchantHome', BACK_OFFICE),
  merchantRegister: registerPage('merchantRegister'),
  merchantRegisterDist: registerPage('merchantRegisterDist'),
  merchantRegisterDistAddress: registerPage('merchantRegisterDistAddress'),
  merchantRegisterDistBookbank: registerPage('merchantRegisterDistBookbank'),
  merchantRegisterDistImage: registerPage('merchantRegisterDistImage'),
  merchantRegisterDistLocation: registerPage('merchantRegisterDistLocation'),
  merchantRegisterDistSelect: registerPage('merchantRegisterDistSelect'),
  merchantRegisterDistSuccess: registerPage('merchantRegisterDistSuccess'),
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
  merchantPromotion: titlePage('merchantPromotion', BACK_OFFICE),
  merchantPromotionDetail: titlePage('merchantPromotionDetail', BACK_OFFICE),
  merchantPromotionCondition: titlePage('merchantPromotionCondition', BACK_OFFICE),
  merchantPromotionStepDetail: titlePage('merchantPromotionStepDetail', BACK_OFFICE),
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
  merchantProfile: profilePage('merchantProfile'),
  merchantProfileEdit: profilePage('merchantProfileEdit'),
  merchantProfileChangePassword: profilePage('merchantProfileChangePassword'),
  merchantProfileDc: profilePage('merchantProfileDc'),
  salesMySales: titlePage('salesMySales', BACK_OFFICE),
  manageRegisterFromPc: titlePage('manageRegisterFromPc', BACK_OFFICE),
};
