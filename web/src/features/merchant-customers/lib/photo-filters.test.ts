import { describe, expect, it } from 'vitest';
import { filterOfQuery, monthChoices, monthLabel, photoQuery, photosByMonth, queryOfFilter, toggleGroup } from './photo-filters';

// 2026-03-31 20:00 UTC is 1 April 03:00 in Bangkok.
const NOW = Date.UTC(2026, 2, 31, 20, 0);

describe('photoQuery', () => {
  it('asks for 30 days either side of the Bangkok day when no month is chosen', () => {
    expect(photoQuery({ groups: [], monthYear: null }, NOW)).toEqual({
      fromDate: '20260302',
      toDate: '20260501',
    });
  });

  it('asks for one month and the chosen groups', () => {
    expect(photoQuery({ groups: ['FRONT', 'SHELF'], monthYear: '202602' }, NOW)).toEqual({
      photoGroupCodes: 'FRONT,SHELF',
      monthYears: '202602',
    });
  });
});

describe('monthChoices', () => {
  it('offers next month, this month and twelve before, newest first', () => {
    const months = monthChoices(NOW);
    expect(months.slice(0, 3)).toEqual(['202605', '202604', '202603']);
    expect(months).toHaveLength(14);
    expect(months.at(-1)).toBe('202504');
  });
});

describe('monthLabel', () => {
  it('names the month in Thai with the Buddhist year, and in English', () => {
    expect(monthLabel('202604', 'th')).toContain('2569');
    expect(monthLabel('202604', 'en')).toBe('April 2026');
  });
});

describe('photosByMonth', () => {
  it('sections photos by their Bangkok month, newest first', () => {
    const sections = photosByMonth([
      { CreateDate: '2026-03-31T18:00:00.000Z' }, // 1 April in Bangkok
      { CreateDate: '2026-03-30T10:00:00.000Z' },
      { CreateDate: '2026-04-02T10:00:00.000Z' },
    ]);
    expect(sections.map((section) => [section.month, section.photos.length])).toEqual([
      ['202604', 2],
      ['202603', 1],
    ]);
  });
});

describe('toggleGroup', () => {
  it('adds a group once and removes it again', () => {
    const picked = toggleGroup({ groups: ['FRONT'], monthYear: null }, 'SHELF');
    expect(picked.groups).toEqual(['FRONT', 'SHELF']);
    expect(toggleGroup(picked, 'FRONT').groups).toEqual(['SHELF']);
  });
});

describe('filterOfQuery and queryOfFilter', () => {
  it('reads the comma-joined groups and a six-digit month, and writes them back', () => {
    const filter = filterOfQuery('A,B,C', '202603');
    expect(filter).toEqual({ groups: ['A', 'B', 'C'], monthYear: '202603' });
    expect(queryOfFilter(filter).toString()).toBe('group=A&group=B&group=C&month=202603');
  });

  it('drops a malformed month', () => {
    expect(filterOfQuery('', '2026-03')).toEqual({ groups: [], monthYear: null });
    expect(queryOfFilter({ groups: [], monthYear: null }).toString()).toBe('');
  });
});
