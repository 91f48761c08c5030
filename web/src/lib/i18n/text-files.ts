// Every namespace's texts, by language: one JSON file per namespace and language,
// `<feature or lib module>/locales/<lang>/<namespace>.json`, each a chunk of its own. This map is a
// chunk of its own too: the entry knows only the first visit's namespaces (`./texts.ts`), and loads
// this map the first time a page needs another namespace.
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
