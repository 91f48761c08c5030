// Ordering is closed during the maintenance window of the runtime configuration (the ordering API
// closes it for its own announcement and maintenance settings and says so in the checkout summary).
import { formatThaiDateTime, maintenanceWindowBounds } from '@eorder/shared';
import { formatDateTime } from '@/lib/format';
import type { Lang } from '@/config/paths';

/** The maintenance window when `now` lies inside it, else null. */
export function activeMaintenance(
  window: { from: string; to: string } | null | undefined,
  now: number = Date.now(),
): { from: string; to: string } | null {
  if (!window) return null;
  const bounds = maintenanceWindowBounds(window);
  return bounds && now >= bounds.from && now <= bounds.to ? window : null;
}

/** The window's ends as the message shows them: Thai dates in Thai, day-month-year in English. */
export function maintenanceEnds(window: { from: string; to: string }, lang: Lang): { from: string; to: string } {
  const show = (value: string) => (lang === 'th' ? formatThaiDateTime(value) : formatDateTime(value, lang)) ?? value;
  return { from: show(window.from), to: show(window.to) };
}
