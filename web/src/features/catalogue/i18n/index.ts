// The catalogue namespace: texts of the product list, product detail and category drawer, loaded
// from `../locales/<lang>/catalogue.json` on first import.
import { loadNamespaces } from '@/lib/i18n';

export const CATALOGUE_NAMESPACE = 'catalogue';

void loadNamespaces(CATALOGUE_NAMESPACE);
