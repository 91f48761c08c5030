// Where each namespace's texts are: one JSON file per namespace and language,
// `<feature or lib module>/locales/<lang>/<namespace>.json`. Each file is a chunk of its own that
// loads (a dynamic import) only when a page needs that namespace in that language.
import type { Lang } from '@/config/paths';

export type Texts = Record<string, unknown>;

const FILE = /\/locales\/(th|en)\/([\w-]+)\.json$/;

const files = import.meta.glob<Texts>('/src/**/locales/*/*.json', { import: 'default' });

/** The loader of each namespace's texts in each language, by `<lang>/<namespace>`. */
export const TEXT_FILES = new Map<string, { file: string; load: () => Promise<Texts> }>();
for (const [file, load] of Object.entries(files)) {
  const match = FILE.exec(file);
  if (match) TEXT_FILES.set(`${match[1]}/${match[2]}`, { file, load });
}

/** Every namespace that has texts. */
export const NAMESPACES: readonly string[] = [
  ...new Set([...TEXT_FILES.keys()].map((key) => key.split('/')[1] ?? key)),
];

/** The texts of a namespace in a language; a namespace without a file of that language fails. */
export function loadTexts(lang: Lang, ns: string): Promise<Texts> {
  const entry = TEXT_FILES.get(`${lang}/${ns}`);
  return entry
    ? entry.load()
    : Promise.reject(new Error(`No ${lang} texts for the namespace ${ns}`));
}
