import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getJson, setJson } from '@/lib/storage';
import { readStoredCodes, resetWishlistStore, showWishlistOf, toggleWishlist, wishlistKey, wishlistStore } from './wishlist-store';

const api = vi.hoisted(() => ({
  getWishlistCodes: vi.fn(),
  addToWishlist: vi.fn(),
  removeFromWishlist: vi.fn(),
}));
vi.mock('../api/get-wishlist', () => ({ getWishlistCodes: api.getWishlistCodes }));
vi.mock('../api/change-wishlist', () => ({ addToWishlist: api.addToWishlist, removeFromWishlist: api.removeFromWishlist }));

const ok = <T>(data: T) => ({ ok: true as const, status: 200, statusText: 'OK', data, headers: new Headers() });
const failed = () => ({ ok: false as const, status: 500, statusText: '', data: null, headers: new Headers(), error: { kind: 'http' as const, message: 'x' } });

const customer = { customerCode: 'C001', saleUnit: 'DC01' };
const guest = { customerCode: null, saleUnit: 'DC01' };

beforeEach(() => {
  localStorage.clear();
  resetWishlistStore();
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('a guest wishlist', () => {
  it('is kept on the device only, per sale unit, and never reaches the server', async () => {
    await showWishlistOf(guest);
    await toggleWishlist('P1');
    await toggleWishlist('P2');
    await toggleWishlist('P1');
    expect(wishlistStore.codes).toEqual(['P2']);
    expect(getJson(wishlistKey(guest))).toEqual(['P2']);
    expect(api.addToWishlist).not.toHaveBeenCalled();
    expect(api.removeFromWishlist).not.toHaveBeenCalled();
    expect(api.getWishlistCodes).not.toHaveBeenCalled();

    await showWishlistOf({ customerCode: null, saleUnit: 'DC02' });
    expect(wishlistStore.codes).toEqual([]);
  });
});

describe('a customer wishlist', () => {
  it('shows the stored codes, then the server list, and stores that', async () => {
    setJson(wishlistKey(customer), ['OLD']);
    let answer: (value: unknown) => void = () => undefined;
    api.getWishlistCodes.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const loading = showWishlistOf(customer);
    expect(wishlistStore.codes).toEqual(['OLD']);
    answer(ok(['P9', 'P8']));
    await loading;
    expect(wishlistStore.codes).toEqual(['P9', 'P8']);
    expect(getJson(wishlistKey(customer))).toEqual(['P9', 'P8']);
  });

  it('mirrors a toggle on the server and keeps the server answer', async () => {
    api.getWishlistCodes.mockResolvedValue(ok([]));
    api.addToWishlist.mockResolvedValue(ok({ status: 200, Data: ['P1'] }));
    api.removeFromWishlist.mockResolvedValue(ok({ status: 200, Data: [] }));
    await showWishlistOf(customer);
    expect(await toggleWishlist('P1')).toEqual({ inList: true, ok: true });
    expect(api.addToWishlist).toHaveBeenCalledWith(['P1']);
    expect(await toggleWishlist('P1')).toEqual({ inList: false, ok: true });
    expect(api.removeFromWishlist).toHaveBeenCalledWith(['P1']);
    expect(getJson(wishlistKey(customer))).toEqual([]);
  });

  it('undoes a change the server refused', async () => {
    api.getWishlistCodes.mockResolvedValue(ok(['P1']));
    api.removeFromWishlist.mockResolvedValue(failed());
    await showWishlistOf(customer);
    expect(await toggleWishlist('P1')).toEqual({ inList: true, ok: false });
    expect(wishlistStore.codes).toEqual(['P1']);
  });

  it('moves the codes a guest kept in the same center into the customer list', async () => {
    setJson(wishlistKey(guest), ['G1', 'G2']);
    api.addToWishlist.mockResolvedValue(ok({ status: 200, Data: ['G1', 'G2', 'P5'] }));
    await showWishlistOf(customer);
    expect(api.addToWishlist).toHaveBeenCalledWith(['G1', 'G2']);
    expect(wishlistStore.codes).toEqual(['G1', 'G2', 'P5']);
    expect(getJson(wishlistKey(guest))).toBeUndefined();
  });
});

describe('readStoredCodes', () => {
  it('drops a stored value that is not a list of codes', () => {
    localStorage.setItem('k', '{"a":1}');
    expect(readStoredCodes('k')).toEqual([]);
    expect(localStorage.getItem('k')).toBeNull();
    localStorage.setItem('k', '["A", 3, "", "A", "B"]');
    expect(readStoredCodes('k')).toEqual(['A', 'B']);
  });
});
