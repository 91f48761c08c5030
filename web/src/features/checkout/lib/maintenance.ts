// Ordering is closed during the maintenance window of the runtime configuration (the ordering API
// closes it for its own announcement and maintenance settings and says so in the checkout summary).
import { formatThaiDateTime } from '@eorder/shared';
import { formatDateTime } from '@/lib/format';
import type { Lang } from '@/config/paths';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function instant(value: string, endOfDay: boolean): number {
  const text = value.trim();
  if (DATE_ONLY.test(text)) return Date.parse(`${text}T${endOfDay ? '23:59:59.999' : '00:00:00'}+07:00`);
  return Date.parse(text);
}

/** The maintenance window when `now` lies inside it, else null. */
export function activeMaintenance(
  window: { from: string; to: string } | null | undefined,
  now: number = Date.now(),
): { from: string; to: string } | null {
  if (!window) return null;
  const from = instant(window.from, false);
  const to = instant(window.to, true);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return now >= from && now <= to ? window : null;
}

/** The window's ends as the message shows them: Thai dates in Thai, day-month-year in English. */
export function maintenanceEnds(window: { from: string; to: string }, lang: Lang): { from: string; to: string } {
  const show = (value: string) => (lang === 'th' ? formatThaiDateTime(value) : formatDateTime(value, lang)) ?? value;
  return { from: show(window.from), to: show(window.to) };
}
