import { describe, expect, it } from 'vitest';
import type { PricedCart } from '../pricing/engine';
import { afterShortage, stockNeeds } from './stock-plan';

type Line = PricedCart['lines'][number];
const cart = (lines: Partial<Line>[]) =>
  ({
    lines: lines.map((l) => ({ isFree: false, selected: true, issues: [], baseQty: 1, ...l })),
  }) as unknown as PricedCart;

describe('stockNeeds', () => {
  it('sums the units of a product across lines, gifts apart, in code order', () => {
    const needs = stockNeeds(
      cart([
        { pCode: 'B', baseQty: 6 },
        { pCode: 'A', baseQty: 2 },
        { pCode: 'B', baseQty: 24 },
        { pCode: 'B', baseQty: 6, isFree: true },
        { pCode: 'C', baseQty: 1, isFree: true },
      ]),
    );
    expect([...needs]).toEqual([
      ['A', { bought: 2, given: 0 }],
      ['B', { bought: 30, given: 6 }],
      ['C', { bought: 0, given: 1 }],
    ]);
  });

  it('leaves out lines not selected and lines with other problems than stock', () => {
    const needs = stockNeeds(
      cart([
        { pCode: 'A', selected: false },
        { pCode: 'B', issues: ['OUT_OF_STOCK'] },
        { pCode: 'C', issues: ['PRICE_HIDDEN'] },
      ]),
    );
    expect([...needs.keys()]).toEqual(['B']);
  });
});

describe('afterShortage', () => {
  const needs = new Map([
    ['A', { bought: 2, given: 0 }],
    ['B', { bought: 30, given: 6 }],
    ['C', { bought: 0, given: 1 }],
    ['D', { bought: 5, given: 0 }],
  ]);

  it('stops the order at the first bought product that is short', () => {
    expect(afterShortage(needs, ['D', 'B', 'A']).stop).toBe('A');
  });

  it('drops a short gift, and tries a product bought too again without its gift', () => {
    expect(afterShortage(needs, ['C', 'B'])).toEqual({
      stop: null,
      retry: new Map([['B', 30]]),
      droppedGifts: new Set(['B', 'C']),
    });
  });

  it('has nothing to do when nothing is short', () => {
    expect(afterShortage(needs, [])).toEqual({ stop: null, retry: new Map(), droppedGifts: new Set() });
  });
});
