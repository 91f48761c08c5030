// Registers the cart namespace at the first import of a cart page.
import { registerNamespace } from '@/lib/i18n';
import { cart } from './cart';

registerNamespace('cart', cart);
