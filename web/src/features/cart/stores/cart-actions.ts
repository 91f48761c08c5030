// What changes the cart: adding, quantities, selection, removal. Each change is saved under the
// cart's key, written to the server (for a signed-in customer) and, for adds and removals, sent
// as an analytics event in THB. Loaded with the pages that change the cart, not on the first page.
import { baseQuantity, isShown, unitLevels, unitRate } from '@eorder/shared';
import { trackCartEvent } from '@/lib/analytics';
import { getCurrentLang, translate } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import '../i18n/toast';
import { MAX_LINES, MAX_QTY, productFields, type CartProduct, type StoredLine } from '../lib/stored-cart';
import {
  cartStore,
  commit,
  isOutOfStock,
  num,
  qtyAt,
  toCartLine,
  toStoredLine,
  unitPrice,
  unselectOutOfStock,
  type CartLine,
  type UnitLevel,
} from './cart-store';

const showPriceOf = (line: CartProduct, level: UnitLevel) =>
  level === 1 ? line.ShowPrice1 : level === 2 ? line.ShowPrice2 : line.ShowPrice3;

/** Can this unit level be ordered: the product sells in it and its price is not hidden. */
export function canOrderLevel(product: CartProduct, level: UnitLevel): boolean {
  return unitLevels(product).includes(level) && isShown(showPriceOf(product, level));
}

function track(kind: 'add_to_cart' | 'remove_from_cart', line: CartProduct, level: UnitLevel, qty: number): void {
  if (qty <= 0) return;
  const unitName = level === 1 ? line.UNIT1NAME : level === 2 ? line.UNIT2NAME : line.UNIT3NAME;
  trackCartEvent(kind, {
    id: line.P_Code,
    name: line.PRODUCTNAME ?? line.P_Code,
    unit: unitName ?? String(level),
    price: unitPrice(line, level),
    quantity: qty,
  });
}

function withQty(line: StoredLine, level: UnitLevel, qty: number): StoredLine {
  const key = `qty${level}` as const;
  return { ...line, [key]: Math.min(MAX_QTY, Math.max(0, Math.trunc(qty))) };
}

/** A product's name in the reader's language. */
function displayName(line: CartProduct): string {
  return (getCurrentLang() === 'en' ? line.PRODUCTNAME_EN || line.PRODUCTSHORTNAME_EN : null) || line.PRODUCTNAME || line.P_Code;
}

/** A reward: a product with points per unit (Option1), the only kind the points cart takes. */
export const isReward = (product: Pick<CartProduct, 'Option1'>): boolean => num(product.Option1) > 0;

/** The '{name} added to cart' toast, 1 s, the name in the reader's language. */
function addedToast(line: CartLine): void {
  showToast(translate('cart-toast:added', { name: displayName(line) }), { durationMs: 1000, kind: 'success' });
}

/** Takes out of the points cart the lines the server says are not rewards, and says which. */
export function removeNotRewards(codes: readonly string[]): void {
  const lines = cartStore.items.filter((line) => codes.includes(line.P_Code));
  if (lines.length === 0) return;
  removeFromCart(...lines.map((line) => line.P_Code));
  showToast(translate('cart-toast:notRewardRemoved', { names: lines.map(displayName).join(', ') }), { kind: 'fail' });
}

/**
 * Adds `qty` of a product at a unit level and selects the line (unselected instead when it is out
 * of stock and disableItemOutOfStock is on). Shows the '{name} added to cart' toast and sends the
 * add-to-cart analytics event (`quiet` leaves the toast to the caller, when several products are
 * added at once). False when nothing was added: a quantity below 1, a unit level the product does
 * not sell in or whose price is hidden, or a full cart.
 */
export function addToCart(
  product: CartProduct & object,
  unitLevel: UnitLevel,
  qty: number,
  options: { quiet?: boolean } = {},
): boolean {
  const amount = Math.trunc(qty);
  if (!(amount > 0) || !product.P_Code || !canOrderLevel(product, unitLevel)) return false;
  // Only rewards (points per unit) go into the points cart.
  if (cartStore.mode === 'point' && !isReward(product)) {
    showToast(translate('cart-toast:notReward', { name: displayName(product) }), { kind: 'fail' });
    return false;
  }
  const index = cartStore.items.findIndex((line) => line.P_Code === product.P_Code);
  if (index < 0 && cartStore.items.length >= MAX_LINES) return false;
  const current: StoredLine =
    index >= 0
      ? { ...toStoredLine(cartStore.items[index] as CartLine), ...productFields(product) }
      : { ...productFields(product), P_Code: product.P_Code, qty1: 0, qty2: 0, qty3: 0, selected: true };
  const before = qtyAt(current, unitLevel);
  const next = withQty(current, unitLevel, before + amount);
  next.selected = !(unselectOutOfStock() && isOutOfStock(next));
  const line = toCartLine(next);
  if (index >= 0) cartStore.items[index] = line;
  else cartStore.items.push(line);
  commit();
  track('add_to_cart', next, unitLevel, qtyAt(next, unitLevel) - before);
  if (!options.quiet) addedToast(line);
  return true;
}

/** Sets the quantity of a line at a unit level; a line left with no quantity is removed. */
export function setLineQty(code: string, unitLevel: UnitLevel, qty: number): void {
  const index = cartStore.items.findIndex((line) => line.P_Code === code);
  const current = cartStore.items[index];
  if (!current || !Number.isFinite(qty)) return;
  const before = qtyAt(current, unitLevel);
  const next = withQty(toStoredLine(current), unitLevel, qty);
  const after = qtyAt(next, unitLevel);
  if (after === before) return;
  if (next.qty1 + next.qty2 + next.qty3 === 0) cartStore.items.splice(index, 1);
  else cartStore.items[index] = toCartLine(after > before ? { ...next, selected: current.selected || !isOutOfStock(next) } : next);
  commit();
  track(after > before ? 'add_to_cart' : 'remove_from_cart', next, unitLevel, Math.abs(after - before));
}

/** Removes lines from the cart (each with a remove-from-cart event per unit level). */
export function removeFromCart(...codes: string[]): void {
  const drop = new Set(codes);
  const removed = cartStore.items.filter((line) => drop.has(line.P_Code));
  if (removed.length === 0) return;
  cartStore.items = cartStore.items.filter((line) => !drop.has(line.P_Code));
  commit();
  for (const line of removed) for (const level of [1, 2, 3] as const) track('remove_from_cart', line, level, qtyAt(line, level));
}

/** Takes ordered lines out of the cart after the order was placed (not a removal for analytics). */
export function removeOrderedLines(codes: readonly string[]): void {
  const ordered = new Set(codes);
  const left = cartStore.items.filter((line) => !ordered.has(line.P_Code));
  if (left.length === cartStore.items.length) return;
  cartStore.items = left;
  commit();
}

/** Selects or unselects lines (all lines when no code is given). */
export function setSelected(selected: boolean, ...codes: string[]): void {
  const only = codes.length > 0 ? new Set(codes) : null;
  let changed = false;
  for (const line of cartStore.items) {
    if ((only && !only.has(line.P_Code)) || line.selected === selected) continue;
    line.selected = selected;
    changed = true;
  }
  if (changed) commit();
}

/** Keeps the server's priced amounts (after promotions) for the cart button. */
export function setPricedAmounts(amounts: ReadonlyMap<string, number>): void {
  for (const line of cartStore.items) {
    const amount = amounts.get(line.P_Code);
    if (amount !== undefined && line.amount !== amount) line.amount = amount;
  }
}

/**
 * A line given to `setCartItems`: a stored line, or a line of the shell's first shape whose `qty`
 * (base units) may have been changed by the caller; the change goes to unit 1. A caller's amount
 * and points are kept where the line has no prices or points of its own to work them out from.
 */
function fromInput(input: CartLine | StoredLine): CartLine {
  const given = input as Partial<CartLine>;
  let stored = toStoredLine(input);
  const base = baseQuantity(stored);
  if (typeof given.qty === 'number' && Number.isFinite(given.qty) && given.qty !== base) {
    const extra = Math.round((given.qty - base) / unitRate(stored, 1));
    stored = { ...stored, qty1: Math.min(MAX_QTY, Math.max(0, stored.qty1 + extra)) };
  }
  const line = toCartLine(stored);
  if (line.amount === 0 && typeof given.amount === 'number') line.amount = given.amount;
  if (line.points === 0 && typeof given.points === 'number') line.points = given.points;
  return line;
}

/** The shell's setter: replaces the lines as a local change. */
export function setCartItems(items: readonly (StoredLine | CartLine)[]): void {
  cartStore.items = items.slice(0, MAX_LINES).map(fromInput);
  commit();
}

/** Empties the cart shown (a local change: the server's copy is emptied too). */
export function clearCart(): void {
  cartStore.items = [];
  commit();
}
