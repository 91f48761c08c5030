// What the shell needs of the cart on the first page: the summary for the cart button and the
// bottom navigation, and `bindCart`, which start-up calls to hand session changes and sign-ins to
// the session module (`./stores/cart-session`). Pages import `./index`, which adds the actions.
import { subscribe } from 'valtio';
import { onSignedIn, sessionStore } from '@/lib/session';
import { afterSignIn, refreshCart, startCartSession } from './stores/cart-session';

export { hasGuestCart } from './stores/cart-session';

export { cartStore, summarizeCart, useCartSummary, type CartLine, type CartState, type CartSummary } from './stores/cart-state';

function guarded(work: () => unknown): void {
  try {
    void Promise.resolve(work()).catch((error: unknown) => console.error('The cart could not follow the session.', error));
  } catch (error) {
    console.error('The cart could not follow the session.', error);
  }
}

let bound = false;

/** Binds the cart to the session, once. */
export function bindCart(): void {
  if (bound || typeof window === 'undefined') return;
  bound = true;
  subscribe(sessionStore, () => guarded(refreshCart));
  onSignedIn((event) => afterSignIn(event));
  guarded(startCartSession);
}

