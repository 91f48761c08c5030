// The staff member's profile pages, for the router (one lazy chunk).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { MerchantChangePasswordPage } from './change-password-page';
import { MerchantProfileDcPage } from './dc-page';
import { MerchantProfileEditPage } from './edit-page';
import { MerchantProfilePage } from './profile-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  merchantProfile: MerchantProfilePage,
  merchantProfileEdit: MerchantProfileEditPage,
  merchantProfileChangePassword: MerchantChangePasswordPage,
  merchantProfileDc: MerchantProfileDcPage,
};
