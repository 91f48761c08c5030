// The merchant dashboard namespace; it starts loading when imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('merchantHome');
