import { bangkokParts } from '../date/bangkok-date.js';

const THAI_MONTHS_SHORT = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

/** The Buddhist era runs 543 years ahead of the common era. */
export const BUDDHIST_ERA_OFFSET = 543;

const pad = (value: number) => String(value).padStart(2, '0');

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-time as the banner writes it in Thai: '1 พ.ค. 2567 22:00' (Bangkok time, Buddhist year).
 * A date without a time ('2024-05-01') is written without one: '1 พ.ค. 2567'. Null when unreadable.
 */
export function formatThaiDateTime(value: string | Date): string | null {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) {
    const [year, month, day] = value.trim().split('-').map(Number) as [number, number, number];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1) return null;
    return `${day} ${THAI_MONTHS_SHORT[month - 1]} ${year + BUDDHIST_ERA_OFFSET}`;
  }
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) return null;
  const { year, month, day, hour, minute } = bangkokParts(time);
  return `${day} ${THAI_MONTHS_SHORT[month - 1]} ${year + BUDDHIST_ERA_OFFSET} ${pad(hour)}:${pad(minute)}`;
}

/**
 * The maintenance banner text: 'MA {from} - {to}' with Thai Buddhist-era dates, for example
 * 'MA 1 พ.ค. 2567 22:00 - 2 พ.ค. 2567 02:00'. Null when either end cannot be read.
 */
export function maintenanceBannerText(window: { from: string; to: string }): string | null {
  const from = formatThaiDateTime(window.from);
  const to = formatThaiDateTime(window.to);
  return from && to ? `MA ${from} - ${to}` : null;
}

/** The banner shows until the window ends (announced ahead, and during the maintenance). */
export function isMaintenanceBannerVisible(
  window: { from: string; to: string } | null | undefined,
  now: Date | number = Date.now(),
): boolean {
  if (!window) return false;
  const endText = window.to.trim();
  // A date-only end means the whole of that day in Bangkok.
  const end = DATE_ONLY.test(endText)
    ? Date.parse(`${endText}T23:59:59.999+07:00`)
    : Date.parse(endText);
  if (Number.isNaN(end) || formatThaiDateTime(window.from) === null) return false;
  return new Date(now).getTime() <= end;
}
