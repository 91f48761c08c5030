// Buy again: the lines of a past order go back into the cart, at today's prices. Each product is
// read again from the catalogue (price, units, stock); one no longer sold is left out and named.
import type { OrderDetailLine } from '@eorder/shared';
import { addToCart, type UnitLevel } from '@/features/cart';
import { getProduct } from '../api/get-product';

export interface BuyAgainResult {
  /** Products added to the cart. */
  added: number;
  /** Names of the products that could not be added. */
  missing: string[];
}

const levelOf = (line: OrderDetailLine): UnitLevel | null => {
  const level = Number((line as Record<string, unknown>).UnitLevel ?? 1);
  return level === 1 || level === 2 || level === 3 ? level : null;
};

const isFree = (line: OrderDetailLine) => line.IsFree === true || line.IsFree === 'Y' || line.IsFree === 1;

/** The bought (not free) quantities of an order, per product and unit level. */
export function reorderQuantities(lines: readonly OrderDetailLine[]): Map<string, { name: string; levels: Map<UnitLevel, number> }> {
  const products = new Map<string, { name: string; levels: Map<UnitLevel, number> }>();
  for (const line of lines) {
    const level = levelOf(line);
    const qty = Math.trunc(Number(line.Qty ?? 0));
    if (isFree(line) || !level || !(qty > 0)) continue;
    const entry = products.get(line.P_Code) ?? { name: line.PRODUCTNAME ?? line.P_Code, levels: new Map<UnitLevel, number>() };
    entry.levels.set(level, (entry.levels.get(level) ?? 0) + qty);
    products.set(line.P_Code, entry);
  }
  return products;
}

export async function buyAgain(lines: readonly OrderDetailLine[], saleUnit: string, pointMode: boolean): Promise<BuyAgainResult> {
  const wanted = reorderQuantities(lines);
  const found = await Promise.all([...wanted.keys()].map((code) => getProduct(code, saleUnit, pointMode)));
  let added = 0;
  const missing: string[] = [];
  [...wanted.entries()].forEach(([code, { name, levels }], index) => {
    const product = found[index];
    let any = false;
    if (product && product.Disable !== true && product.Disable !== 'Y') {
      for (const [level, qty] of levels) if (addToCart(product, level, qty, { quiet: true })) any = true;
    }
    if (any) added += 1;
    else missing.push(product?.PRODUCTNAME ?? name ?? code);
  });
  return { added, missing };
}
