import { describe, expect, it } from 'vitest';
import { dateKeyText, todayText } from './texts';

describe("today in a recurring order's default name", () => {
  it('is the Bangkok date, also between midnight and 07:00 when UTC is still on the day before', () => {
    // 00:30 on 1 March 2026 in Bangkok is 17:30 on 28 February in UTC.
    const now = new Date('2026-02-28T17:30:00Z');
    expect(todayText('en', now)).toBe(dateKeyText('20260301', 'en'));
    expect(todayText('en', now)).toContain('1 Mar 2026');
    expect(todayText('th', now)).toContain('2569');
  });
});
