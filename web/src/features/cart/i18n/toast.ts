// The cart-toast namespace: the one cart text the first pages need (the add toast); the cart pages'
// texts are the `cart` namespace. Its texts are `../locales/<lang>/cart-toast.json`; they start
// loading, in the language on screen, when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('cart-toast');
