// The centers namespace: texts of the distribution-center picker. The empty message is the
// specification's, word for word in English. Its texts are `../locales/<lang>/centers.json`; they
// start loading, in the language on screen, when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

export const CENTERS_NAMESPACE = 'centers';

void loadNamespaces(CENTERS_NAMESPACE);
