// Merchant back-office pages (specification part 2) whose content the back-office issue builds.
import { pages as productPages } from '@/features/merchant-products/routes';
import { titlePage, type PageModule } from './title-page';

const BACK_OFFICE = 'merchant back office';
const REGISTER = 'merchant self-registration';

export const pages: PageModule = {
  merchantHome: titlePage('merchantHome', BACK_OFFICE),
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
  ...productPages,
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
  merchantProfile: titlePage('merchantProfile', BACK_OFFICE),
  merchantProfileEdit: titlePage('merchantProfileEdit', BACK_OFFICE),
  merchantProfileChangePassword: titlePage('merchantProfileChangePassword', BACK_OFFICE),
  merchantProfileDc: titlePage('merchantProfileDc', BACK_OFFICE),
  salesMySales: titlePage('salesMySales', BACK_OFFICE),
  manageRegisterFromPc: titlePage('manageRegisterFromPc', BACK_OFFICE),
};
