// The line namespace: the LINE feature's texts (the specification's messages kept word for word),
// loaded from `../locales/<lang>/line.json` on first import.
import { loadNamespaces } from '@/lib/i18n';

export const LINE_NAMESPACE = 'line';

void loadNamespaces(LINE_NAMESPACE);
