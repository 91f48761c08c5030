import { bangkokDayEnd, bangkokDayStart, toDateKey, toInstant } from '../date/bangkok-date.js';
import { formatThai } from '../date/thai-date.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-time as the banner writes it in Thai: '1 พ.ค. 2567 22:00' (Bangkok time, Buddhist year).
 * A date without a time ('2024-05-01') is written without one: '1 พ.ค. 2567'. A date-time without
 * a zone is Bangkok wall time. Null when unreadable.
 */
export function formatThaiDateTime(value: string | Date): string | null {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) {
    const key = toDateKey(value);
    return key ? formatThai(bangkokDayStart(key), 'D MMM BBBB') : null;
  }
  const instant = toInstant(value);
  return instant === null ? null : formatThai(instant, 'D MMM BBBB HH:mm');
}

/**
 * The instants a maintenance window runs between, in epoch milliseconds: a date-only end covers
 * its whole Bangkok day (from 00:00:00.000, to 23:59:59.999). Null when either end is unreadable.
 */
export function maintenanceWindowBounds(window: {
  from: string;
  to: string;
}): { from: number; to: number } | null {
  const at = (value: string, end: boolean): number | null => {
    if (!DATE_ONLY.test(value.trim())) return toInstant(value);
    const key = toDateKey(value);
    return key === null ? null : end ? bangkokDayEnd(key) : bangkokDayStart(key);
  };
  const from = at(window.from, false);
  const to = at(window.to, true);
  return from === null || to === null ? null : { from, to };
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
  const bounds = window ? maintenanceWindowBounds(window) : null;
  return bounds !== null && new Date(now).getTime() <= bounds.to;
}
