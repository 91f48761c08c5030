import { describe, expect, it } from 'vitest';
import { createProduct } from '@/test/catalogue/factories';
import {
  advancePricePeriod,
  baseQuantity,
  displayPrice,
  isOutOfStock,
  orderableQuantities,
  productImages,
  productName,
  quantitiesAmount,
  unitLines,
} from './product-view';

describe('productName', () => {
  it('follows the reader language, whatever language the answer was in', () => {
    const product = createProduct({ PRODUCTNAME: 'นมสด', PRODUCTNAME_TH: 'นมสด', PRODUCTNAME_EN: 'Fresh milk' });
    expect(productName(product, 'th')).toBe('นมสด');
    expect(productName(product, 'en')).toBe('Fresh milk');
  });

  it('falls back to the other language, then to the code', () => {
    expect(productName(createProduct({ PRODUCTNAME_EN: null, PRODUCTNAME_TH: 'นมสด' }), 'en')).toBe('นมสด');
    expect(productName(createProduct({ P_Code: 'X1', PRODUCTNAME: null, PRODUCTNAME_TH: null, PRODUCTNAME_EN: null }), 'th')).toBe('X1');
  });
});

describe('productImages', () => {
  it('keeps at most five pictures, without repeats, reachable through the bff', () => {
    const product = createProduct({
      Images: ['/files/a.png', '/files/b.png'],
      PIC_FILENAME: '/files/a.png',
      PIC_FILENAME2: '/files/c.png',
      PIC_FILENAME3: '/files/d.png',
      PIC_FILENAME4: '/files/e.png',
      PIC_FILENAME5: '/files/f.png',
    });
    expect(productImages(product)).toEqual([
      'api/customer/files/a.png',
      'api/customer/files/b.png',
      'api/customer/files/c.png',
      'api/customer/files/d.png',
      'api/customer/files/e.png',
    ]);
  });
});

describe('unitLines', () => {
  it('lists the units the specification counts, with names, rates and prices', () => {
    const lines = unitLines(createProduct());
    expect(lines.map((line) => [line.level, line.name, line.rate, line.salesPrice])).toEqual([
      [1, 'ชิ้น', 1, 10],
      [2, 'แพ็ค', 6, 58],
      [3, 'ลัง', 24, 230],
    ]);
  });

  it('has one unit when the second rate is 0, even with a third rate', () => {
    expect(unitLines(createProduct({ UNIT2RATE: 0, UNIT3RATE: 24 }))).toHaveLength(1);
  });
});

describe('prices and quantities', () => {
  it('shows the first priced unit, with the standard price only when higher', () => {
    expect(displayPrice(createProduct())).toEqual({ price: 10, standard: 11, unit: 'ชิ้น' });
    expect(displayPrice(createProduct({ ShowPrice1: 'N' }))).toEqual({ price: 58, standard: 60, unit: 'แพ็ค' });
    expect(displayPrice(createProduct({ SalesPrice1: undefined, SalesPrice2: undefined, SalesPrice3: undefined }))).toBeNull();
  });

  it('zeroes the quantity of a unit whose ShowPrice is false', () => {
    const product = createProduct({ ShowPrice2: false });
    expect(orderableQuantities(product, { 1: 2, 2: 3, 3: 1 })).toEqual({ 1: 2, 2: 0, 3: 1 });
    expect(baseQuantity(product, { 1: 2, 2: 3, 3: 1 })).toBe(26);
    expect(quantitiesAmount(product, { 1: 2, 2: 3, 3: 1 })).toBe(250);
  });

  it('ignores negative and fractional quantities', () => {
    expect(orderableQuantities(createProduct(), { 1: -3, 2: 1.7 })).toEqual({ 1: 0, 2: 1, 3: 0 });
  });
});

describe('stock and advance price', () => {
  it('is out of stock at zero, and only when the stock is known', () => {
    expect(isOutOfStock(createProduct({ Stock: { StockAvailable: 0 } }))).toBe(true);
    expect(isOutOfStock(createProduct({ Stock: { StockAvailable: 3 } }))).toBe(false);
    expect(isOutOfStock(createProduct({ Stock: null }))).toBe(false);
  });

  it('gives the advance price period only when the prices come from one', () => {
    expect(advancePricePeriod(createProduct({ IsProductAdvancePrice: true, AdvancePriceDateStart: '2026-01-01', AdvancePriceDateEnd: '2026-01-31' }))).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(advancePricePeriod(createProduct({ IsProductAdvancePrice: false, AdvancePriceDateStart: '2026-01-01', AdvancePriceDateEnd: '2026-01-31' }))).toBeNull();
  });
});
