/** Every price field of a product on the wire. */
export const PRODUCT_PRICE_FIELDS = [
  'CatalogPrice',
  'SalesPrice1',
  'SalesPrice2',
  'SalesPrice3',
  'StandardPrice1',
  'StandardPrice2',
  'StandardPrice3',
  'PriceInVat1',
  'PriceInVat2',
  'PriceInVat3',
  'PRICE1',
  'PRICE2',
  'PRICE3',
  'PRICE4',
  'PRICE5',
] as const;
export type ProductPriceField = (typeof PRODUCT_PRICE_FIELDS)[number];

/**
 * Should prices be dropped for this viewer? Only for a guest, and only when the company hides
 * catalogue prices in guest mode.
 */
export const shouldHidePrices = (viewer: {
  isGuest: boolean;
  guestModeDisableCatalogPrice: boolean;
}): boolean => viewer.isGuest && viewer.guestModeDisableCatalogPrice;

/**
 * A product without its prices (the keys are removed, not zeroed, so nothing shows "฿0") when
 * `shouldHidePrices` says so; otherwise the product unchanged. Never changes the input.
 */
export function applyPriceVisibility<T extends object>(
  product: T,
  viewer: { isGuest: boolean; guestModeDisableCatalogPrice: boolean },
): T {
  if (!shouldHidePrices(viewer)) return product;
  const copy = { ...product } as Record<string, unknown>;
  for (const field of PRODUCT_PRICE_FIELDS) delete copy[field];
  return copy as T;
}

/** A ShowPrice flag as the wire sends it: false, 'N', 0, '0' or 'false' mean hidden. */
export function isShown(flag: boolean | string | number | null | undefined): boolean {
  if (flag === null || flag === undefined) return true;
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag !== 0;
  const text = flag.trim().toUpperCase();
  return !(text === 'N' || text === '0' || text === 'FALSE');
}

export interface ShowPriceLine {
  ShowPrice1?: boolean | string | number | null;
  ShowPrice2?: boolean | string | number | null;
  ShowPrice3?: boolean | string | number | null;
  qty1?: number | null;
  qty2?: number | null;
  qty3?: number | null;
}

/**
 * A cart line whose quantity is zeroed for each unit level whose ShowPrice is false: a unit that
 * cannot be priced cannot be ordered. Returns a copy; untouched levels keep their quantity.
 */
export function zeroHiddenUnitQuantities<T extends ShowPriceLine>(line: T): T {
  const copy = { ...line };
  if (!isShown(line.ShowPrice1)) copy.qty1 = 0;
  if (!isShown(line.ShowPrice2)) copy.qty2 = 0;
  if (!isShown(line.ShowPrice3)) copy.qty3 = 0;
  return copy;
}
