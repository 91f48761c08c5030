// The content namespace: texts of the news page, the content pages, the news and promotions list,
// the cookie policy and the release notes. Its texts are `../locales/<lang>/content.json`; they
// start loading, in the language on screen, when anything that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

export const CONTENT_NAMESPACE = 'content';

void loadNamespaces(CONTENT_NAMESPACE);
