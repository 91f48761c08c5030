// Binds the wishlist to the session (its customer or guest and its active center) and reads it.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSession } from '@/lib/session';
import { showWishlistOf, wishlistStore, type WishlistOwner } from '../stores/wishlist-store';

export function useWishlistOwner(): WishlistOwner | null {
  const session = useSession();
  const user = session.customer;
  const saleUnit = user ? (user.ActiveDC ?? user.SALEUNIT ?? null) : null;
  if (session.status !== 'ready' || !user || !saleUnit) return null;
  return { customerCode: session.isAuthenticated ? user.CUSTOMERCODE : null, saleUnit };
}

/** The wishlist of the session, loaded (from storage, then the server for a customer) on first use. */
export function useWishlist() {
  const owner = useWishlistOwner();
  const customerCode = owner?.customerCode ?? null;
  const saleUnit = owner?.saleUnit ?? null;
  useEffect(() => {
    void showWishlistOf(saleUnit ? { customerCode, saleUnit } : null);
  }, [customerCode, saleUnit]);
  return useSnapshot(wishlistStore);
}
