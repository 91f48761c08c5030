// Dates without a time ('2026-01-31', '20260131'), shown as Thai readers expect them (Buddhist era)
// or in English.
import type { Lang } from '@/config/paths';

const formats = new Map<Lang, Intl.DateTimeFormat>();

function parse(value: string): Date | null {
  const text = value.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const parts = compact ?? iso;
  if (parts) {
    const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 5));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '31 ม.ค. 2569' / '31 Jan 2026'; the text itself when it is not a date. */
export function formatDay(value: string | null | undefined, lang: Lang): string {
  if (!value) return '';
  const date = parse(value);
  if (!date) return value;
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
      timeZone: 'Asia/Bangkok',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    formats.set(lang, format);
  }
  return format.format(date);
}
