// How a recurring order reads: "Every 2 weeks on Monday", "Every 3 days from Friday", "Every month
// on day 5", and dates.
import type { TFunction } from '@/lib/i18n';
import { bangkokDateKey, type Subscription } from '@eorder/shared';
import type { Lang } from '@/config/paths';

export function ruleText(t: TFunction, subscription: Pick<Subscription, 'Frequency' | 'Every' | 'DayOfWeek' | 'DayOfMonth'>): string {
  const every = subscription.Every > 1 ? subscription.Every : 1;
  const frequency =
    every === 1
      ? t(`everyOne.${subscription.Frequency}`, { defaultValue: subscription.Frequency })
      : t('everyMany', { count: every, unit: t(`units.${subscription.Frequency}`, { defaultValue: subscription.Frequency }) });
  const weekday = subscription.DayOfWeek ? t(`weekdays.${subscription.DayOfWeek}`) : '';
  const day =
    subscription.Frequency === 'MONTHS'
      ? t('monthDay', { day: subscription.DayOfMonth ?? 1 })
      : subscription.Frequency === 'DAYS'
        ? weekday && t('startingOn', { day: weekday })
        : weekday;
  return day ? t('rule', { frequency, day }) : frequency;
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

/** Today's date in Bangkok (not the UTC date, a day behind until 07:00), in the reader's language. */
export const todayText = (lang: Lang, now: Date = new Date()): string => dateKeyText(bangkokDateKey(now), lang);
