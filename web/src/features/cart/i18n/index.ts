// The cart namespace: texts of the cart pages. Its texts are `../locales/<lang>/cart.json`; they
// start loading, in the language on screen, when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('cart');
