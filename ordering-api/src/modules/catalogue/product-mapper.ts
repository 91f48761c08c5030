// A product row of the catalogue statement in the specification's shape, with
// the prices of the caller's level, and without prices where a guest may not
// see them (the shared price-visibility rule).
import { applyPriceVisibility, unitCount, type Locale, type Product } from '@eorder/shared';
import { publicFileUrl } from '../../plugins/files';
import type { AdvancePriceFacts, LevelPrice, UnitLevel } from '../pricing/engine';
import { catalogueUnitPrices, readPriceType } from './pricing';
import type { AdvancePriceJson, ProductQueryRow, PromotionJson } from './repository';

/** The caller as the price rules see them. */
export interface PriceViewer {
  isGuest: boolean;
  /** Today in Bangkok, YYYY-MM-DD: the day advance prices are chosen for. */
  today: string;
}

const num = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

const isOn = (value: string | null | undefined) => (value ?? '').trim().toUpperCase() === 'Y';

function listOf<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  // json arrives parsed from both drivers; text only if a driver was told not to parse it.
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? (list as T[]) : [];
}

const compactDate = (date: string): string => date.replace(/-/g, '');

/** The advance prices of the day (already at the caller's level) as the price engine reads them. */
function advanceFacts(rows: readonly AdvancePriceJson[], priceLevel: number): AdvancePriceFacts[] {
  return rows.map((row) => ({
    dateStart: compactDate(row.dateStart),
    dateEnd: compactDate(row.dateEnd),
    cells: ([1, 2, 3] as const).flatMap((unit) => {
      const price = num(row[`u${unit}Price`]);
      const type = row[`u${unit}Type`];
      return price === null ? [] : [{ unit, level: priceLevel, price, type: type ? readPriceType(type) : null }];
    }),
  }));
}

function levelPrice(price: string | number | null, type: string): LevelPrice | null {
  const amount = num(price);
  return amount === null ? null : { price: amount, type: readPriceType(type) };
}

function promotionsOf(value: ProductQueryRow['promotions']): PromotionJson[] {
  return listOf(value);
}

/** The wire product of a catalogue row, in the request's language. */
export function toWireProduct(row: ProductQueryRow, locale: Locale, viewer: PriceViewer): Product {
  const rates: [number, number, number] = [num(row.unit1_rate) ?? 1, num(row.unit2_rate) ?? 0, num(row.unit3_rate) ?? 0];
  const units = unitCount({ UNIT1RATE: rates[0], UNIT2RATE: rates[1], UNIT3RATE: rates[2] });
  const advance = listOf(row.advance_prices);
  const prices = catalogueUnitPrices({
    pCode: row.p_code,
    unitRates: rates.slice(0, units).map((rate, index) => ({ level: (index + 1) as UnitLevel, rate })),
    levelPrices: [
      levelPrice(row.price1, row.price1_type),
      levelPrice(row.price2, row.price2_type),
      levelPrice(row.price3, row.price3_type),
      levelPrice(row.price4, row.price4_type),
      levelPrice(row.price5, row.price5_type),
    ],
    advancePrices: advanceFacts(advance, row.price_level),
    priceLevel: row.price_level,
    today: compactDate(viewer.today),
  });
  const advanceRow = prices.IsProductAdvancePrice ? advance[0] : undefined;
  const en = locale === 'en';
  const unitName = (th: string | null, enName: string | null) => (en ? (enName ?? th) : (th ?? enName));
  // Attributes and the description in the request's language, the Thai form standing in.
  const inLocale = (th: string | null, enText: string | null) => (en && enText ? enText : th);
  const pictures = [row.pic_filename1, row.pic_filename2, row.pic_filename3, row.pic_filename4, row.pic_filename5].map(
    (file) => publicFileUrl(file),
  );
  const product: Product = {
    P_Code: row.p_code,
    PRODUCTNAME: en ? (row.product_name_en ?? row.product_name_th) : row.product_name_th,
    PRODUCTNAME_TH: row.product_name_th,
    PRODUCTNAME_EN: row.product_name_en,
    PRODUCTSHORTNAME_TH: row.product_short_name_th,
    PRODUCTSHORTNAME_EN: row.product_short_name_en,
    P_Description: inLocale(row.description, row.description_en),
    SaleUnit: row.sale_unit,
    P_Group: inLocale(row.p_group, row.p_group_en),
    P_GroupCode: row.p_group_code,
    P_Brand: inLocale(row.p_brand, row.p_brand_en),
    P_BrandCode: row.p_brand_code,
    P_Flavour: inLocale(row.p_flavour, row.p_flavour_en),
    P_FlavourCode: row.p_flavour_code,
    P_Var: inLocale(row.p_var, row.p_var_en),
    P_VarCode: row.p_var_code,
    P_Size: inLocale(row.p_size, row.p_size_en),
    P_SizeCode: row.p_size_code,
    Dchain: row.dchain,
    matype: row.matype,
    Hierarchy1: row.hierarchy1,
    Hierarchy2: row.hierarchy2,
    Hierarchy3: row.hierarchy3,
    Hierarchy4: row.hierarchy4,
    Hierarchy5: row.hierarchy5,
    UNIT1: row.unit1_code,
    UNIT2: units >= 2 ? row.unit2_code : null,
    UNIT3: units >= 3 ? row.unit3_code : null,
    UNIT1NAME: unitName(row.unit1_name_th, row.unit1_name_en),
    UNIT2NAME: units >= 2 ? unitName(row.unit2_name_th, row.unit2_name_en) : null,
    UNIT3NAME: units >= 3 ? unitName(row.unit3_name_th, row.unit3_name_en) : null,
    UNIT1NAME_TH: row.unit1_name_th,
    UNIT1NAME_EN: row.unit1_name_en,
    UNIT2NAME_TH: units >= 2 ? row.unit2_name_th : null,
    UNIT2NAME_EN: units >= 2 ? row.unit2_name_en : null,
    UNIT3NAME_TH: units >= 3 ? row.unit3_name_th : null,
    UNIT3NAME_EN: units >= 3 ? row.unit3_name_en : null,
    UNIT1RATE: rates[0],
    UNIT2RATE: units >= 2 ? rates[1] : 0,
    UNIT3RATE: units >= 3 ? rates[2] : 0,
    CatalogPrice: num(row.catalog_price),
    ...prices,
    AdvancePriceDateStart: advanceRow?.dateStart ?? null,
    AdvancePriceDateEnd: advanceRow?.dateEnd ?? null,
    ShowPrice1: row.show_price1,
    ShowPrice2: units >= 2 && row.show_price2,
    ShowPrice3: units >= 3 && row.show_price3,
    BARCODE1: row.barcode1,
    BARCODE2: row.barcode2,
    BARCODE3: row.barcode3,
    PIC_FILENAME: pictures[0] ?? null,
    PIC_FILENAME2: pictures[1] ?? null,
    PIC_FILENAME3: pictures[2] ?? null,
    PIC_FILENAME4: pictures[3] ?? null,
    PIC_FILENAME5: pictures[4] ?? null,
    Images: pictures.filter((picture): picture is string => picture !== null),
    Disable: false,
    Stock: { StockAvailable: row.stock_available ?? 0 },
    promotionproduct: promotionsOf(row.promotions),
    Option1: num(row.option1) ?? 0,
  };
  return applyPriceVisibility(product, {
    isGuest: viewer.isGuest,
    guestModeDisableCatalogPrice: isOn(row.guest_disable_catalog_price),
  });
}
