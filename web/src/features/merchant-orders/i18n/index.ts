// The merchantOrders namespace: texts of the merchant's order pages and the goods issue page.
// Status names come from the contract (ORDER_STATUS_LABELS). Its texts are
// `../locales/<lang>/merchantOrders.json`.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('merchantOrders');
