// What the product card and the product page show of a product: its name in the reader's language,
// its pictures, its units with their rates and prices, its stock and its promotions. Pure functions
// of the wire product, so the rules are tested once.
import {
  isShown,
  unitLevels,
  unitRate,
  type Product,
  type ProductPromotion,
  type UnitLevel,
} from '@eorder/shared';
import type { Lang } from '@/config/paths';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const amount = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The product's name in a language: the ordering API answers `PRODUCTNAME` in the language of the
 * request and adds both names (`PRODUCTNAME_TH`, `PRODUCTNAME_EN`); the short names stand in.
 */
export function productName(product: Product, lang: Lang): string {
  const th = text(product.PRODUCTNAME_TH) ?? text(product.PRODUCTSHORTNAME_TH);
  const en = text(product.PRODUCTNAME_EN) ?? text(product.PRODUCTSHORTNAME_EN);
  return (lang === 'en' ? (en ?? th) : (th ?? en)) ?? text(product.PRODUCTNAME) ?? product.P_Code;
}

export { productImages } from '@eorder/shared';

export interface UnitLine {
  level: UnitLevel;
  /** The unit's code (BOX, PAK ...). */
  code: string | null;
  name: string;
  /** Base units in one of this unit. */
  rate: number;
  /** Whether this unit may be priced and ordered (ShowPrice{n}). */
  showPrice: boolean;
  salesPrice: number | null;
  standardPrice: number | null;
  priceInVat: number | null;
}

const field = (product: Product, key: string): unknown => (product as Record<string, unknown>)[key];

/** The units a product sells in (1, 2 or 3 by the specification's rule), with their prices. */
export function unitLines(product: Product, lang?: Lang): UnitLine[] {
  return unitLevels(product).map((level) => {
    // The unit's name in the reader's language (the answer's UNITnNAME is in the language it was
    // asked in, which a language switch does not ask again).
    const named = lang ? text(field(product, `UNIT${level}NAME_${lang === 'en' ? 'EN' : 'TH'}`)) : null;
    const name = named ?? text(field(product, `UNIT${level}NAME`)) ?? text(field(product, `UNIT${level}`));
    return {
      level,
      code: text(field(product, `UNIT${level}`)),
      name: name ?? String(level),
      rate: unitRate(product, level),
      showPrice: isShown(field(product, `ShowPrice${level}`) as Parameters<typeof isShown>[0]),
      salesPrice: amount(field(product, `SalesPrice${level}`)),
      standardPrice: amount(field(product, `StandardPrice${level}`)),
      priceInVat: amount(field(product, `PriceInVat${level}`)),
    };
  });
}

/** The price a list shows: the first unit that may be priced and has a sales price. */
export function displayPrice(product: Product, lang?: Lang): { price: number; standard: number | null; unit: string } | null {
  for (const line of unitLines(product, lang)) {
    if (!line.showPrice || line.salesPrice === null) continue;
    const standard = line.standardPrice !== null && line.standardPrice > line.salesPrice ? line.standardPrice : null;
    return { price: line.salesPrice, standard, unit: line.name };
  }
  return null;
}

/** Available stock in base units, or null when the answer does not say. */
export function stockAvailable(product: Product): number | null {
  return amount(product.Stock?.StockAvailable);
}

/** 'Out of stock' shows at zero (or below): only when the stock is known. */
export function isOutOfStock(product: Product): boolean {
  const stock = stockAvailable(product);
  return stock !== null && stock <= 0;
}

/** The promotions that apply to the product, as the answer lists them. */
export function productPromotions(product: Product): ProductPromotion[] {
  return Array.isArray(product.promotionproduct) ? product.promotionproduct : [];
}

const isOn = (flag: unknown): boolean =>
  flag === true || flag === 1 || (typeof flag === 'string' && ['Y', 'TRUE', '1'].includes(flag.trim().toUpperCase()));

/** The date range of the advance price in force, when the product's prices come from one. */
export function advancePricePeriod(product: Product): { from: string; to: string } | null {
  if (!isOn(product.IsProductAdvancePrice)) return null;
  const from = text(product.AdvancePriceDateStart);
  const to = text(product.AdvancePriceDateEnd);
  return from && to ? { from, to } : null;
}

export type Quantities = Partial<Record<UnitLevel, number>>;

/**
 * Quantities that may be ordered: whole, not negative, and zero for a unit whose ShowPrice is
 * false (a unit that cannot be priced cannot be ordered).
 */
export function orderableQuantities(product: Product, quantities: Quantities): Record<UnitLevel, number> {
  const result: Record<UnitLevel, number> = { 1: 0, 2: 0, 3: 0 };
  for (const line of unitLines(product)) {
    const value = Math.floor(quantities[line.level] ?? 0);
    result[line.level] = line.showPrice && Number.isFinite(value) && value > 0 ? value : 0;
  }
  return result;
}

/** Base units of the quantities (each unit times its rate). */
export function baseQuantity(product: Product, quantities: Quantities): number {
  const orderable = orderableQuantities(product, quantities);
  return unitLines(product).reduce((sum, line) => sum + orderable[line.level] * line.rate, 0);
}

/** The amount of the quantities at the sales prices (a unit without a price counts 0). */
export function quantitiesAmount(product: Product, quantities: Quantities): number {
  const orderable = orderableQuantities(product, quantities);
  const total = unitLines(product).reduce((sum, line) => sum + orderable[line.level] * (line.salesPrice ?? 0), 0);
  return Math.round(total * 100) / 100;
}

/** Points per base unit (Option1) in points mode. */
export function pointsPerUnit(product: Product): number {
  return amount(product.Option1) ?? 0;
}

/** A reward: a product with points per unit, the only kind the points cart takes. */
export const isReward = (product: Product): boolean => pointsPerUnit(product) > 0;

/** The points a list shows in points mode: those of the first unit that may be ordered. */
export function displayPoints(product: Product, lang?: Lang): { points: number; unit: string } | null {
  const perBase = pointsPerUnit(product);
  if (!(perBase > 0)) return null;
  const line = unitLines(product, lang).find((unit) => unit.showPrice);
  return line ? { points: perBase * line.rate, unit: line.name } : null;
}

/** The points of the quantities (each unit's rate × points per base unit). */
export function quantitiesPoints(product: Product, quantities: Quantities): number {
  return baseQuantity(product, quantities) * pointsPerUnit(product);
}

/** The short attributes shown on the product page, those present. */
export function productAttributes(product: Product): { key: 'group' | 'brand' | 'flavour' | 'variant' | 'size'; value: string }[] {
  const pairs = [
    ['group', product.P_Group],
    ['brand', product.P_Brand],
    ['flavour', product.P_Flavour],
    ['variant', product.P_Var],
    ['size', product.P_Size],
  ] as const;
  return pairs.flatMap(([key, value]) => {
    const shown = text(value);
    return shown ? [{ key, value: shown }] : [];
  });
}
