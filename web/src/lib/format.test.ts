import { CURRENCY } from '@eorder/shared';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@/config/paths';
import { formatMoney, formatNumber } from './format';

const locales: Record<Lang, string> = { th: 'th-TH', en: 'en-US' };
const langs: Lang[] = ['th', 'en'];

const money = (lang: Lang) =>
  new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
const plain = (lang: Lang) => new Intl.NumberFormat(locales[lang]);

/** A small deterministic generator, so that a failure can be run again. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

// Values a shop shows (prices, totals, discounts, quantities, rates) and the edges of rounding.
const edges = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.005,
  0.015,
  0.125,
  0.135,
  1.005,
  1.45,
  2.675,
  8.345,
  10.235,
  99.995,
  999.995,
  -999.995,
  1234.5,
  12345.6789,
  123456789.995,
  0.1 + 0.2,
  1e-7,
  -1e-7,
  0.000001,
  0.0004999,
  0.0005,
  -0.001,
  999999.9999,
  1e15,
  1e20,
  1e21,
  2.5e22,
  -3,
  1000,
  100000,
  9999999,
  0.999,
  0.9995,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  Number.EPSILON,
  1e23,
  -1e23,
  Number.MAX_VALUE,
  5e-7,
  4.9999e-4,
];

function sample(): number[] {
  const random = generator(2_026_112_6);
  const values = [...edges];
  for (let index = 0; index < 4000; index += 1) {
    const magnitude = 10 ** Math.floor(random() * 9);
    const decimals = Math.floor(random() * 5);
    const raw = Math.round(random() * magnitude * 10 ** decimals) / 10 ** decimals;
    values.push(random() < 0.2 ? -raw : raw);
    // Ties of the rounding: a last kept digit followed by 5.
    values.push(
      Number(
        (Math.floor(random() * magnitude) + Math.floor(random() * 100) / 100 + 0.005).toFixed(3),
      ),
    );
    values.push(random() * magnitude);
  }
  return values;
}

describe('formatMoney', () => {
  it('writes baht as the locale does', () => {
    expect(formatMoney(1234.5, 'th')).toBe('฿1,234.50');
    expect(formatMoney(-3, 'th')).toBe('-฿3.00');
    expect(formatMoney(1234.5, 'en')).toBe('THB\u00a01,234.50');
    expect(formatMoney(1.005, 'en')).toBe('THB\u00a01.01');
  });

  it('shows nothing odd for a value that is not a number', () => {
    expect(formatMoney(Number.NaN, 'th')).toBe('฿0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'en')).toBe('THB\u00a00.00');
  });

  it.each(langs)('gives the same text as Intl.NumberFormat in %s', (lang) => {
    const intl = money(lang);
    const different = sample().filter((value) => formatMoney(value, lang) !== intl.format(value));
    expect(different.map((value) => [value, formatMoney(value, lang), intl.format(value)])).toEqual(
      [],
    );
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps up to three decimals', () => {
    expect(formatNumber(12345, 'th')).toBe('12,345');
    expect(formatNumber(12345.6789, 'en')).toBe('12,345.679');
    expect(formatNumber(-0.5, 'en')).toBe('-0.5');
    expect(formatNumber(Number.NaN, 'th')).toBe('0');
  });

  it.each(langs)('gives the same text as Intl.NumberFormat in %s', (lang) => {
    const intl = plain(lang);
    const different = sample().filter((value) => formatNumber(value, lang) !== intl.format(value));
    expect(
      different.map((value) => [value, formatNumber(value, lang), intl.format(value)]),
    ).toEqual([]);
  });
});
