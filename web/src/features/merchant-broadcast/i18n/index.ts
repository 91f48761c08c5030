// The merchantBroadcast namespace: texts of the customer tag and LINE broadcast pages.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('merchantBroadcast');
