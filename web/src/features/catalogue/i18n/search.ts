// The catalogue-search namespace: the search box's texts, apart because the box is on every page;
// loaded from `../locales/<lang>/catalogue-search.json` on first import.
import { loadNamespaces } from '@/lib/i18n';

export const SEARCH_NAMESPACE = 'catalogue-search';

void loadNamespaces(SEARCH_NAMESPACE);
