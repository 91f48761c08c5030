import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date';

describe('formatDay', () => {
  it('shows ISO and compact dates in the Buddhist era for Thai', () => {
    expect(formatDay('2026-01-31', 'th')).toBe('31 ม.ค. 2569');
    expect(formatDay('20260131', 'en')).toBe('31 Jan 2026');
  });

  it('keeps text that is not a date', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatDay(null, 'en')).toBe('');
  });
});
