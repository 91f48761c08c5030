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

const moneyFormats = new Map<Lang, Intl.NumberFormat>();

/** An amount in baht ('฿1,234.50'). */
export function formatMoney(amount: number, lang: Lang): string {
  let format = moneyFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-US', {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(lang, format);
  }
  return format.format(Number.isFinite(amount) ? amount : 0);
}

const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** A whole number with separators ('12,345'). */
export function formatNumber(value: number, lang: Lang): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-US');
    numberFormats.set(lang, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}
