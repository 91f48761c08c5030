// The merchant's customer pages, for the router (one lazy chunk of their own).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { CapturePage } from './capture-page';
import { CustomerDetailPage } from './customer-detail-page';
import { CustomerListPage } from './customer-list-page';
import { PhotoPage } from './photo-page';
import { RegisterFromPcPage } from './register-from-pc-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  merchantCustomer: CustomerListPage,
  merchantCustomerDetail: CustomerDetailPage,
  merchantCustomerPhoto: PhotoPage,
  merchantCustomerPhotoCapture: CapturePage,
  manageRegisterFromPc: RegisterFromPcPage,
};
