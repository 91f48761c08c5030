// The wishlist, kept in local storage and mirrored on the server for a signed-in customer (decision
// 017); a guest's list stays on the device and is merged in at sign-in.
import { getRuntimeConfig } from '@/lib/config';
import { getJson, removeItem, setJson } from '@/lib/storage';
import { proxy } from 'valtio';
import { addToWishlist, removeFromWishlist } from '../api/change-wishlist';
import { getWishlistCodes } from '../api/get-wishlist';

export interface WishlistOwner {
  /** The signed-in customer's code, or null for a guest. */
  customerCode: string | null;
  saleUnit: string;
}

export interface WishlistState {
  /** Local-storage key of the list shown; null until a session is known. */
  key: string | null;
  owner: WishlistOwner | null;
  codes: string[];
  /** The server's list has been read for this owner. */
  synced: boolean;
  /** Codes whose add or remove is on its way to the server. */
  pending: string[];
}

export const wishlistStore = proxy<WishlistState>({ key: null, owner: null, codes: [], synced: false, pending: [] });

const MAX_CODES = 500;

export function wishlistKey(owner: WishlistOwner): string {
  const who = owner.customerCode ?? 'GUEST';
  return `${getRuntimeConfig().cookiePrefix}wishlist_${who}_${owner.saleUnit}`;
}

/** The stored codes; anything that is not a list of texts counts as an empty list. */
export function readStoredCodes(key: string): string[] {
  const value = getJson<unknown>(key);
  if (!Array.isArray(value)) {
    if (value !== undefined) removeItem(key);
    return [];
  }
  const codes = value.filter((code): code is string => typeof code === 'string' && code.trim() !== '');
  return [...new Set(codes)].slice(0, MAX_CODES);
}

function store(codes: string[]): void {
  wishlistStore.codes = codes;
  if (wishlistStore.key) setJson(wishlistStore.key, codes);
}

let generation = 0;

/**
 * Shows the wishlist of this owner (the session's customer or guest, in its center): the stored
 * list at once, then, for a customer, the server's list. Does nothing when the owner is the same.
 */
export async function showWishlistOf(owner: WishlistOwner | null): Promise<void> {
  const key = owner ? wishlistKey(owner) : null;
  if (key === wishlistStore.key) return;
  const current = ++generation;
  wishlistStore.key = key;
  wishlistStore.owner = owner;
  wishlistStore.synced = false;
  wishlistStore.pending = [];
  wishlistStore.codes = key ? readStoredCodes(key) : [];
  if (!owner || owner.customerCode === null) return;
  await syncWithServer(owner, current);
}

async function syncWithServer(owner: WishlistOwner, current: number): Promise<void> {
  const guestKey = wishlistKey({ customerCode: null, saleUnit: owner.saleUnit });
  const guestCodes = readStoredCodes(guestKey);
  if (guestCodes.length > 0) {
    const moved = await addToWishlist(guestCodes.slice(0, 100));
    if (current !== generation) return;
    if (moved.ok) {
      removeItem(guestKey);
      store(moved.data.Data);
      wishlistStore.synced = true;
      return;
    }
  }
  const result = await getWishlistCodes();
  if (current !== generation) return;
  if (result.ok) {
    store(result.data);
    wishlistStore.synced = true;
  }
}

export function isInWishlist(state: { readonly codes: readonly string[] }, code: string): boolean {
  return state.codes.includes(code);
}

/**
 * Adds or removes a product. The list changes at once; for a customer the server is told, and its
 * answer becomes the list. A refused change is undone. Answers whether the product is now in the list.
 */
export interface ToggleResult {
  inList: boolean;
  ok: boolean;
  /** Nothing was done: no session yet, or a change of this product is still on its way. */
  skipped?: boolean;
}

export async function toggleWishlist(code: string): Promise<ToggleResult> {
  const { owner, codes } = wishlistStore;
  if (!owner || wishlistStore.pending.includes(code)) return { inList: codes.includes(code), ok: false, skipped: true };
  const adding = !codes.includes(code);
  const before = [...codes];
  store(adding ? [code, ...codes].slice(0, MAX_CODES) : codes.filter((item) => item !== code));
  if (owner.customerCode === null) return { inList: adding, ok: true };

  const current = generation;
  wishlistStore.pending = [...wishlistStore.pending, code];
  const result = adding ? await addToWishlist([code]) : await removeFromWishlist([code]);
  if (current !== generation) return { inList: adding, ok: result.ok };
  wishlistStore.pending = wishlistStore.pending.filter((item) => item !== code);
  if (!result.ok) {
    store(before);
    return { inList: !adding, ok: false };
  }
  store(result.data.Data);
  return { inList: result.data.Data.includes(code), ok: true };
}

/** Forgets the list shown (tests). */
export function resetWishlistStore(): void {
  generation += 1;
  wishlistStore.key = null;
  wishlistStore.owner = null;
  wishlistStore.codes = [];
  wishlistStore.synced = false;
  wishlistStore.pending = [];
}
