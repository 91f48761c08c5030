// The orders namespace: texts of the order pages (history, detail, delivery order, tracking).
// Status names come from the contract (ORDER_STATUS_LABELS). Its texts are
// `../locales/<lang>/orders.json`; they start loading, in the language on screen, when anything
// that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('orders');
