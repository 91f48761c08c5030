// The merchant promotions namespace (list and wizard texts); it starts loading when imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('merchantPromotions');
