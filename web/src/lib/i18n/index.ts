// Translations for the whole app, with a small engine of our own (`translator.ts`, ADR 028). Thai
// is the default language and English the fallback; the language comes from the URL (`/en` prefix
// is English) and the `locale` cookie follows it, so the bff and the ordering API (through
// Accept-Language) answer in the same language. The built-in texts of each language are a chunk of
// their own: a visitor downloads only the language they read.
import { getLangFromPath, type Lang } from '@/config/paths';
import { readCookie, writeCookie } from '../cookies';
import { currentRouterPath } from '../navigation';
import { i18n, type I18n } from './translator';

export type { Lang };
export type { I18n, TFunction, TOptions } from './translator';
export { useTranslation } from './use-translation';

/** A namespace's texts in both languages (features register theirs with `registerNamespace`). */
export interface NamespaceResources {
  th: Record<string, unknown>;
  en: Record<string, unknown>;
}

type LanguageResources = Record<string, Record<string, unknown>>;

const builtInLoaders: Record<Lang, () => Promise<LanguageResources>> = {
  th: async () => (await import('./locales/th/index')).resources,
  en: async () => (await import('./locales/en/index')).resources,
};

export { i18n };

/** Feature namespaces, kept so a language loaded later gets them too. */
const features = new Map<string, NamespaceResources>();
const loaded = new Map<Lang, Promise<void>>();

function addFeatureBundles(lang: Lang): void {
  for (const [ns, texts] of features) i18n.addResourceBundle(lang, ns, texts[lang]);
}

/** Loads a language's built-in texts (once). */
export function loadLanguage(lang: Lang): Promise<void> {
  let promise = loaded.get(lang);
  if (!promise) {
    promise = builtInLoaders[lang]()
      .then((resources) => {
        for (const [ns, texts] of Object.entries(resources)) i18n.addResourceBundle(lang, ns, texts);
      })
      .catch((error: unknown) => {
        loaded.delete(lang);
        throw error;
      });
    loaded.set(lang, promise);
  }
  return promise;
}

/** Initialises the translations in the language of the URL. Safe to call more than once. */
export async function initI18n(lang: Lang = getLangFromPath(currentRouterPath())): Promise<I18n> {
  if (!i18n.isInitialized) {
    i18n.init(lang);
    addFeatureBundles('th');
    addFeatureBundles('en');
  }
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  syncLocaleCookie(lang);
  return i18n;
}

/**
 * Adds a feature's namespace. Features call this at module load, before or after `initI18n`.
 * Registering the same namespace again merges (deeply), so hot reload keeps working.
 */
export function registerNamespace(ns: string, resources: NamespaceResources): void {
  features.set(ns, resources);
  if (!i18n.isInitialized) return;
  i18n.addResourceBundle('th', ns, resources.th);
  i18n.addResourceBundle('en', ns, resources.en);
}

/** The language the app currently renders in. */
export function getCurrentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'th';
}

/** Changes the rendering language (loading its texts first) and keeps the `locale` cookie in step. */
export async function setLanguage(lang: Lang): Promise<void> {
  syncLocaleCookie(lang);
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

function syncLocaleCookie(lang: Lang): void {
  if (typeof document === 'undefined') return;
  if (readCookie('locale') !== lang) writeCookie('locale', lang);
}

/** Translates outside React (API client, toasts). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}
