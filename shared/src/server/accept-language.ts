import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale.js';

/**
 * The locale of a request from its `Accept-Language` header: the best one we support by the
 * header's qualities (`en-US` counts as `en`); Thai when none matches.
 */
export function resolveLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...LOCALES]);
  return (best as Locale | undefined) ?? DEFAULT_LOCALE;
}
