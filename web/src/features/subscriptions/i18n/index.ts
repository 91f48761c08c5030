// The subscriptions namespace: texts of the recurring-order pages. Its texts are
// `../locales/<lang>/subscriptions.json`; they start loading, in the language on screen, when
// anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('subscriptions');
