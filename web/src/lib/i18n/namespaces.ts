// Feature namespaces: each feature registers its texts at the first import of anything that shows
// them. A language's texts may be given as a loader (the first pages' features give English so),
// and then load when that language is first needed.
import { LANGS, type Lang } from '@/config/paths';
import { i18n } from './translator';

type NamespaceTexts = Record<string, unknown>;

/** A language's texts of a namespace that load when that language is first needed. */
export type TextsLoader = () => Promise<{ texts: NamespaceTexts }>;

/**
 * A namespace's texts in both languages (features register theirs with `registerNamespace`): the
 * texts, or a loader of them.
 */
export type NamespaceResources = Record<Lang, NamespaceTexts | TextsLoader>;

/**
 * The load of a namespace's texts in a language, as React's `use` reads it: once settled, it says
 * so itself (`status`), so a component that renders after the load never waits for it.
 */
export type TextsLoad = PromiseLike<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };

/** The load of texts that are in place. */
const IN_PLACE: TextsLoad = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Feature namespaces, kept so a language loaded later gets them too. */
const features = new Map<string, NamespaceResources>();
/** The loads of texts that come from a loader, by language and namespace. */
const loads = new Map<string, TextsLoad>();

/** Adds the texts of a namespace that are given as texts (not as a loader). */
function addTexts(ns: string, resources: NamespaceResources): void {
  for (const lang of LANGS) {
    const texts = resources[lang];
    if (typeof texts !== 'function') i18n.addResourceBundle(lang, ns, texts);
  }
}

/** Adds the texts of every namespace registered before the translations were initialised. */
export function addRegisteredTexts(): void {
  for (const [ns, resources] of features) addTexts(ns, resources);
}

/**
 * The load of a namespace's texts in `lang`: started here where they come from a loader and are
 * not in place yet, the one on its way, or a settled one. A failed load is tried again at the
 * next call.
 */
export function textsLoad(lang: Lang, ns: string): TextsLoad {
  const load = features.get(ns)?.[lang];
  if (typeof load !== 'function') return IN_PLACE;
  const key = `${lang}:${ns}`;
  const current = loads.get(key);
  if (current) return current;
  const promise: TextsLoad = load().then(
    ({ texts }) => {
      i18n.addResourceBundle(lang, ns, texts);
      promise.status = 'fulfilled';
    },
    (error: unknown) => {
      loads.delete(key);
      promise.status = 'rejected';
      promise.reason = error;
      throw error;
    },
  );
  promise.status = 'pending';
  loads.set(key, promise);
  return promise;
}

/** Loads every registered feature's texts in `lang` that come from a loader. */
export function loadFeatureTexts(lang: Lang): Promise<void> {
  return Promise.all([...features.keys()].map((ns) => textsLoad(lang, ns))).then(() => undefined);
}

/**
 * Adds a feature's namespace. Features call this at module load, before or after `initI18n`.
 * Registering the same namespace again merges (deeply), so hot reload keeps working. Texts given
 * as a loader start loading at once in the language on screen; a component that shows them waits
 * for them (`useTranslation`), and a change of language loads them before the new language shows.
 */
export function registerNamespace(ns: string, resources: NamespaceResources): void {
  features.set(ns, resources);
  if (!i18n.isInitialized) return;
  addTexts(ns, resources);
  textsLoad(i18n.language ?? 'th', ns).then(undefined, () => undefined);
}

