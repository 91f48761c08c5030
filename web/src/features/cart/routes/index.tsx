// The cart pages, for the router (one lazy chunk).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { CartAdvPage, CartPage } from './cart-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  cart: () => <CartPage />,
  cartAdv: CartAdvPage,
};
