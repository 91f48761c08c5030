import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  bangkokDateKey,
  bangkokDayEnd,
  bangkokDayStart,
  bangkokParts,
  daysBetween,
  formatBangkok,
  formatDateKey,
  parseBangkok,
  toDateKey,
  toInstant,
  weekdayOf,
} from './bangkok-date.js';
import { formatThai } from './thai-date.js';

describe('Bangkok dates', () => {
  it('takes the date in Bangkok, not in UTC', () => {
    // 2024-03-10 17:30 UTC is 2024-03-11 00:30 in Bangkok.
    expect(bangkokDateKey(Date.parse('2024-03-10T17:30:00Z'))).toBe('20240311');
    expect(bangkokDateKey(Date.parse('2024-03-10T16:59:59Z'))).toBe('20240310');
  });

  it('turns the day at 00:00 Bangkok: 23:59:59 is still the day before', () => {
    expect(bangkokDateKey(Date.parse('2024-03-10T23:59:59+07:00'))).toBe('20240310');
    expect(bangkokDateKey(Date.parse('2024-03-10T23:59:59.999+07:00'))).toBe('20240310');
    expect(bangkokDateKey(Date.parse('2024-03-11T00:00:00+07:00'))).toBe('20240311');
    expect(bangkokParts(new Date('2024-03-11T00:00:00+07:00'))).toEqual({
      year: 2024,
      month: 3,
      day: 11,
      hour: 0,
      minute: 0,
    });
  });

  it('gives the first and last millisecond of a Bangkok day', () => {
    expect(bangkokDayStart('20240311')).toBe(Date.parse('2024-03-11T00:00:00.000+07:00'));
    expect(bangkokDayEnd('20240311')).toBe(Date.parse('2024-03-11T23:59:59.999+07:00'));
    // The last day of a leap February, and of a year.
    expect(bangkokDayEnd('20240229')).toBe(Date.parse('2024-02-29T23:59:59.999+07:00'));
    expect(bangkokDayStart('20241231')).toBe(Date.parse('2024-12-30T17:00:00.000Z'));
    expect(bangkokDateKey(bangkokDayEnd('20241231'))).toBe('20241231');
    expect(bangkokDateKey(bangkokDayEnd('20241231') + 1)).toBe('20250101');
  });

  it('reads the wire formats and rejects dates that do not exist', () => {
    expect(toDateKey('20240229')).toBe('20240229');
    expect(toDateKey('2024-02-29')).toBe('20240229');
    expect(toDateKey(' 29/02/2024 ')).toBe('20240229');
    expect(toDateKey('2024-02-29T23:30:00')).toBe('20240229');
    expect(toDateKey('2024-02-29T23:30')).toBe('20240229');
    expect(toDateKey('2024-02-29 23:30:00.123456')).toBe('20240229');
    expect(toDateKey('2024-02-29T20:00:00Z')).toBe('20240301');
    expect(toDateKey('2024-02-29T16:59:59.999Z')).toBe('20240229');
    expect(toDateKey('2024-02-29T23:59:59+0700')).toBe('20240229');
    expect(toDateKey(new Date('2024-02-29T17:00:00Z'))).toBe('20240301');
  });

  it('rejects malformed input and dates that do not exist', () => {
    for (const bad of [
      '20230229',
      '20240230',
      '20240431',
      '2024-13-01',
      '2024-00-10',
      '31/04/2024',
      '29/02/2023',
      '2024-02-29T24:30:00',
      '2024-02-29T23:60',
      '2024-02-29T23:30:00+25:00',
      '00010101',
      '2024229',
      '2024-2-29',
      '29/2/2024',
      '20240229x',
      'tomorrow',
      '',
      '   ',
    ]) {
      expect(toDateKey(bad), bad).toBeNull();
    }
    expect(toDateKey(null)).toBeNull();
    expect(toDateKey(undefined)).toBeNull();
    expect(toDateKey(new Date(Number.NaN))).toBeNull();
    expect(toInstant('2024-02-30T10:00:00Z')).toBeNull();
  });

  it('reads and writes YYYYMMDDHHmmss in Bangkok time', () => {
    const at = Date.parse('2024-05-01T15:04:05Z');
    expect(formatBangkok(at, 'YYYYMMDDHHmmss')).toBe('20240501220405');
    expect(parseBangkok('20240501220405', 'YYYYMMDDHHmmss')).toBe(at);
    expect(parseBangkok('20240501240405', 'YYYYMMDDHHmmss')).toBeNull();
    expect(parseBangkok('2024050122040', 'YYYYMMDDHHmmss')).toBeNull();
    expect(formatBangkok(at, 'DD/MM/YYYY HH:mm')).toBe('01/05/2024 22:04');
    // A date-time without a zone is Bangkok wall time, whatever the machine's zone.
    expect(toInstant('2024-05-01T22:04:05')).toBe(at);
    expect(toInstant('2024-05-01 22:04:05.57')).toBe(at + 570);
    expect(toInstant('2024-05-01T15:04:05.570123Z')).toBe(at + 570);
  });

  it('adds days and months across month ends, leap days and years', () => {
    expect(addDays('20241228', 7)).toBe('20250104');
    expect(addDays('20240301', -1)).toBe('20240229');
    expect(addDays('20230301', -1)).toBe('20230228');
    expect(addDays('20240131', 1)).toBe('20240201');
    expect(daysBetween('20241228', '20250104')).toBe(7);
    expect(daysBetween('20240301', '20240228')).toBe(-2);
    expect(daysBetween('20240101', '20250101')).toBe(366);
    expect(addMonths('20240131', 1)).toBe('20240229');
    expect(addMonths('20230131', 1)).toBe('20230228');
    expect(addMonths('20241115', 2)).toBe('20250115');
    expect(addMonths('20240315', -3, 5)).toBe('20231205');
    expect(addMonths('20240101', 1, 31)).toBe('20240229');
    expect(formatDateKey('20250104', 'DD/MM/YYYY')).toBe('04/01/2025');
    expect(formatDateKey('20250104', 'YYYY-MM-DD')).toBe('2025-01-04');
  });

  it('knows the weekday of a date (0 Sunday)', () => {
    expect(weekdayOf('20240229')).toBe(4);
    expect(weekdayOf('20240303')).toBe(0);
    expect(weekdayOf('20240302')).toBe(6);
  });

  it('writes Thai dates in the Buddhist era, the year turning at 00:00 Bangkok', () => {
    expect(formatThai(Date.parse('2024-02-29T12:00:00+07:00'), 'D MMM BBBB')).toBe(
      '29 ก.พ. 2567',
    );
    expect(formatThai(Date.parse('2024-12-31T23:59:59+07:00'), 'D MMMM BBBB HH:mm')).toBe(
      '31 ธันวาคม 2567 23:59',
    );
    expect(formatThai(Date.parse('2024-12-31T17:00:00Z'), 'D MMM BBBB HH:mm')).toBe(
      '1 ม.ค. 2568 00:00',
    );
    expect(formatThai(Date.parse('2024-12-31T17:00:00Z'), 'DD/MM/BB')).toBe('01/01/68');
  });
});
