// The checkout namespace: texts of the checkout page. Its texts are
// `../locales/<lang>/checkout.json`; they start loading, in the language on screen, when anything
// that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('checkout');
