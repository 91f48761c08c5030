// The catalogue namespace: texts of the product list, the product detail page and the category
// drawer. Messages the specification spells out ('Out of stock') are kept word for word in English.
// Its texts are `../locales/<lang>/catalogue.json`; they start loading, in the language on screen,
// when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

export const CATALOGUE_NAMESPACE = 'catalogue';

void loadNamespaces(CATALOGUE_NAMESPACE);
