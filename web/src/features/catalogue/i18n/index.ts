// Registers the catalogue namespace once, at the first import of anything that shows its texts.
import { registerNamespace } from '@/lib/i18n';
import { th } from './th';

export const CATALOGUE_NAMESPACE = 'catalogue';

registerNamespace(CATALOGUE_NAMESPACE, { th, en: () => import('./en') });

