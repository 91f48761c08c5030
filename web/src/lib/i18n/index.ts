// Translations for the whole app, with a small engine of our own (`translator.ts`, ADR 028). Thai
// is the default language and English the fallback; the language comes from the URL (`/en` prefix
// is English) and the `locale` cookie follows it, so the bff and the ordering API (through
// Accept-Language) answer in the same language. The built-in texts of each language are a chunk of
// their own, and a feature may give a language's texts as a loader (the first pages' features give
// English so): a visitor downloads only the language they read.
import { getLangFromPath, type Lang } from '@/config/paths';
import { readCookie, writeCookie } from '../cookies';
import { currentRouterPath } from '../navigation';
import { addRegisteredTexts, loadFeatureTexts } from './namespaces';
import { i18n, type I18n } from './translator';

export type { Lang };
export type { I18n, TFunction, TOptions } from './translator';
export { useTranslation } from './use-translation';
export { registerNamespace, textsLoad, type NamespaceResources, type TextsLoader } from './namespaces';

type LanguageResources = Record<string, Record<string, unknown>>;

const builtInLoaders: Record<Lang, () => Promise<LanguageResources>> = {
  th: async () => (await import('./locales/th/index')).resources,
  en: async () => (await import('./locales/en/index')).resources,
};

export { i18n };

const loaded = new Map<Lang, Promise<void>>();

/** Loads a language's built-in texts (once), and the texts in it of the features registered so far. */
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
  return Promise.all([promise, loadFeatureTexts(lang)]).then(() => undefined);
}

/** Initialises the translations in the language of the URL. Safe to call more than once. */
export async function initI18n(lang: Lang = getLangFromPath(currentRouterPath())): Promise<I18n> {
  if (!i18n.isInitialized) {
    i18n.init(lang);
    addRegisteredTexts();
  }
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  syncLocaleCookie(lang);
  return i18n;
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
