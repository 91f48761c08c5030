// What the shell needs of the cart on the first page: the summary for the cart button and the
// bottom navigation. Importing it binds the cart to the session: session changes and sign-ins are
// handed to the session module (`./stores/cart-session`), which loads right after the first page
// with everything else the cart needs. Pages import `./index`, which adds the actions.
import { subscribe } from 'valtio';
import { onSignedIn, sessionStore } from '@/features/auth';

export { cartStore, summarizeCart, useCartSummary, type CartLine, type CartState, type CartSummary } from './stores/cart-state';

const loadSession = () => import('./stores/cart-session');

function withSession(work: (session: Awaited<ReturnType<typeof loadSession>>) => unknown): void {
  void loadSession()
    .then(work)
    .catch((error: unknown) => console.error('The cart could not follow the session.', error));
}

let bound = false;

/** Binds the cart to the session, once. */
export function bindCart(): void {
  if (bound || typeof window === 'undefined') return;
  bound = true;
  subscribe(sessionStore, () => withSession((session) => session.refreshCart()));
  onSignedIn(async (event) => (await loadSession()).afterSignIn(event));
  withSession((session) => session.startCartSession());
}

bindCart();
