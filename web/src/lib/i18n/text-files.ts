// Every namespace's texts by language, each JSON file a chunk; this map is a chunk too, loaded the
// first time a page needs a namespace beyond the first visit's (decision 039).
import type { Lang } from '@/config/paths';
import { textFiles, type Texts } from './text-map';

export type { Texts };

/** The loader of every namespace's texts in each language, by `<lang>/<namespace>`. */
export const TEXT_FILES = textFiles(import.meta.glob<Texts>('/src/**/locales/*/*.json', { import: 'default' }));

/** Every namespace that has texts. */
export const NAMESPACES: readonly string[] = [
  ...new Set([...TEXT_FILES.keys()].map((key) => key.split('/')[1] ?? key)),
];

/** The texts of a namespace in a language; a namespace without a file of that language fails. */
export function loadAnyTexts(lang: Lang, ns: string): Promise<Texts> {
  const entry = TEXT_FILES.get(`${lang}/${ns}`);
  return entry ? entry.load() : Promise.reject(new Error(`No ${lang} texts for the namespace ${ns}`));
}
