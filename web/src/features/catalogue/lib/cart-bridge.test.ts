import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createProduct } from '@/test/catalogue/factories';
import { addProductToCart } from './cart-bridge';

const addToCart = vi.hoisted(() => vi.fn((_product: { PRODUCTNAME?: string | null }, _level: number, _qty: number) => true));
vi.mock('@/features/cart', () => ({ addToCart }));

beforeEach(() => addToCart.mockClear());

describe('addProductToCart', () => {
  it('adds each chosen unit level with both languages\' names, so the cart follows a switch', () => {
    const product = createProduct({ P_Code: 'P1', PRODUCTNAME_TH: 'นมสด', PRODUCTNAME_EN: 'Fresh milk' });
    expect(addProductToCart({ product, quantities: { 1: 2, 3: 1 }, name: 'Fresh milk' })).toBe(true);
    expect(
      addToCart.mock.calls.map(([line, level, qty]) => [line.PRODUCTNAME, (line as { PRODUCTNAME_EN?: string | null }).PRODUCTNAME_EN, level, qty]),
    ).toEqual([
      ['นมสด', 'Fresh milk', 1, 2],
      ['นมสด', 'Fresh milk', 3, 1],
    ]);
  });

  it('keeps the reader-language name when the product has no Thai name', () => {
    const product = createProduct({ P_Code: 'P2', PRODUCTNAME_TH: '' });
    addProductToCart({ product, quantities: { 1: 1 }, name: 'Fresh milk' });
    expect(addToCart.mock.calls[0]?.[0].PRODUCTNAME).toBe('Fresh milk');
  });

  it('adds nothing for a zero quantity or a unit whose price is hidden', () => {
    const product = createProduct({ ShowPrice2: 'N' });
    expect(addProductToCart({ product, quantities: { 2: 3 }, name: 'x' })).toBe(false);
    expect(addProductToCart({ product, quantities: {}, name: 'x' })).toBe(false);
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('hands the cart boolean ShowPrice flags', () => {
    addProductToCart({ product: createProduct({ ShowPrice1: 'Y', ShowPrice2: 0 }), quantities: { 1: 1 }, name: 'x' });
    expect(addToCart.mock.calls[0]?.[0]).toMatchObject({ ShowPrice1: true, ShowPrice2: false });
  });
});
