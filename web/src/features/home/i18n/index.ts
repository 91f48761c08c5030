// Registers the home namespace once, at the first import of anything that shows its texts.
import { registerNamespace } from '@/lib/i18n';
import { home, HOME_NAMESPACE } from './home';

registerNamespace(HOME_NAMESPACE, home);

export { HOME_NAMESPACE };
