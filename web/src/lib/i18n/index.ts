// Translations for the whole app with i18next (decisions 028, 039): Thai by default, English under
// /en, each namespace loaded when a page needs it.
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { getLangFromPath, LANGS, type Lang } from '@/config/paths';
import { SHELL_NAMESPACES } from '@/config/route-texts';
import { readCookie, writeCookie } from '../cookies';
import { currentRouterPath } from '../navigation';
import { loadTexts } from './texts';

export type { Lang, I18n };
export type { TFunction, TOptions } from 'i18next';
export { useTranslation } from 'react-i18next';

/** The start of the console message that reports a key shown raw (the journeys look for it). */
export const MISSING_TEXT = 'i18n: missing text';

const FALLBACK_LANG: Lang = 'en';

export const i18n: I18n = i18next.createInstance();

/**
 * English is Thai's fallback once the visitor reads English (an /en page, a change of language).
 * i18next loads a fallback language's texts with every namespace it loads, so a fixed fallback would
 * make every Thai visit download the English texts too; the keys test keeps Thai as complete as
 * English, so a Thai visit never needs them.
 */
let englishInUse = false;

/** Namespaces asked for before i18next started: the start-up loads them with the shell's. */
const early = new Set<string>();
let started: Promise<void> | undefined;
let markStarted: () => void = () => undefined;
/** Settles once i18next has started, with the texts asked for before it. */
const whenStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** Reports a key shown raw: in the console, where the journeys' check reads it. */
function reportMissing(
  langs: readonly string[],
  ns: string,
  key: string,
  options: { defaultValue?: unknown },
): void {
  if (options.defaultValue !== undefined) return;
  console.error(`${MISSING_TEXT}: ${ns}:${key} (${langs.join(', ')})`);
}

function start(lang: Lang): Promise<void> {
  if (lang === FALLBACK_LANG) englishInUse = true;
  started ??= new Promise<void>((resolve, reject) => {
    void i18n
      .use(resourcesToBackend((language: string, ns: string) => loadTexts(language as Lang, ns)))
      .use(initReactI18next)
      .init(
        {
          lng: lang,
          supportedLngs: [...LANGS],
          load: 'currentOnly',
          fallbackLng: (code: string) =>
            code !== FALLBACK_LANG && englishInUse ? [FALLBACK_LANG] : [],
          ns: [...SHELL_NAMESPACES, ...early],
          defaultNS: 'common',
          // React escapes what it renders.
          interpolation: { escapeValue: false },
          // Every key shown raw is reported (not only in development: the journeys run the build).
          saveMissing: true,
          saveMissingTo: 'current',
          saveMissingPlurals: false,
          missingKeyHandler: (langs, ns, key, _fallback, _update, options) =>
            reportMissing(langs, ns, key, options as { defaultValue?: unknown }),
        },
        (errors: unknown) => (errors ? reject(toError(errors)) : resolve()),
      );
  }).then(markStarted, (error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

function toError(errors: unknown): Error {
  const first: unknown = Array.isArray(errors) ? errors[0] : errors;
  return first instanceof Error ? first : new Error(`Texts could not be loaded: ${String(first)}`);
}

/**
 * Initialises the translations in the language of the URL, with the shell's texts and those asked
 * for so far (`loadNamespaces`), before the first render. Safe to call more than once.
 */
export async function initI18n(lang: Lang = getLangFromPath(currentRouterPath())): Promise<I18n> {
  await start(lang);
  await setLanguage(lang);
  return i18n;
}

/**
 * Loads namespaces' texts in the language on screen (before start-up: with the start-up's). The
 * router asks for a page's namespaces beside its code, and a feature asks for its own when its code
 * loads, so a component seldom waits for them.
 */
export function loadNamespaces(...namespaces: string[]): Promise<void> {
  if (!started) {
    for (const ns of namespaces) early.add(ns);
    return whenStarted;
  }
  return started.then(() => i18n.loadNamespaces(namespaces));
}

/** The language the app currently renders in. */
export function getCurrentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'th';
}

/**
 * Changes the rendering language and keeps the `locale` cookie in step. i18next loads the texts of
 * every namespace in use in the new language before it switches, so a switch never shows keys.
 */
export async function setLanguage(lang: Lang): Promise<void> {
  syncLocaleCookie(lang);
  if (lang === FALLBACK_LANG) englishInUse = true;
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
