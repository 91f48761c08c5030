// When a recurring order is due: pure date arithmetic on Bangkok date keys.
import { addDays, addMonths, weekdayOf, type DateKey, type SubscriptionFrequency } from '@eorder/shared';

export type Frequency = SubscriptionFrequency;

export interface ScheduleRule {
  frequency: Frequency;
  /** N of "every N days, weeks or months". */
  every: number;
  /** 1 Monday ... 7 Sunday: the weekday of weekly rules, the first day of daily ones (optional there). */
  dayOfWeek: number | null;
  /** 1-28 (monthly). */
  dayOfMonth: number | null;
}

/** 1 Monday ... 7 Sunday. */
export function isoWeekday(key: DateKey): number {
  return weekdayOf(key) || 7;
}

/** Day `day` (1-28) of the month `months` after the month of `key`. */
const dayOfMonthAfter = (key: DateKey, months: number, day: number): DateKey => addMonths(key, months, day);

/** The first day on or after `from` that the rule runs on. */
export function firstRunOnOrAfter(rule: ScheduleRule, from: DateKey): DateKey {
  if (rule.frequency === 'MONTHS') {
    const day = rule.dayOfMonth ?? 1;
    const sameMonth = dayOfMonthAfter(from, 0, day);
    return sameMonth >= from ? sameMonth : dayOfMonthAfter(from, 1, day);
  }
  if (rule.dayOfWeek == null) return from;
  return addDays(from, (rule.dayOfWeek - isoWeekday(from) + 7) % 7);
}

/**
 * The run after the one due on `due`: N days, N weeks or N months later. Runs missed while the
 * scheduler was stopped are not caught up: the next run is the first one of the rhythm after `today`.
 */
export function nextRunAfter(rule: ScheduleRule, due: DateKey, today: DateKey): DateKey {
  const every = Math.max(1, rule.every);
  let next = due;
  do {
    if (rule.frequency === 'MONTHS') next = dayOfMonthAfter(next, every, rule.dayOfMonth ?? Number(next.slice(6, 8)));
    else next = addDays(next, rule.frequency === 'WEEKS' ? 7 * every : every);
  } while (next <= today);
  return next;
}
