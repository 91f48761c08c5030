// The cart as kept in local storage, checked by hand (not zod, this is on the first page); an
// invalid one is reported as null so the caller empties the cart.

import { MAX_LINE_QTY } from '@eorder/shared';
/** Product fields a cart line keeps beside its quantities, so the cart shows without a fetch. */
export interface CartProduct {
  P_Code: string;
  PRODUCTNAME?: string | null;
  PRODUCTSHORTNAME_EN?: string | null;
  PRODUCTNAME_EN?: string | null;
  PIC_FILENAME?: string | null;
  UNIT1NAME?: string | null;
  UNIT2NAME?: string | null;
  UNIT3NAME?: string | null;
  UNIT1NAME_EN?: string | null;
  UNIT2NAME_EN?: string | null;
  UNIT3NAME_EN?: string | null;
  UNIT1RATE?: number | string | null;
  UNIT2RATE?: number | string | null;
  UNIT3RATE?: number | string | null;
  PriceInVat1?: number | string | null;
  PriceInVat2?: number | string | null;
  PriceInVat3?: number | string | null;
  ShowPrice1?: boolean | string | number | null;
  ShowPrice2?: boolean | string | number | null;
  ShowPrice3?: boolean | string | number | null;
  /** Points per base unit. */
  Option1?: number | string | null;
  Stock?: { StockAvailable?: number | string | null } | null;
}

/** A stored cart line: a cart product with its quantity per unit level and its selection. */
export interface StoredLine extends CartProduct {
  qty1: number;
  qty2: number;
  qty3: number;
  selected: boolean;
}

export const MAX_QTY = MAX_LINE_QTY;
export const MAX_LINES = 200;

/** The product fields kept with a line, copied from whatever product object the caller has. */
export const PRODUCT_FIELDS = [
  'PRODUCTNAME',
  'PRODUCTSHORTNAME_EN',
  'PRODUCTNAME_EN',
  'PIC_FILENAME',
  'UNIT1NAME',
  'UNIT2NAME',
  'UNIT3NAME',
  'UNIT1NAME_EN',
  'UNIT2NAME_EN',
  'UNIT3NAME_EN',
  'UNIT1RATE',
  'UNIT2RATE',
  'UNIT3RATE',
  'PriceInVat1',
  'PriceInVat2',
  'PriceInVat3',
  'ShowPrice1',
  'ShowPrice2',
  'ShowPrice3',
  'Option1',
  'Stock',
] as const satisfies readonly (keyof CartProduct)[];

/** A product code as the contract accepts it: 1 to 40 visible characters. */
const isCode = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 40;

function quantity(value: unknown): number | null {
  if (value === undefined || value === null) return 0;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= MAX_QTY ? number : null;
}

/** Copies the known product fields of any product-like object. */
export function productFields(source: object): Omit<CartProduct, 'P_Code'> {
  const from = source as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) {
    if (from[field] !== undefined) out[field] = from[field];
  }
  return out;
}

/** One stored line, or null when it is not a cart line. */
export function readLine(value: unknown): StoredLine | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const line = value as Record<string, unknown>;
  if (!isCode(line.P_Code)) return null;
  const qty1 = quantity(line.qty1);
  const qty2 = quantity(line.qty2);
  const qty3 = quantity(line.qty3);
  if (qty1 === null || qty2 === null || qty3 === null) return null;
  if (line.selected !== undefined && line.selected !== null && typeof line.selected !== 'boolean') return null;
  return { ...productFields(line), P_Code: line.P_Code, qty1, qty2, qty3, selected: line.selected !== false };
}

/**
 * Reads a stored cart (already parsed from JSON): [] when nothing is stored, null when what is
 * stored is not a cart (not a list, a line without a product code or with a bad quantity, too
 * many lines, a product twice).
 */
export function readStoredCart(value: unknown): StoredLine[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_LINES) return null;
  const lines: StoredLine[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    const line = readLine(item);
    if (!line || seen.has(line.P_Code)) return null;
    seen.add(line.P_Code);
    lines.push(line);
  }
  return lines;
}
