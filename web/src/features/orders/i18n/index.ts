// The orders namespace: texts of the order pages, loaded from `../locales/<lang>/orders.json` on
// first import; status names come from the contract.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('orders');
