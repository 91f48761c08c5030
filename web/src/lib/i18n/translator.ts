// The translation engine: texts by language and namespace, and `t` with the few features the app
// uses. It follows i18next's rules for each of them (ADR 028 says why it replaced i18next):
//
// - keys `ns:path.to.text`, the namespace defaulting to the caller's, then `common`;
// - a text missing in the language is taken from the fallback language (English), then from
//   `defaultValue`, and otherwise the key itself (without its namespace) is shown;
// - `count` picks `key_zero` (count 0), then `key_<plural category>` of the language, then `key`;
//   `context` picks `key_<context>` (and `key_<context>_<category>`) before them;
// - `{{name}}` (or `{{a.b}}`) is replaced by the option of that name, unescaped: React escapes. A
//   name the options lack stays as it is written; a null or undefined option is empty.
import type { Lang } from '@/config/paths';

export type Texts = Record<string, unknown>;

/** Values to interpolate, and `count` (a number: plurals), `context`, `defaultValue`, `lng`, `ns`. */
export interface TOptions {
  [name: string]: unknown;
  defaultValue?: string;
  lng?: Lang;
  ns?: string;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  /** The rendering language; undefined until `init`. */
  readonly language: Lang | undefined;
  readonly isInitialized: boolean;
  init(lang: Lang): void;
  changeLanguage(lang: Lang): Promise<void>;
  /** Merges texts (deeply) into a language's namespace; later texts win. */
  addResourceBundle(lang: Lang, ns: string, texts: Texts): void;
  /** Translates in the current language, `ns` being the namespace of keys without one. */
  t: TFunction;
  /** A `t` whose keys without a namespace are in `ns`, in language `lng` when given (else the current one). */
  getFixedT(ns?: string, lng?: Lang): TFunction;
  /** Calls `listener` after each change of language; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const FALLBACK_LANG: Lang = 'en';
const DEFAULT_NS = 'common';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    // Copied, never shared: merging more texts later must not change a module's own objects.
    target[key] = isTexts(value) ? merge(isTexts(current) ? current : {}, value) : value;
  }
  return target;
}

/** `a.b.c` in nested texts; a key written with its dots (`'a.b'`) is found as well. */
function lookUp(texts: Texts | undefined, key: string): unknown {
  if (!texts) return undefined;
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (!isTexts(node) || !(part in node)) return texts[key];
    node = node[part];
  }
  return node;
}

/** A value as i18next writes it: null and undefined empty, arrays joined with commas. */
function makeString(value: unknown): string {
  if (value === null || value === undefined) return '';
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects read as i18next writes them
  return String(value);
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim().replace(/^-\s*/, '').split(',')[0]?.trim() ?? '';
    let value: unknown = options;
    for (const part of name.split('.')) {
      if (!isTexts(value) || !(part in value)) return placeholder;
      value = value[part];
    }
    return makeString(value);
  });
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralCategory(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/** The keys to try in one language, the most specific first. */
function candidates(key: string, lang: Lang, options: TOptions | undefined): string[] {
  const count = typeof options?.count === 'number' ? options.count : undefined;
  const context = typeof options?.context === 'string' && options.context !== '' ? options.context : undefined;
  const bases = context ? [`${key}_${context}`, key] : [key];
  if (count === undefined) return bases;
  const suffixes = [...(count === 0 ? ['_zero'] : []), `_${pluralCategory(lang, count)}`];
  return bases.flatMap((base) => [...suffixes.map((suffix) => base + suffix), base]);
}

export function createI18n(): I18n {
  const resources = new Map<Lang, Map<string, Texts>>();
  const listeners = new Set<() => void>();
  let language: Lang | undefined;
  let initialized = false;

  function translate(defaultNs: string, rawKey: string, options?: TOptions): string {
    const separator = rawKey.indexOf(':');
    const ns = separator > 0 ? rawKey.slice(0, separator) : (options?.ns ?? defaultNs);
    const key = separator > 0 ? rawKey.slice(separator + 1) : rawKey;
    const lang = options?.lng ?? language ?? FALLBACK_LANG;
    const langs = lang === FALLBACK_LANG ? [lang] : [lang, FALLBACK_LANG];
    for (const candidateLang of langs) {
      const texts = resources.get(candidateLang)?.get(ns);
      for (const candidate of candidates(key, candidateLang, options)) {
        const found = lookUp(texts, candidate);
        if (found === undefined || found === null) continue;
        if (typeof found === 'string') return interpolate(found, options);
        if (isTexts(found) || Array.isArray(found)) return `key '${key} (${lang})' returned an object instead of string.`;
        return makeString(found);
      }
    }
    return typeof options?.defaultValue === 'string' ? interpolate(options.defaultValue, options) : key;
  }

  return {
    get language() {
      return language;
    },
    get isInitialized() {
      return initialized;
    },
    init(lang) {
      initialized = true;
      language = lang;
    },
    changeLanguage(lang) {
      if (language !== lang) {
        language = lang;
        for (const listener of [...listeners]) listener();
      }
      return Promise.resolve();
    },
    addResourceBundle(lang, ns, texts) {
      let byNs = resources.get(lang);
      if (!byNs) {
        byNs = new Map();
        resources.set(lang, byNs);
      }
      byNs.set(ns, merge(byNs.get(ns) ?? {}, texts));
    },
    t: (key, options) => translate(DEFAULT_NS, key, options),
    getFixedT:
      (ns = DEFAULT_NS, lng) =>
      (key, options) =>
        translate(ns, key, lng === undefined || options?.lng !== undefined ? options : { ...options, lng }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one instance (`index.ts` loads the texts into it). */
export const i18n: I18n = createI18n();
