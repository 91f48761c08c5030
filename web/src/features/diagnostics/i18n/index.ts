// The diagnostics namespace: texts of the /test page (`../locales/<lang>/diagnostics.json`).
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('diagnostics');
