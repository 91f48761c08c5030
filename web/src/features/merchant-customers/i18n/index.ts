// The merchantCustomers namespace: texts of the merchant's customer and photo pages. Its texts are
// `../locales/<lang>/merchantCustomers.json`.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('merchantCustomers');
