// The cart feature's public face for pages, with `addToCart(product, unitLevel, qty)`; the shell's
// first page imports `./summary` instead, which holds only what the cart button needs.
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
