// The checkout page, for the router (one lazy chunk).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { CheckoutPage } from './checkout-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  checkoutAdv: CheckoutPage,
};
