// The cart's lines kept in local storage under the contract's cart key (decision 024), without zod;
// changes are in `cart-actions.ts`, the server sync in `cart-sync.ts`.
import { baseQuantity, linePoints, unitLevels, type CartMode, type UnitLevel } from '@eorder/shared';
import { getJson, removeItem, setJson } from '@/lib/storage';
import { productFields, readStoredCart, type CartProduct, type StoredLine } from '../lib/stored-cart';
import { cartStore, type CartLine, type CartState } from './cart-state';

export { cartStore, summarizeCart, useCartSummary, type CartLine, type CartState, type CartSummary } from './cart-state';
export type { CartMode, CartProduct, StoredLine, UnitLevel };

export const num = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** The quantity of a line at a unit level. */
export const qtyAt = (line: { qty1?: number; qty2?: number; qty3?: number }, level: UnitLevel): number =>
  (level === 1 ? line.qty1 : level === 2 ? line.qty2 : line.qty3) ?? 0;

/** The price with VAT of one unit of a level. */
export const unitPrice = (line: CartProduct, level: UnitLevel): number =>
  num(level === 1 ? line.PriceInVat1 : level === 2 ? line.PriceInVat2 : line.PriceInVat3);

/** The estimated amount of a line: each level's price with VAT × its quantity. */
export function estimateAmount(line: StoredLine): number {
  let total = 0;
  for (const level of unitLevels(line)) total += qtyAt(line, level) * unitPrice(line, level);
  return Math.round(total * 100) / 100;
}

export function toCartLine(line: StoredLine, amount?: number): CartLine {
  return {
    ...line,
    PRODUCTNAME: line.PRODUCTNAME ?? line.P_Code,
    qty: baseQuantity(line),
    amount: amount ?? estimateAmount(line),
    points: linePoints(line),
  };
}

/** The line as stored: without the worked-out fields. */
export function toStoredLine(line: CartLine | StoredLine): StoredLine {
  const { qty: _qty, amount: _amount, points: _points, ...rest } = line as CartLine;
  return { ...rest, qty1: rest.qty1 ?? 0, qty2: rest.qty2 ?? 0, qty3: rest.qty3 ?? 0 };
}

/** Out of stock: a known stock of 0 or less. */
export const isOutOfStock = (line: CartProduct): boolean => {
  const stock = line.Stock?.StockAvailable;
  return stock !== null && stock !== undefined && stock !== '' && num(stock) <= 0;
};

// ---------------------------------------------------------------------------------------------
// Hooks set by the session binding: the server sync and the out-of-stock rule

export interface CartEffects {
  /** A line changed on this device: write the cart to the server (debounced). */
  changed(): void;
  /** disableItemOutOfStock: out-of-stock lines are unselected. */
  unselectOutOfStock(): boolean;
}

let effects: CartEffects = { changed: () => undefined, unselectOutOfStock: () => false };

export function setCartEffects(next: Partial<CartEffects>): void {
  effects = { ...effects, ...next };
}

export const unselectOutOfStock = (): boolean => effects.unselectOutOfStock();

// ---------------------------------------------------------------------------------------------
// Loading and saving

/** disableItemOutOfStock: an out-of-stock line is not selected. */
function outOfStockRule(line: StoredLine): StoredLine {
  return line.selected && effects.unselectOutOfStock() && isOutOfStock(line) ? { ...line, selected: false } : line;
}

/** Shows the cart stored under `key` (an invalid stored cart is removed and the cart emptied). */
export function loadCart(context: Pick<CartState, 'key' | 'mode' | 'isGuest' | 'saleUnit'>): void {
  let lines: StoredLine[] = [];
  if (context.key) {
    // Text that is not JSON is removed by getJson itself.
    const stored = readStoredCart(getJson<unknown>(context.key));
    if (stored === null) removeItem(context.key);
    else lines = stored;
  }
  cartStore.key = context.key;
  cartStore.mode = context.mode;
  cartStore.isGuest = context.isGuest;
  cartStore.saleUnit = context.saleUnit;
  cartStore.items = lines.map((line) => toCartLine(outOfStockRule(line)));
}

const definedFields = (line: StoredLine): Partial<StoredLine> =>
  Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined && value !== null));

function save(): void {
  if (cartStore.key) setJson(cartStore.key, cartStore.items.map(toStoredLine));
}

/** A change made on this device: saved, counted and sent to the server. */
export function commit(): void {
  save();
  cartStore.revision += 1;
  effects.changed();
}

/** Replaces the lines (the server's copy, a merged cart) without counting it as a local change. */
export function replaceLines(lines: readonly StoredLine[]): void {
  const previous = new Map(cartStore.items.map((line) => [line.P_Code, line]));
  cartStore.items = lines.map((line) => {
    const before = previous.get(line.P_Code);
    // A priced amount stays while the line's quantities are the same.
    const same = before && before.qty1 === line.qty1 && before.qty2 === line.qty2 && before.qty3 === line.qty3;
    // Fields the other side does not send (English names, for one) are kept from this device.
    const kept = before ? { ...productFields(before), ...definedFields(line) } : line;
    return toCartLine(outOfStockRule({ ...kept, P_Code: line.P_Code, qty1: line.qty1, qty2: line.qty2, qty3: line.qty3, selected: line.selected }), same ? before.amount : undefined);
  });
  save();
}

