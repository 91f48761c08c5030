import { describe, expect, it } from 'vitest';
import {
  applyPriceVisibility,
  isShown,
  shouldHidePrices,
  zeroHiddenUnitQuantities,
} from './price-visibility.js';

const product = {
  P_Code: 'P001',
  PRODUCTNAME: 'Drinking water',
  CatalogPrice: 100,
  SalesPrice1: 95,
  SalesPrice2: 540,
  PriceInVat1: 101.65,
  PRICE1: 95,
};

describe('price visibility for guests', () => {
  it('drops prices for a guest when guest mode hides catalogue prices', () => {
    const shown = applyPriceVisibility(product, {
      isGuest: true,
      guestModeDisableCatalogPrice: true,
    });
    expect(shown).toEqual({ P_Code: 'P001', PRODUCTNAME: 'Drinking water' });
    expect(product.SalesPrice1).toBe(95); // the input is untouched
  });
  it('keeps prices for customers, and for guests when the flag is off', () => {
    expect(
      applyPriceVisibility(product, { isGuest: false, guestModeDisableCatalogPrice: true }),
    ).toBe(product);
    expect(
      applyPriceVisibility(product, { isGuest: true, guestModeDisableCatalogPrice: false }),
    ).toBe(product);
    expect(shouldHidePrices({ isGuest: false, guestModeDisableCatalogPrice: true })).toBe(false);
  });
});

describe('ShowPrice', () => {
  it('zeroes the quantity of each unit level whose ShowPrice is false', () => {
    const line = {
      ShowPrice1: true,
      ShowPrice2: false,
      ShowPrice3: 'N',
      qty1: 2,
      qty2: 3,
      qty3: 4,
    };
    expect(zeroHiddenUnitQuantities(line)).toEqual({ ...line, qty1: 2, qty2: 0, qty3: 0 });
    expect(line.qty2).toBe(3);
  });
  it('treats a missing flag as shown', () => {
    expect(zeroHiddenUnitQuantities({ qty1: 5 })).toEqual({ qty1: 5 });
    expect(isShown(undefined)).toBe(true);
    expect(isShown('Y')).toBe(true);
    expect(isShown(0)).toBe(false);
    expect(isShown('false')).toBe(false);
  });
});
