// The liff namespace: texts of the LIFF start-up screens (shown before the router, so they belong
// to the adapter). Its texts are `./locales/<lang>/liff.json`; they start loading, in the language
// on screen, when anything that shows them is first imported.
import { loadNamespaces } from '../i18n';

export const LIFF_NAMESPACE = 'liff';

void loadNamespaces(LIFF_NAMESPACE);
