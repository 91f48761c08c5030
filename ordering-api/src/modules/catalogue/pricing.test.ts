import { describe, expect, it } from 'vitest';
import { catalogueUnitPrices, readPriceType, type CatalogueUnitPriceInput } from './pricing';

const TODAY = '20260115';

/** 1 / 6 / 24 units; level 1 10.00 excluding VAT, level 2 9.50, levels 3-5 not set. */
const base = (overrides: Partial<CatalogueUnitPriceInput> = {}): CatalogueUnitPriceInput => ({
  pCode: 'P1',
  unitRates: [
    { level: 1, rate: 1 },
    { level: 2, rate: 6 },
    { level: 3, rate: 24 },
  ],
  levelPrices: [{ price: 10, type: '2' }, { price: 9.5, type: '2' }, null, null, null],
  advancePrices: [],
  priceLevel: 1,
  today: TODAY,
  ...overrides,
});

describe('catalogueUnitPrices', () => {
  it('multiplies the level price by each unit rate and adds 7 % VAT to a price that excludes it', () => {
    const prices = catalogueUnitPrices(base());
    expect([prices.StandardPrice1, prices.StandardPrice2, prices.StandardPrice3]).toEqual([10, 60, 240]);
    expect([prices.SalesPrice1, prices.SalesPrice2, prices.SalesPrice3]).toEqual([10, 60, 240]);
    expect([prices.PriceInVat1, prices.PriceInVat2, prices.PriceInVat3]).toEqual([10.7, 64.2, 256.8]);
    expect(prices.PriceType1).toBe('2');
    expect(prices.IsProductAdvancePrice).toBe(false);
  });

  it("uses the customer's level, and level 1 where the level has no price", () => {
    expect(catalogueUnitPrices(base({ priceLevel: 2 })).SalesPrice2).toBe(57);
    expect(catalogueUnitPrices(base({ priceLevel: 4 })).SalesPrice1).toBe(10);
  });

  it('adds no VAT to a price that includes it or has none', () => {
    const included = catalogueUnitPrices(base({ levelPrices: [{ price: 10, type: '1' }, null, null, null, null] }));
    expect(included.PriceInVat1).toBe(10);
    const none = catalogueUnitPrices(base({ levelPrices: [{ price: 10, type: '0' }, null, null, null, null] }));
    expect(none.PriceInVat2).toBe(60);
  });

  it('charges the advance price of the day for the units it sets, keeping the standard price', () => {
    const prices = catalogueUnitPrices(
      base({
        advancePrices: [{ dateStart: '20260110', dateEnd: '20260120', cells: [{ unit: 2, level: 1, price: 55, type: '1' }] }],
      }),
    );
    expect(prices.IsProductAdvancePrice).toBe(true);
    expect(prices.SalesPrice2).toBe(55);
    expect(prices.StandardPrice2).toBe(60);
    expect(prices.PriceInVat2).toBe(55);
    expect(prices.PriceType2).toBe('1');
    expect(prices.SalesPrice1).toBe(10);
  });

  it('ignores an advance price outside its dates', () => {
    const prices = catalogueUnitPrices(
      base({ advancePrices: [{ dateStart: '20260116', dateEnd: '20260120', cells: [{ unit: 1, level: 1, price: 1, type: null }] }] }),
    );
    expect(prices.IsProductAdvancePrice).toBe(false);
    expect(prices.SalesPrice1).toBe(10);
  });

  it('has no prices for units the product does not sell in, nor without any price', () => {
    const single = catalogueUnitPrices(base({ unitRates: [{ level: 1, rate: 1 }] }));
    expect([single.SalesPrice2, single.SalesPrice3, single.PriceInVat2]).toEqual([null, null, null]);
    const unpriced = catalogueUnitPrices(base({ levelPrices: [null, null, null, null, null] }));
    expect(unpriced.SalesPrice1).toBeNull();
  });

  it('rounds to satang without binary drift', () => {
    const prices = catalogueUnitPrices(base({ levelPrices: [{ price: 9.95, type: '2' }, null, null, null, null] }));
    expect(prices.SalesPrice3).toBe(238.8);
    expect(prices.PriceInVat1).toBe(10.65);
  });
});

describe('readPriceType', () => {
  it("reads '0' and '1' and takes anything else as '2'", () => {
    expect(readPriceType('0')).toBe('0');
    expect(readPriceType(' 1 ')).toBe('1');
    expect(readPriceType('x')).toBe('2');
    expect(readPriceType(null)).toBe('2');
  });
});
