import { describe, expect, it } from 'vitest';
import { firstRunOnOrAfter, isoWeekday, nextRunAfter } from './schedule';

// 2026-01-15 is a Thursday.
describe('recurring order dates', () => {
  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekday('20260115')).toBe(4);
    expect(isoWeekday('20260118')).toBe(7);
    expect(isoWeekday('20260119')).toBe(1);
  });

  it('starts on the first matching day from today, today included', () => {
    expect(firstRunOnOrAfter({ frequency: 'WEEKLY', dayOfWeek: 4, dayOfMonth: null }, '20260115')).toBe('20260115');
    expect(firstRunOnOrAfter({ frequency: 'WEEKLY', dayOfWeek: 1, dayOfMonth: null }, '20260115')).toBe('20260119');
    expect(firstRunOnOrAfter({ frequency: 'BIWEEKLY', dayOfWeek: 3, dayOfMonth: null }, '20260115')).toBe('20260121');
    expect(firstRunOnOrAfter({ frequency: 'MONTHLY', dayOfWeek: null, dayOfMonth: 15 }, '20260115')).toBe('20260115');
    expect(firstRunOnOrAfter({ frequency: 'MONTHLY', dayOfWeek: null, dayOfMonth: 10 }, '20260115')).toBe('20260210');
    expect(firstRunOnOrAfter({ frequency: 'MONTHLY', dayOfWeek: null, dayOfMonth: 5 }, '20261220')).toBe('20270105');
  });

  it('moves a week, two weeks or a month on, skipping periods missed while stopped', () => {
    expect(nextRunAfter({ frequency: 'WEEKLY', dayOfWeek: 4, dayOfMonth: null }, '20260115', '20260115')).toBe('20260122');
    expect(nextRunAfter({ frequency: 'BIWEEKLY', dayOfWeek: 4, dayOfMonth: null }, '20260115', '20260115')).toBe('20260129');
    expect(nextRunAfter({ frequency: 'MONTHLY', dayOfWeek: null, dayOfMonth: 15 }, '20260115', '20260115')).toBe('20260215');
    // due on the 1st, the scheduler ran again only on the 20th: the next run is the 22nd
    expect(nextRunAfter({ frequency: 'WEEKLY', dayOfWeek: 4, dayOfMonth: null }, '20260101', '20260120')).toBe('20260122');
    expect(nextRunAfter({ frequency: 'MONTHLY', dayOfWeek: null, dayOfMonth: 28 }, '20261228', '20261228')).toBe('20270128');
  });
});
