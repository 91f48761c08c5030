import { describe, expect, it } from 'vitest';
import { clientFormProblem, monthLabel, parsePrice } from './rules';

describe('monthLabel', () => {
  it('reads a month in Thai (Buddhist era) and English', () => {
    expect(monthLabel('202611', 'th')).toBe('พ.ย. 2569');
    expect(monthLabel('202601', 'en')).toBe('Jan 2026');
  });
  it('leaves what is not a month as it is', () => {
    expect(monthLabel('202613', 'en')).toBe('202613');
    expect(monthLabel('2026', 'th')).toBe('2026');
  });
});

describe('clientFormProblem', () => {
  const ok = { CUSTOMERNAME: 'ร้านสมใจ', MobileNo: '0812345678', Address: '' };
  it('accepts a name and a Thai mobile number', () => {
    expect(clientFormProblem(ok)).toBeNull();
  });
  it('names the first missing or wrong field', () => {
    expect(clientFormProblem({ ...ok, CUSTOMERNAME: '  ' })).toEqual({ key: 'required', field: 'CUSTOMERNAME' });
    expect(clientFormProblem({ ...ok, MobileNo: '' })).toEqual({ key: 'required', field: 'MobileNo' });
    expect(clientFormProblem({ ...ok, MobileNo: '812345678' })).toEqual({ key: 'mobileInvalid', field: 'MobileNo' });
  });
});

describe('parsePrice', () => {
  it('takes amounts of up to two decimals', () => {
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice('1,200')).toBe(1200);
    expect(parsePrice('0')).toBe(0);
  });
  it('refuses negative, too precise or other text', () => {
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1.234')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
  });
});
