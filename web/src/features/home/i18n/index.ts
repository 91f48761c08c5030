// Registers the home namespace once, at the first import of anything that shows its texts.
import { registerNamespace } from '@/lib/i18n';
import { th } from './th';

export const HOME_NAMESPACE = 'home';

registerNamespace(HOME_NAMESPACE, { th, en: () => import('./en') });

