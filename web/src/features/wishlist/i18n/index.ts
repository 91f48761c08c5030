// The wishlist namespace: texts of the wishlist: the heart on products and the /profile/wishlist
// page. Its texts are `../locales/<lang>/wishlist.json`; they start loading, in the language on
// screen, when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

export const WISHLIST_NAMESPACE = 'wishlist';

void loadNamespaces(WISHLIST_NAMESPACE);
