import { bangkokDateKey, toDateKey, type DateKey } from '../date/bangkok-date.js';

export interface AnnouncementWindow {
  from: DateKey;
  to: DateKey;
}

/**
 * Reads the order-announcement setting, two dates 'YYYYMMDD-YYYYMMDD' (spaces around the dash
 * allowed). Null when it is empty or malformed: not two real dates, or the end before the start.
 */
export function parseAnnouncementWindow(
  value: string | null | undefined,
): AnnouncementWindow | null {
  const match = /^\s*(\d{8})\s*-\s*(\d{8})\s*$/.exec(value ?? '');
  if (!match) return null;
  const from = toDateKey(match[1] ?? '');
  const to = toDateKey(match[2] ?? '');
  if (!from || !to || to < from) return null;
  return { from, to };
}

/**
 * Is ordering closed by the announcement? Yes when today (Bangkok) lies between the two dates,
 * both included. A malformed or empty setting never closes ordering.
 */
export function isOrderingDisabledByAnnouncement(
  value: string | null | undefined,
  now: Date | number = Date.now(),
): boolean {
  const window = parseAnnouncementWindow(value);
  if (!window) return false;
  const today = bangkokDateKey(now);
  return today >= window.from && today <= window.to;
}
