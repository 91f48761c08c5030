import { DEFAULT_LOCALE, isLocale } from '../i18n/locale.js';
import { ERROR_CODES, type ErrorCode } from './error-codes.js';

export type ErrorParams = Readonly<Record<string, string | number | null | undefined>>;

/**
 * The text of an error code in a locale, with its `{name}` placeholders filled from `params`.
 * An unknown locale falls back to Thai (the product's default); a placeholder without a value is
 * left as written so the gap is visible rather than silently empty.
 */
export function formatErrorMessage(
  code: ErrorCode,
  locale: string = DEFAULT_LOCALE,
  params: ErrorParams = {},
): string {
  const definition = ERROR_CODES[code];
  const template = isLocale(locale) ? definition[locale] : definition[DEFAULT_LOCALE];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The HTTP status an error code is answered with. */
export const errorStatus = (code: ErrorCode): number => ERROR_CODES[code].status;
