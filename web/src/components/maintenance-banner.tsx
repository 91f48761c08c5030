import type { MaintenanceWindow } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import type { Lang } from '@/config/paths';
import { getRuntimeConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format';

/**
 * The banner text 'MA {from} - {to}' with dates in the reader's language (Buddhist era in Thai),
 * or null when there is no window, it has ended, or its dates cannot be read.
 */
export function maintenanceText(
  window: MaintenanceWindow | null,
  lang: Lang,
  t: (key: string, options: Record<string, string>) => string,
  now = Date.now(),
): string | null {
  if (!window) return null;
  const end = new Date(window.to).getTime();
  if (Number.isNaN(end) || end <= now) return null;
  const from = formatDateTime(window.from, lang);
  const to = formatDateTime(window.to, lang);
  if (!from || !to) return null;
  return t('maintenance', { from, to });
}

/** The maintenance announcement of the runtime configuration, shown until the window ends. */
export function MaintenanceBanner({ now }: { now?: number }) {
  const { t, i18n } = useTranslation('common');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'th';
  const text = maintenanceText(getRuntimeConfig().maintenance, lang, t, now);
  if (!text) return null;
  return (
    <div className="eo-maintenance" role="status" aria-label={t('maintenanceLabel')} data-testid="maintenance-banner">
      {text}
    </div>
  );
}
