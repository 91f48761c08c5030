// Which cart is shown follows the session (the contract's cart-key rule); a signed-in customer's
// cart is also kept by the server (decision 024).
import { cartStorageKey, GUEST_CUSTOMER_CODE, guestCartStorageKey, type CartMode } from '@eorder/shared';
import { sessionStore, type SignedInEvent } from '@/lib/session';
import { getRuntimeConfig, webConfigStore } from '@/lib/config';
import { readCookie } from '@/lib/cookies';
import { getJson } from '@/lib/storage';
import { cartStore, loadCart, setCartEffects, type CartState } from './cart-store';

export interface CartContext {
  key: string;
  mode: CartMode;
  isGuest: boolean;
  customerCode: string | null;
  saleUnit: string | null;
}

/** The cart the session calls for; null while the session is still loading. */
export function currentCartContext(): CartContext | null {
  if (sessionStore.status !== 'ready') return null;
  const user = sessionStore.customer;
  const isGuest = !sessionStore.isAuthenticated;
  const saleUnit = user?.ActiveDC || user?.SALEUNIT || null;
  const mode: CartMode = !isGuest && readCookie('point') === 'Y' ? 'point' : 'money';
  const customerCode = isGuest ? null : (user?.CUSTOMERCODE ?? null);
  const key = cartStorageKey({
    companyCode: getRuntimeConfig().companyCode,
    customerCode: customerCode ?? GUEST_CUSTOMER_CODE,
    activeSaleUnit: saleUnit,
    mode,
    isGuest,
  });
  return { key, mode, isGuest, customerCode, saleUnit };
}

const loadSync = () => import('./cart-sync');

function runSync(work: (sync: Awaited<ReturnType<typeof loadSync>>) => unknown): void {
  void loadSync()
    .then(work)
    .catch((error: unknown) => console.error('The cart could not be synchronised.', error));
}

/**
 * Shows the cart of the current session when it changed (sign-in, sign-out, another center,
 * the points switch), and asks the server for its copy. Called on every session change.
 */
export function refreshCart(force = false): void {
  const context = currentCartContext();
  if (!context) return;
  const same: boolean =
    cartStore.key === context.key && cartStore.saleUnit === context.saleUnit && cartStore.isGuest === context.isGuest;
  if (same && !force) return;
  // Forced (back to the tab): another tab of this browser may have changed the stored cart.
  loadCart(context satisfies Pick<CartState, 'key' | 'mode' | 'isGuest' | 'saleUnit'>);
  if (context.isGuest) return;
  runSync((sync) => sync.pull(context));
  // The points the shell shows (account menu, profile) belong to the customer and center too.
  if (!same) {
    void import('@/features/points/balance')
      .then(({ refreshPointBalance }) => refreshPointBalance())
      .catch((error: unknown) => console.error('Points could not be read.', error));
  }
}

let started = false;

/** What the cart needs from the session, set up once (loaded right after the first page). */
export function startCartSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  setCartEffects({
    changed: () => {
      const context = currentCartContext();
      if (context && !context.isGuest && context.key === cartStore.key) runSync((sync) => sync.schedulePush(context));
    },
    unselectOutOfStock: () => getRuntimeConfig().flags.disableItemOutOfStock || webConfigStore.values.disableItemOutOfStock,
  });
  // Back to a tab (or a LINE webview) after a while: another device may have changed the cart.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshCart(true);
  });
  refreshCart();
}

/**
 * A guest cart is kept in this browser (stored lines): a sign-in at start-up must then replace a
 * guest session, so that the cart moves over (see `afterSignIn`).
 */
export function hasGuestCart(): boolean {
  const stored = getJson<unknown>(guestCartStorageKey(getRuntimeConfig().companyCode));
  const lines = Array.isArray(stored) ? stored.length : stored === undefined ? 0 : 1;
  return lines > 0;
}

/** The guest cart moves into the customer's cart right after a sign-in that replaced a guest. */
export async function afterSignIn(event: SignedInEvent): Promise<void> {
  if (event.area !== 'customer' || !event.previousGuest) return;
  const context = currentCartContext();
  if (!context || context.isGuest) return;
  const sync = await loadSync();
  await sync.mergeGuestCart(context);
}
