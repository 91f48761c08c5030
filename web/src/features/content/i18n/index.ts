// Registers the content namespace once, at the first import of anything that shows its texts.
import { registerNamespace } from '@/lib/i18n';
import { content, CONTENT_NAMESPACE } from './content';

registerNamespace(CONTENT_NAMESPACE, content);

export { CONTENT_NAMESPACE };
