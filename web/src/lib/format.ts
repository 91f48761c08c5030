// Display formats. Dates are shown in Bangkok time; Thai uses the Buddhist era, as Thai readers do.
import { CURRENCY } from '@eorder/shared';
import type { Lang } from '@/config/paths';

const dateTimeFormats = new Map<Lang, Intl.DateTimeFormat>();

function dateTimeFormat(lang: Lang): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
      timeZone: 'Asia/Bangkok',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    dateTimeFormats.set(lang, format);
  }
  return format;
}

/** A date and time for display ('1 ม.ค. 2568 22:00' in Thai), or null for an unreadable value. */
export function formatDateTime(value: string | number | Date, lang: Lang): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(lang).format(date).replace(',', '');
}

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A Bangkok calendar day 'YYYY-MM-DD' for display ('5 ธ.ค. 2569' in Thai), or null for another value. */
export function formatDate(day: string, lang: Lang): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T12:00:00+07:00`);
  if (Number.isNaN(date.getTime())) return null;
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', { timeZone: 'Asia/Bangkok', day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(lang, format);
  }
  return format.format(date);
}

// Amounts and numbers are written here rather than by Intl.NumberFormat: the first number format a
// page makes costs some 30 ms, 140 ms at a phone's CPU, in the first render (ADR 044).
// format.test.ts compares the two on thousands of values, character for character.

/** What comes before the digits of an amount in baht, per language (Intl's th-TH and en-US). */
const MONEY_PREFIX: Record<Lang, string> = { th: '\u0e3f', en: `${CURRENCY}\u00a0` };

/**
 * The digits of |value| with at most `maxFraction` decimals and at least `minFraction`, thousands
 * grouped with ','. Rounded as ICU rounds: half away from zero, on the shortest decimal form of the
 * number (1.005 gives 1.01, 1e23 gives 1 and 23 zeros).
 */
function decimalDigits(value: number, minFraction: number, maxFraction: number): string {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  // The number is 0.digits times ten to the power `point`.
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  const kept = point + maxFraction;
  let scaled = digits.slice(0, kept).padEnd(kept, '0');
  // Half away from zero: a dropped digit of 5 or more adds one to the last digit kept.
  if ((digits[kept] ?? '0') >= '5') scaled = String(BigInt(scaled) + 1n).padStart(kept, '0');
  const wholeDigits = scaled.slice(0, scaled.length - maxFraction);
  let decimals = scaled.slice(scaled.length - maxFraction);
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** Negative numbers, and negative zero, carry a minus sign, as with Intl. */
const minus = (value: number): string => (value < 0 || Object.is(value, -0) ? '-' : '');

/** An amount in baht ('฿1,234.50'; 'THB 1,234.50' in English). */
export function formatMoney(amount: number, lang: Lang): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return `${minus(value)}${MONEY_PREFIX[lang]}${decimalDigits(value, 2, 2)}`;
}

/**
 * A number with separators ('12,345'; up to three decimals, as Intl's default). Thai and English
 * write numbers alike (Latin digits, ',' and '.'); the language is asked for all the same.
 */
export function formatNumber(value: number, _lang: Lang): string {
  const finite = Number.isFinite(value) ? value : 0;
  return `${minus(finite)}${decimalDigits(finite, 0, 3)}`;
}
