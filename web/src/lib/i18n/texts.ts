// Where each namespace's texts are, one JSON chunk per namespace and language; the entry knows only
// the first visit's files, the rest come through `./text-files.ts` (decision 097).
import type { Lang } from '@/config/paths';

import { textFiles, type Texts } from './text-map';

export type { Texts };

const FIRST_VISIT_FILES = textFiles(
  import.meta.glob<Texts>(
    [
      '/src/lib/**/locales/*/*.json',
      '/src/features/{home,catalogue,wishlist,cart,centers,line,auth,acting}/locales/*/*.json',
    ],
    { import: 'default' },
  ),
);

/** The texts of a namespace in a language; a namespace without a file of that language fails. */
export function loadTexts(lang: Lang, ns: string): Promise<Texts> {
  const entry = FIRST_VISIT_FILES.get(`${lang}/${ns}`);
  return entry ? entry.load() : import('./text-files').then(({ loadAnyTexts }) => loadAnyTexts(lang, ns));
}
