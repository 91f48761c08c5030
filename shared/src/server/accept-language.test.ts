import { describe, expect, it } from 'vitest';
import { resolveLocale } from './accept-language.js';

describe('resolveLocale', () => {
  it('is Thai without a header or without a supported language', () => {
    expect(resolveLocale(undefined)).toBe('th');
    expect(resolveLocale('')).toBe('th');
    expect(resolveLocale('fr-FR,de;q=0.8')).toBe('th');
  });
  it('takes the best-ranked supported language', () => {
    expect(resolveLocale('en-US,en;q=0.9,th;q=0.8')).toBe('en');
    expect(resolveLocale('fr;q=1, th;q=0.5, en;q=0.7')).toBe('en');
    expect(resolveLocale('en;q=0, th')).toBe('th');
    expect(resolveLocale('TH')).toBe('th');
  });
});
