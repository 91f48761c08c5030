// When a recurring order is due: pure date arithmetic on Bangkok date keys.
import { addDays, type DateKey } from '@eorder/shared';

export type Frequency = 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY';

export interface ScheduleRule {
  frequency: Frequency;
  /** 1 Monday ... 7 Sunday (weekly and biweekly). */
  dayOfWeek: number | null;
  /** 1-28 (monthly). */
  dayOfMonth: number | null;
}

/** 1 Monday ... 7 Sunday. */
export function isoWeekday(key: DateKey): number {
  const day = new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(4, 6)) - 1, Number(key.slice(6, 8)))).getUTCDay();
  return day === 0 ? 7 : day;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day on or after `from` that the rule runs on. */
export function firstRunOnOrAfter(rule: ScheduleRule, from: DateKey): DateKey {
  if (rule.frequency === 'MONTHLY') {
    const day = rule.dayOfMonth ?? 1;
    const year = Number(from.slice(0, 4));
    const month = Number(from.slice(4, 6));
    const sameMonth = `${year}${pad(month)}${pad(day)}`;
    if (sameMonth >= from) return sameMonth;
    const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
    return `${next.y}${pad(next.m)}${pad(day)}`;
  }
  const wanted = rule.dayOfWeek ?? 1;
  const shift = (wanted - isoWeekday(from) + 7) % 7;
  return addDays(from, shift);
}

/**
 * The run after the one due on `due`: a week, two weeks or a month later. Runs missed while the
 * scheduler was stopped are not caught up: the next run is the first one after `today`.
 */
export function nextRunAfter(rule: ScheduleRule, due: DateKey, today: DateKey): DateKey {
  let next = due;
  do {
    if (rule.frequency === 'MONTHLY') next = firstRunOnOrAfter(rule, addDays(next, 1));
    else next = addDays(next, rule.frequency === 'WEEKLY' ? 7 : 14);
  } while (next <= today);
  return next;
}
