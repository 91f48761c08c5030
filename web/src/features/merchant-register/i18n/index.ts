// The merchantRegister namespace: texts of the self-registration pages.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('merchantRegister');
