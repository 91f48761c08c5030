import { describe, expect, it } from 'vitest';
import { MAX_LINE_QTY, mergeCartLines, parseStoredCart } from './merge-cart.js';

const line = (P_Code: string, qty1 = 0, qty2 = 0, qty3 = 0, selected = true) => ({
  P_Code,
  qty1,
  qty2,
  qty3,
  selected,
});

describe('mergeCartLines', () => {
  it('adds quantities of a product in both carts and keeps the others', () => {
    const merged = mergeCartLines(
      [line('P1', 1, 2), line('P2', 5)],
      [line('P1', 3, 0, 1, false), line('P3', 0, 1)],
    );
    expect(merged).toEqual([line('P1', 4, 2, 1, true), line('P2', 5), line('P3', 0, 1)]);
  });
  it('caps a merged quantity', () => {
    expect(mergeCartLines([line('P1', MAX_LINE_QTY)], [line('P1', 10)])[0]?.qty1).toBe(
      MAX_LINE_QTY,
    );
  });
});

describe('parseStoredCart', () => {
  it('reads a stored cart and keeps the product fields beside the line', () => {
    const stored = JSON.stringify([
      { P_Code: 'P1', qty1: 2, selected: false, PRODUCTNAME: 'Water', SalesPrice1: 7 },
    ]);
    const cart = parseStoredCart(stored);
    expect(cart?.[0]).toMatchObject({
      P_Code: 'P1',
      qty1: 2,
      qty2: 0,
      qty3: 0,
      selected: false,
      PRODUCTNAME: 'Water',
    });
  });
  it('is empty without a stored cart and null for an invalid one', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toBeNull();
    expect(parseStoredCart('{"P_Code":"P1"}')).toBeNull();
    expect(parseStoredCart('[{"qty1":1}]')).toBeNull();
    expect(parseStoredCart('[{"P_Code":"P1","qty1":-3}]')).toBeNull();
  });
});
