export {
  cartStore,
  clearCart,
  setCartItems,
  summarizeCart,
  useCartSummary,
  type CartLine,
  type CartState,
  type CartSummary,
} from './stores/cart-store';
