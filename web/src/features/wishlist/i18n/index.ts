// Registers the wishlist namespace once, at the first import of anything that shows its texts.
import { registerNamespace } from '@/lib/i18n';
import { wishlist, WISHLIST_NAMESPACE } from './wishlist';

registerNamespace(WISHLIST_NAMESPACE, wishlist);

export { WISHLIST_NAMESPACE };
