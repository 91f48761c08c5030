/**
 * Calendar dates of the business day in Thailand. Thailand keeps UTC+7 all year (no daylight
 * saving), so a fixed offset is exact and a server running in UTC still agrees with a phone in
 * Bangkok about what "today" is. Dates travel as keys 'YYYYMMDD', which also sort as strings.
 */
export const BANGKOK_OFFSET_MINUTES = 7 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DateKey = string;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const keyFromUtcParts = (year: number, month: number, day: number): DateKey =>
  `${pad(year, 4)}${pad(month)}${pad(day)}`;

/** The date in Bangkok at an instant, as 'YYYYMMDD'. */
export function bangkokDateKey(instant: Date | number): DateKey {
  const shifted = new Date(new Date(instant).getTime() + BANGKOK_OFFSET_MINUTES * 60_000);
  return keyFromUtcParts(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** The wall-clock parts in Bangkok at an instant. */
export function bangkokParts(instant: Date | number) {
  const shifted = new Date(new Date(instant).getTime() + BANGKOK_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const isRealDate = (year: number, month: number, day: number): boolean => {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The calendar date of a wire value, as 'YYYYMMDD', or null when it is not a real date.
 * Accepts 'YYYYMMDD', 'YYYY-MM-DD', 'DD/MM/YYYY', an ISO date-time without a zone (read as
 * Bangkok wall time) and an ISO date-time with a zone (converted to Bangkok), and a Date.
 */
export function toDateKey(value: string | Date | null | undefined): DateKey | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : bangkokDateKey(value);
  const text = value.trim();
  if (ISO_WITH_ZONE.test(text)) {
    const time = Date.parse(text);
    return Number.isNaN(time) ? null : bangkokDateKey(time);
  }
  let match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  let parts: [string, string, string] | null = match
    ? [match[1] ?? '', match[2] ?? '', match[3] ?? '']
    : null;
  if (!parts) {
    match = /^(\d{4})-(\d{2})-(\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.exec(text);
    if (match) parts = [match[1] ?? '', match[2] ?? '', match[3] ?? ''];
  }
  if (!parts) {
    match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
    if (match) parts = [match[3] ?? '', match[2] ?? '', match[1] ?? ''];
  }
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  return isRealDate(year, month, day) ? keyFromUtcParts(year, month, day) : null;
}

const splitKey = (key: DateKey) => ({
  year: Number(key.slice(0, 4)),
  month: Number(key.slice(4, 6)),
  day: Number(key.slice(6, 8)),
});

/** A date key moved by whole days. */
export function addDays(key: DateKey, days: number): DateKey {
  const { year, month, day } = splitKey(key);
  const moved = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return keyFromUtcParts(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateKey, to: DateKey): number {
  const a = splitKey(from);
  const b = splitKey(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS,
  );
}

/** A date key written as 'DD/MM/YYYY' or 'YYYY-MM-DD'. */
export function formatDateKey(key: DateKey, format: 'DD/MM/YYYY' | 'YYYY-MM-DD'): string {
  const { year, month, day } = splitKey(key);
  return format === 'DD/MM/YYYY'
    ? `${pad(day)}/${pad(month)}/${pad(year, 4)}`
    : `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Is `key` between `from` and `to`, both included? */
export const isWithinDates = (key: DateKey, from: DateKey, to: DateKey): boolean =>
  key >= from && key <= to;
