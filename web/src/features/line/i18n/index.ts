// Registers the LINE namespace once, at the first import of anything that shows LINE texts.
import { registerNamespace } from '@/lib/i18n';
import { line, LINE_NAMESPACE } from './line';

registerNamespace(LINE_NAMESPACE, line);

export { LINE_NAMESPACE };
