import { describe, expect, it } from 'vitest';
import { readStoredCart } from './stored-cart';

describe('readStoredCart', () => {
  it('reads lines with their product fields and defaults', () => {
    const lines = readStoredCart([{ P_Code: 'P1', qty1: '2', PRODUCTNAME: 'Water', PriceInVat1: 7, extra: 'dropped' }]);
    expect(lines).toEqual([{ P_Code: 'P1', PRODUCTNAME: 'Water', PriceInVat1: 7, qty1: 2, qty2: 0, qty3: 0, selected: true }]);
  });

  it('keeps an unselected line unselected', () => {
    expect(readStoredCart([{ P_Code: 'P1', qty1: 1, selected: false }])?.[0]?.selected).toBe(false);
  });

  it('treats nothing stored as an empty cart', () => {
    expect(readStoredCart(undefined)).toEqual([]);
    expect(readStoredCart(null)).toEqual([]);
  });

  it('rejects what is not a cart', () => {
    expect(readStoredCart({ P_Code: 'P1' })).toBeNull();
    expect(readStoredCart([{ qty1: 1 }])).toBeNull();
    expect(readStoredCart([{ P_Code: 'P1', qty1: -1 }])).toBeNull();
    expect(readStoredCart([{ P_Code: 'P1', qty1: 1.5 }])).toBeNull();
    expect(readStoredCart([{ P_Code: 'P1', qty1: 100_000 }])).toBeNull();
    expect(readStoredCart([{ P_Code: 'P1', selected: 'yes' }])).toBeNull();
    expect(readStoredCart([{ P_Code: 'P1' }, { P_Code: 'P1' }])).toBeNull();
    expect(readStoredCart(Array.from({ length: 201 }, (_, i) => ({ P_Code: `P${i}` })))).toBeNull();
  });
});
