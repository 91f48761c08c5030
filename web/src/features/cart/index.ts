// The cart feature's public face for pages. The shell's first page imports `./summary` instead,
// which holds only what the cart button needs; this module adds the actions.
//
// Interface for product pages: `addToCart(product, unitLevel, qty)` adds `qty` units of level
// 1, 2 or 3 of a product (any object with P_Code and the product fields of the catalogue), selects
// the line, shows the '{name} added to cart' toast for 1 s and sends the add-to-cart analytics
// event in THB. It answers false when nothing was added (bad quantity, a level the product does
// not sell in or whose price is hidden, a full cart).
import { currentCartContext } from './stores/cart-session';

export * from './summary';
export { currentCartContext, refreshCart, type CartContext } from './stores/cart-session';
export {
  addToCart,
  canOrderLevel,
  clearCart,
  removeFromCart,
  removeOrderedLines,
  setCartItems,
  setLineQty,
  setPricedAmounts,
  setSelected,
} from './stores/cart-actions';
export { qtyAt, type CartMode, type CartProduct, type StoredLine, type UnitLevel } from './stores/cart-store';

/** Writes a cart change still waiting for the server (call before reading the server's cart). */
export async function flushCart(): Promise<void> {
  const context = currentCartContext();
  if (!context || context.isGuest) return;
  await (await import('./stores/cart-sync')).flush(context);
}
