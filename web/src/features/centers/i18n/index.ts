// Registers the centers namespace once, at the first import of anything that shows its texts.
import { registerNamespace } from '@/lib/i18n';
import { centers, CENTERS_NAMESPACE } from './centers';

registerNamespace(CENTERS_NAMESPACE, centers);

export { CENTERS_NAMESPACE };
