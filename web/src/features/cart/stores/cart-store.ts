// The cart as the shell needs it: the lines, their count and the total for the cart button.
// Minimal on purpose: the cart-to-order issue fills it (local storage per customer, center and
// mode, server sync, guest cart hand-over, points mode) behind the same names.
import { proxy, useSnapshot } from 'valtio';

export interface CartLine {
  P_Code: string;
  PRODUCTNAME: string;
  /** Quantity in the smallest unit the line was added in. */
  qty: number;
  /** Line amount in baht. */
  amount: number;
  /** Points of the line in points (redeem) mode. */
  points: number;
  selected: boolean;
}

export interface CartState {
  items: CartLine[];
}

export const cartStore = proxy<CartState>({ items: [] });

export function setCartItems(items: CartLine[]): void {
  cartStore.items = items;
}

export function clearCart(): void {
  cartStore.items = [];
}

export interface CartSummary {
  /** Lines in the cart. */
  count: number;
  /** Sum of the selected lines' amounts, baht. */
  total: number;
  /** Sum of the selected lines' points. */
  pointsTotal: number;
}

export function summarizeCart(items: readonly CartLine[]): CartSummary {
  let total = 0;
  let pointsTotal = 0;
  for (const line of items) {
    if (!line.selected) continue;
    total += line.amount;
    pointsTotal += line.points;
  }
  return { count: items.length, total, pointsTotal };
}

export function useCartSummary(): CartSummary {
  const { items } = useSnapshot(cartStore);
  return summarizeCart(items);
}
