// The cart's state and the summary the shell shows (count and total, points in points mode).
// This module is all the first page holds of the cart; the rest (`cart-store.ts`, the session
// binding, the actions, the server sync) loads right after, on its own.
import { proxy, useSnapshot } from 'valtio';
import type { CartMode } from '@eorder/shared';
import type { StoredLine } from '../lib/stored-cart';

/**
 * A cart line: the stored line with its base quantity, amount and points worked out. The quantities
 * per level are optional in the type so that a line built from the shell's first shape (P_Code,
 * PRODUCTNAME, qty, amount, points, selected) is still accepted by `setCartItems`; lines in the
 * store always carry them.
 */
export interface CartLine extends Omit<StoredLine, 'qty1' | 'qty2' | 'qty3'> {
  PRODUCTNAME: string;
  qty1?: number;
  qty2?: number;
  qty3?: number;
  /** Quantity in base units (unit 1), all unit levels together. */
  qty: number;
  /** Line amount in baht: the server's priced net amount once priced, else price with VAT × quantity. */
  amount: number;
  /** Points of the line in points (redeem) mode: Option1 × base quantity. */
  points: number;
}

export interface CartState {
  items: CartLine[];
  /** Local-storage key of the cart shown, null until the session is known. */
  key: string | null;
  mode: CartMode;
  isGuest: boolean;
  /** Active center of the cart (null for a visitor without a session). */
  saleUnit: string | null;
  /** Raised by every change made on this device (the sync uses it to tell its writes apart). */
  revision: number;
}

export const cartStore = proxy<CartState>({
  items: [],
  key: null,
  mode: 'money',
  isGuest: true,
  saleUnit: null,
  revision: 0,
});

// ---------------------------------------------------------------------------------------------
// Summary for the shell

export interface CartSummary {
  /** Lines in the cart. */
  count: number;
  /** Sum of the selected lines' amounts, baht. */
  total: number;
  /** Sum of the selected lines' points. */
  pointsTotal: number;
  /** Money or points (redeem) mode. */
  mode: CartMode;
}

export function summarizeCart(items: readonly Pick<CartLine, 'selected' | 'amount' | 'points'>[], mode: CartMode = 'money'): CartSummary {
  let total = 0;
  let pointsTotal = 0;
  for (const line of items) {
    if (!line.selected) continue;
    total += line.amount;
    pointsTotal += line.points;
  }
  return { count: items.length, total: Math.round(total * 100) / 100, pointsTotal, mode };
}

export function useCartSummary(): CartSummary {
  const { items, mode } = useSnapshot(cartStore);
  return summarizeCart(items, mode);
}
