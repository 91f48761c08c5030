// What the shell needs of the cart on the first page: the summary for the cart button and the
// bottom navigation. Importing it binds the cart to the session: session changes and sign-ins are
// handed to the session module (`./stores/cart-session`), part of the first page since the badge
// shows the stored cart from the start. Pages import `./index`, which adds the actions.
import { subscribe } from 'valtio';
import { onSignedIn, sessionStore } from '@/features/auth';
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

bindCart();
