// The merchantProducts namespace: texts of the merchant product pages. Its texts are
// `../locales/<lang>/merchantProducts.json`; they load with the first page of the feature.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('merchantProducts');
