import { describe, expect, it } from 'vitest';
import { addDays, bangkokDateKey, daysBetween, formatDateKey, toDateKey } from './bangkok-date.js';

describe('Bangkok dates', () => {
  it('takes the date in Bangkok, not in UTC', () => {
    // 2024-03-10 17:30 UTC is 2024-03-11 00:30 in Bangkok.
    expect(bangkokDateKey(Date.parse('2024-03-10T17:30:00Z'))).toBe('20240311');
    expect(bangkokDateKey(Date.parse('2024-03-10T16:59:59Z'))).toBe('20240310');
  });

  it('reads the wire formats and rejects dates that do not exist', () => {
    expect(toDateKey('20240229')).toBe('20240229');
    expect(toDateKey('2024-02-29')).toBe('20240229');
    expect(toDateKey('29/02/2024')).toBe('20240229');
    expect(toDateKey('2024-02-29T23:30:00')).toBe('20240229');
    expect(toDateKey('2024-02-29T20:00:00Z')).toBe('20240301');
    expect(toDateKey('20230229')).toBeNull();
    expect(toDateKey('2024-13-01')).toBeNull();
    expect(toDateKey('tomorrow')).toBeNull();
    expect(toDateKey('')).toBeNull();
    expect(toDateKey(null)).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('20241228', 7)).toBe('20250104');
    expect(addDays('20240301', -1)).toBe('20240229');
    expect(daysBetween('20241228', '20250104')).toBe(7);
    expect(formatDateKey('20250104', 'DD/MM/YYYY')).toBe('04/01/2025');
    expect(formatDateKey('20250104', 'YYYY-MM-DD')).toBe('2025-01-04');
  });
});
