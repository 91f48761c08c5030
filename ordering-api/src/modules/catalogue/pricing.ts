// Customer prices as the catalogue shows them, from the same price engine the cart and the order
// use, so a price seen in the list is the price charged.
import {
  unitPrice,
  type AdvancePriceFacts,
  type LevelPrice,
  type PriceType,
  type ProductFacts,
  type UnitLevel,
} from '../pricing/engine';

export type { PriceType };

/** A stored price type, read leniently: anything unknown counts as the default '2' (excludes VAT). */
export function readPriceType(value: string | null | undefined): PriceType {
  const text = (value ?? '').trim();
  return text === '0' || text === '1' ? text : '2';
}

export interface CatalogueUnitPriceInput {
  pCode: string;
  /** The unit levels the product sells in, with their rates (base units per unit). */
  unitRates: readonly { level: UnitLevel; rate: number }[];
  /** Price of one base unit for levels 1 to 5 (null where a level has none). */
  levelPrices: readonly (LevelPrice | null)[];
  advancePrices: readonly AdvancePriceFacts[];
  priceLevel: number;
  /** Today in Bangkok, YYYYMMDD. */
  today: string;
}

export interface UnitPrices {
  SalesPrice1: number | null;
  SalesPrice2: number | null;
  SalesPrice3: number | null;
  StandardPrice1: number | null;
  StandardPrice2: number | null;
  StandardPrice3: number | null;
  PriceInVat1: number | null;
  PriceInVat2: number | null;
  PriceInVat3: number | null;
  /** The price type of SalesPrice1..3. */
  PriceType1: PriceType | null;
  PriceType2: PriceType | null;
  PriceType3: PriceType | null;
  IsProductAdvancePrice: boolean;
}

/**
 * The prices of each unit: StandardPrice is the price without any advance price, SalesPrice
 * the price charged today (the advance price where one is set), PriceInVat SalesPrice with VAT.
 * Units the product does not sell in have none.
 */
export function catalogueUnitPrices(input: CatalogueUnitPriceInput): UnitPrices {
  const facts: ProductFacts = {
    pCode: input.pCode,
    nameTh: '',
    nameEn: '',
    units: input.unitRates.map(({ level, rate }) => ({ level, code: '', nameTh: '', nameEn: '', rate })),
    levelPrices: input.levelPrices,
    showPrice: { 1: true, 2: true, 3: true },
    advancePrices: input.advancePrices,
    pointsPerUnit: 0,
    stockAvailable: null,
  };
  const standardFacts: ProductFacts = { ...facts, advancePrices: [] };
  const result: UnitPrices = {
    SalesPrice1: null,
    SalesPrice2: null,
    SalesPrice3: null,
    StandardPrice1: null,
    StandardPrice2: null,
    StandardPrice3: null,
    PriceInVat1: null,
    PriceInVat2: null,
    PriceInVat3: null,
    PriceType1: null,
    PriceType2: null,
    PriceType3: null,
    IsProductAdvancePrice: false,
  };
  for (const level of [1, 2, 3] as const) {
    const sales = unitPrice(facts, level, input.priceLevel, input.today);
    const standard = unitPrice(standardFacts, level, input.priceLevel, input.today);
    result[`StandardPrice${level}`] = standard?.price ?? null;
    result[`SalesPrice${level}`] = sales?.price ?? null;
    result[`PriceInVat${level}`] = sales?.priceInVat ?? null;
    result[`PriceType${level}`] = sales?.priceType ?? null;
    if (sales?.advance) result.IsProductAdvancePrice = true;
  }
  return result;
}
