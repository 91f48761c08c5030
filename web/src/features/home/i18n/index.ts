// The home namespace: texts of the home page's sections. Its texts are
// `../locales/<lang>/home.json`; they start loading, in the language on screen, when anything that
// shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

export const HOME_NAMESPACE = 'home';

void loadNamespaces(HOME_NAMESPACE);
