// Registers the auth namespace once, at the first import of anything that shows auth texts.
import { registerNamespace } from '@/lib/i18n';
import { auth, AUTH_NAMESPACE } from './auth';

registerNamespace(AUTH_NAMESPACE, auth);

export { AUTH_NAMESPACE };
