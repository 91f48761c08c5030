// How a recurring order reads: "Every week on Monday", "Every month on day 5", and dates.
import type { TFunction } from 'i18next';
import type { Subscription } from '@eorder/shared';
import type { Lang } from '@/config/paths';

export function ruleText(t: TFunction, subscription: Pick<Subscription, 'Frequency' | 'DayOfWeek' | 'DayOfMonth'>): string {
  const frequency = t(`frequencies.${subscription.Frequency}`, { defaultValue: subscription.Frequency });
  const day =
    subscription.Frequency === 'MONTHLY'
      ? t('monthDay', { day: subscription.DayOfMonth ?? 1 })
      : t(`weekdays.${subscription.DayOfWeek ?? 1}`);
  return t('rule', { frequency, day });
}

/** A date key (YYYYMMDD or YYYY-MM-DD) as a date in the reader's language. */
export function dateKeyText(value: string, lang: Lang): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 5));
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    timeZone: 'Asia/Bangkok',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}
