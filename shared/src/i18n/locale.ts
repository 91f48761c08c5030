/** Locales of the product: Thai by default, English under /en. */
export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';
export const FALLBACK_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The locale of a request from its `Accept-Language` header (or a cookie value): the first listed
 * language we support, by quality; Thai when none matches.
 */
export function resolveLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => entry.base !== '' && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const found = ranked.find((entry) => isLocale(entry.base));
  return found && isLocale(found.base) ? found.base : DEFAULT_LOCALE;
}
