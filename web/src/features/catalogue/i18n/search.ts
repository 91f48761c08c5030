// The catalogue-search namespace: texts of the search box's suggestions. The search box is on every
// customer page, so its texts are a namespace of their own, apart from the catalogue's pages. Its
// texts are `../locales/<lang>/catalogue-search.json`; they start loading, in the language on
// screen, when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

export const SEARCH_NAMESPACE = 'catalogue-search';

void loadNamespaces(SEARCH_NAMESPACE);
