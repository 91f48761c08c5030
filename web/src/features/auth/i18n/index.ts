// The auth namespace: texts of the sign-in, registration and one-time-code pages and the center
// picker, loaded from `../locales/<lang>/auth.json` on first import.
import { loadNamespaces } from '@/lib/i18n';

export const AUTH_NAMESPACE = 'auth';

void loadNamespaces(AUTH_NAMESPACE);
