import { describe, expect, it } from 'vitest';
import { parseStoredCart } from './merge-cart.js';

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
