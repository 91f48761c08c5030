// The auth namespace: texts of the sign-in, registration and one-time-code pages and the center
// picker. Messages the specification spells out ('Code has been sent', the center search's empty
// text) are kept word for word in English. Its texts are `../locales/<lang>/auth.json`; they start
// loading, in the language on screen, when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

export const AUTH_NAMESPACE = 'auth';

void loadNamespaces(AUTH_NAMESPACE);
