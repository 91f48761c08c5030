// Where each namespace's texts are: one JSON file per namespace and language,
// `<feature or lib module>/locales/<lang>/<namespace>.json`. Each file is a chunk of its own that
// loads (a dynamic import) only when a page needs that namespace in that language.
//
// The entry knows only the files of the first visit: the shell's namespaces (lib/), those of the
// customer's first pages (home, product list and page) and of what the customer layout shows (the
// cart, the centers, sign-in, LINE, the acting banner). Any other namespace is found through the
// map of every file (`./text-files.ts`), a chunk loaded the first time a page needs one (ADR 097).
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
