// The coupon pages, for the router (one lazy chunk).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { CouponsPage } from './coupons-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  voucherCoupon: () => <CouponsPage name="voucherCoupon" />,
  profileMyCoupon: () => <CouponsPage name="profileMyCoupon" />,
};
