// Which photos a customer's photo page asks for: the chosen groups, and one month ('YYYYMM') or,
// when no month is chosen, the specification's window of 30 days either side of today.
import {
  addMonths,
  bangkokDateKey,
  customerPhotoWindow,
  formatBangkok,
  type CustomerPhoto,
} from '@eorder/shared';

export interface PhotoFilter {
  groups: string[];
  /** 'YYYYMM' (Bangkok), or null for the default window. */
  monthYear: string | null;
}

export const DEFAULT_PHOTO_FILTER: PhotoFilter = { groups: [], monthYear: null };

/** The query of the customerfile call for a filter (dates fixed at the time of asking). */
export function photoQuery(filter: PhotoFilter, now: Date | number = Date.now()) {
  const groups = filter.groups.length > 0 ? { photoGroupCodes: filter.groups.join(',') } : {};
  return filter.monthYear
    ? { ...groups, monthYears: filter.monthYear }
    : { ...groups, ...customerPhotoWindow(now) };
}

/** The months a merchant may pick, newest first: this month, the next one and the `back` before. */
export function monthChoices(now: Date | number = Date.now(), back = 12): string[] {
  const today = bangkokDateKey(now);
  return Array.from({ length: back + 2 }, (_, k) => addMonths(today, 1 - k, 1).slice(0, 6));
}

/** 'YYYYMM' as the month's name and year in the page's language (Buddhist year in Thai). */
export function monthLabel(monthYear: string, lang: 'th' | 'en'): string {
  const date = new Date(
    Date.UTC(Number(monthYear.slice(0, 4)), Number(monthYear.slice(4, 6)) - 1, 15),
  );
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The month (Bangkok, 'YYYYMM') a photo was taken in. */
export const photoMonth = (photo: Pick<CustomerPhoto, 'CreateDate'>) =>
  formatBangkok(new Date(photo.CreateDate), 'YYYYMM');

/** Photos in sections by month, newest month first, keeping their order within a month. */
export function photosByMonth<P extends Pick<CustomerPhoto, 'CreateDate'>>(
  photos: readonly P[],
): { month: string; photos: P[] }[] {
  const sections = new Map<string, P[]>();
  for (const photo of photos) {
    const month = photoMonth(photo);
    sections.set(month, [...(sections.get(month) ?? []), photo]);
  }
  return [...sections.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, list]) => ({ month, photos: list }));
}

/** A group picked or unpicked in the filter. */
export function toggleGroup(filter: PhotoFilter, code: string): PhotoFilter {
  const groups = filter.groups.includes(code)
    ? filter.groups.filter((group) => group !== code)
    : [...filter.groups, code];
  return { ...filter, groups };
}

/** The filter of the page's query: its `group`s joined by commas, and `month` ('YYYYMM'; a bad one is none). */
export function filterOfQuery(groups: string, month: string | null): PhotoFilter {
  return {
    groups: groups.split(',').filter(Boolean),
    monthYear: month && /^\d{6}$/.test(month) ? month : null,
  };
}

export function queryOfFilter(filter: PhotoFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const group of filter.groups) query.append('group', group);
  if (filter.monthYear) query.set('month', filter.monthYear);
  return query;
}
