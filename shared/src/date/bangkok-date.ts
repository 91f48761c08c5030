/**
 * Calendar dates and times of the business day in Thailand, over dayjs. Thailand keeps UTC+7 all
 * year (no daylight saving), so a fixed offset is exact and a server running in UTC agrees with a
 * phone in Bangkok about what "today" is (ADR 038: why not the timezone plugin). Dates travel as
 * keys 'YYYYMMDD', which also sort as strings.
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

export const BANGKOK_OFFSET_MINUTES = 7 * 60;

export type DateKey = string;

const KEY_FORMAT = 'YYYYMMDD';
/** Years before this are typing mistakes, not dates of the business. */
const FIRST_YEAR = 1900;

/**
 * Bangkok wall time at an instant: a dayjs in UTC mode moved by the offset, so its fields and
 * `format()` are Bangkok's whatever the machine's zone. For reading and formatting only: its
 * `valueOf()` is not the instant.
 */
export const bangkokWallTime = (instant: Date | number): Dayjs =>
  dayjs.utc(instant).add(BANGKOK_OFFSET_MINUTES, 'minute');

/** Wall time read with `format` (strict: '20230229' is no date), or null; still on the wall. */
function readWallTime(text: string, format: string): Dayjs | null {
  const read = dayjs.utc(text, format, true);
  return read.isValid() && read.year() >= FIRST_YEAR ? read : null;
}

/** The date in Bangkok at an instant, as 'YYYYMMDD'. */
export function bangkokDateKey(instant: Date | number): DateKey {
  return bangkokWallTime(instant).format(KEY_FORMAT);
}

/** The wall-clock parts in Bangkok at an instant. */
export function bangkokParts(instant: Date | number) {
  const wall = bangkokWallTime(instant);
  return {
    year: wall.year(),
    month: wall.month() + 1,
    day: wall.date(),
    hour: wall.hour(),
    minute: wall.minute(),
  };
}

/** An instant written in Bangkok time with dayjs tokens: 'YYYYMMDDHHmmss', 'DD/MM/YYYY HH:mm'. */
export const formatBangkok = (instant: Date | number, format: string): string =>
  bangkokWallTime(instant).format(format);

/**
 * Bangkok wall time written in `format` (dayjs tokens, strict), as the instant in epoch
 * milliseconds: parseBangkok('20240501220000', 'YYYYMMDDHHmmss'). Null when it is not a real time.
 */
export function parseBangkok(text: string, format: string): number | null {
  const wall = readWallTime(text.trim(), format);
  return wall ? wall.subtract(BANGKOK_OFFSET_MINUTES, 'minute').valueOf() : null;
}

/** The first millisecond of a Bangkok date (00:00:00.000), as epoch milliseconds. */
export const bangkokDayStart = (key: DateKey): number =>
  dayjs.utc(key, KEY_FORMAT).subtract(BANGKOK_OFFSET_MINUTES, 'minute').valueOf();

/** The last millisecond of a Bangkok date (23:59:59.999), as epoch milliseconds. */
export const bangkokDayEnd = (key: DateKey): number =>
  dayjs.utc(key, KEY_FORMAT).endOf('day').subtract(BANGKOK_OFFSET_MINUTES, 'minute').valueOf();

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;
const DATE_FORMATS: readonly (readonly [RegExp, string])[] = [
  [/^\d{8}$/, KEY_FORMAT],
  [/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'],
  [/^\d{2}\/\d{2}\/\d{4}$/, 'DD/MM/YYYY'],
];

/**
 * The instant of a wire date-time, in epoch milliseconds: an ISO date-time with a zone, or
 * without one (read as Bangkok wall time), or a Date. Null when it is not a real time.
 */
export function toInstant(value: string | Date): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return null;
  // The date and time must be real ('2024-02-30' is not rolled over into March); a fraction of a
  // second cannot make them unreal.
  const [, date, time, seconds, fraction, zone] = match;
  const format = seconds ? 'YYYY-MM-DD[T]HH:mm:ss' : 'YYYY-MM-DD[T]HH:mm';
  const wallTime = `${date}T${time}${seconds ?? ''}`;
  if (zone === undefined) {
    const instant = parseBangkok(wallTime, format);
    const milliseconds = Number((fraction ?? '').slice(1, 4).padEnd(3, '0'));
    return instant === null ? null : instant + milliseconds;
  }
  if (!readWallTime(wallTime, format)) return null;
  const instant = dayjs(`${wallTime}${fraction ?? ''}${zone}`);
  return instant.isValid() ? instant.valueOf() : null;
}

/**
 * The calendar date of a wire value, as 'YYYYMMDD', or null when it is not a real date.
 * Accepts 'YYYYMMDD', 'YYYY-MM-DD', 'DD/MM/YYYY', an ISO date-time without a zone (read as
 * Bangkok wall time) and an ISO date-time with a zone (converted to Bangkok), and a Date.
 */
export function toDateKey(value: string | Date | null | undefined): DateKey | null {
  if (value === null || value === undefined) return null;
  const text = value instanceof Date ? '' : value.trim();
  const format = DATE_FORMATS.find(([shape]) => shape.test(text))?.[1];
  if (format) return readWallTime(text, format)?.format(KEY_FORMAT) ?? null;
  const instant = toInstant(value);
  return instant === null ? null : bangkokDateKey(instant);
}

const fromKey = (key: DateKey) => dayjs.utc(key, KEY_FORMAT);

/** A date key moved by whole days. */
export const addDays = (key: DateKey, days: number): DateKey =>
  fromKey(key).add(days, 'day').format(KEY_FORMAT);

/**
 * A date key moved by whole months. The day is `day` when given, else the key's own; the month's
 * last day when the month has fewer days.
 */
export function addMonths(key: DateKey, months: number, day?: number): DateKey {
  const month = fromKey(key).date(1).add(months, 'month');
  return month.date(Math.min(day ?? fromKey(key).date(), month.daysInMonth())).format(KEY_FORMAT);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: DateKey, to: DateKey): number =>
  fromKey(to).diff(fromKey(from), 'day');

/** The weekday of a date key: 0 Sunday ... 6 Saturday. */
export const weekdayOf = (key: DateKey): number => fromKey(key).day();

/** A date key written as 'DD/MM/YYYY' or 'YYYY-MM-DD'. */
export const formatDateKey = (key: DateKey, format: 'DD/MM/YYYY' | 'YYYY-MM-DD'): string =>
  fromKey(key).format(format);

/** Is `key` between `from` and `to`, both included? */
export const isWithinDates = (key: DateKey, from: DateKey, to: DateKey): boolean =>
  key >= from && key <= to;
