// Registers the wishlist namespace once, at the first import of anything that shows its texts.
import { registerNamespace } from '@/lib/i18n';
import { th } from './th';

export const WISHLIST_NAMESPACE = 'wishlist';

registerNamespace(WISHLIST_NAMESPACE, { th, en: () => import('./en') });

