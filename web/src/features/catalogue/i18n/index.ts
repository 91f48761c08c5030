// Registers the catalogue namespace once, at the first import of anything that shows its texts.
import { registerNamespace } from '@/lib/i18n';
import { catalogue, CATALOGUE_NAMESPACE } from './catalogue';

registerNamespace(CATALOGUE_NAMESPACE, catalogue);

export { CATALOGUE_NAMESPACE };
