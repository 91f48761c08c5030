import { describe, expect, it } from 'vitest';
import { firstRunOnOrAfter, isoWeekday, nextRunAfter, type ScheduleRule } from './schedule';

const days = (every: number, dayOfWeek: number | null = null): ScheduleRule => ({ frequency: 'DAYS', every, dayOfWeek, dayOfMonth: null });
const weeks = (every: number, dayOfWeek: number): ScheduleRule => ({ frequency: 'WEEKS', every, dayOfWeek, dayOfMonth: null });
const months = (every: number, dayOfMonth: number): ScheduleRule => ({ frequency: 'MONTHS', every, dayOfWeek: null, dayOfMonth });

// 2026-01-15 is a Thursday.
describe('recurring order dates', () => {
  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekday('20260115')).toBe(4);
    expect(isoWeekday('20260118')).toBe(7);
    expect(isoWeekday('20260119')).toBe(1);
  });

  it('starts on the first matching day from today, today included', () => {
    expect(firstRunOnOrAfter(weeks(1, 4), '20260115')).toBe('20260115');
    expect(firstRunOnOrAfter(weeks(1, 1), '20260115')).toBe('20260119');
    expect(firstRunOnOrAfter(weeks(2, 3), '20260115')).toBe('20260121');
    expect(firstRunOnOrAfter(days(3), '20260115')).toBe('20260115');
    expect(firstRunOnOrAfter(days(10, 1), '20260115')).toBe('20260119');
    expect(firstRunOnOrAfter(months(1, 15), '20260115')).toBe('20260115');
    expect(firstRunOnOrAfter(months(1, 10), '20260115')).toBe('20260210');
    expect(firstRunOnOrAfter(months(2, 5), '20261220')).toBe('20270105');
  });

  it('moves N days, N weeks or N months on', () => {
    expect(nextRunAfter(days(1), '20260115', '20260115')).toBe('20260116');
    expect(nextRunAfter(days(10), '20260125', '20260125')).toBe('20260204');
    expect(nextRunAfter(weeks(1, 4), '20260115', '20260115')).toBe('20260122');
    expect(nextRunAfter(weeks(2, 4), '20260115', '20260115')).toBe('20260129');
    expect(nextRunAfter(weeks(3, 4), '20260115', '20260115')).toBe('20260205');
    expect(nextRunAfter(months(1, 15), '20260115', '20260115')).toBe('20260215');
    expect(nextRunAfter(months(3, 28), '20261128', '20261128')).toBe('20270228');
    expect(nextRunAfter(months(1, 28), '20261228', '20261228')).toBe('20270128');
  });

  it('keeps the rhythm and skips periods missed while stopped', () => {
    // due on the 1st, the scheduler ran again only on the 20th: the next run is the 22nd
    expect(nextRunAfter(weeks(1, 4), '20260101', '20260120')).toBe('20260122');
    // every 4 days from the 1st: 5, 9, 13, 17, 21 - the first after the 20th
    expect(nextRunAfter(days(4), '20260101', '20260120')).toBe('20260121');
    expect(nextRunAfter(months(2, 3), '20260103', '20260401')).toBe('20260503');
  });
});
