import { describe, expect, it } from 'vitest';
import { formatMobile, isThaiMobile, mobileProblem, normaliseMobile } from './mobile';

describe('Thai mobile numbers', () => {
  it.each(['0612345678', '0812345678', '0912345678', '0891234567'])('accepts %s', (n) => {
    expect(isThaiMobile(n)).toBe(true);
  });

  it.each([
    ['a landline of Bangkok', '021234567'],
    ['a ten-digit number in the 07 range', '0712345678'],
    ['a ten-digit number in the 02 range', '0212345678'],
    ['nine digits', '081234567'],
    ['eleven digits', '08123456789'],
    ['no leading zero', '8123456789'],
    ['letters', '08123abcde'],
    ['nothing', ''],
  ])('refuses %s', (_why, n) => {
    expect(isThaiMobile(n)).toBe(false);
  });

  it('normalises separators and the international form', () => {
    expect(normaliseMobile(' 081-234-5678 ')).toBe('0812345678');
    expect(normaliseMobile('081 234 5678')).toBe('0812345678');
    expect(normaliseMobile('+66 81 234 5678')).toBe('0812345678');
    expect(normaliseMobile('66912345678')).toBe('0912345678');
    expect(isThaiMobile('+66 (0)81 234 5678')).toBe(false);
  });

  it('names the problem', () => {
    expect(mobileProblem('  ')).toBe('validation.mobileRequired');
    expect(mobileProblem('0212345678')).toBe('validation.mobileInvalid');
    expect(mobileProblem('0812345678')).toBeNull();
  });

  it('formats for display', () => {
    expect(formatMobile('0812345678')).toBe('081-234-5678');
    expect(formatMobile('12')).toBe('12');
  });
});
