// The adminConfig namespace: texts of /admin/config/sync (`../locales/<lang>/adminConfig.json`).
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('adminConfig');
