import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, onCall, resetFakeApi } from '@/test/auth/fake-api';
import { setRuntimeConfig } from '@/lib/config';
import { water } from '@/test/cart/products';
import { addToCart } from './cart-actions';
import { cartStore, loadCart, setCartEffects } from './cart-store';
import type { CartContext } from './cart-session';
import { flush, mergeGuestCart, pull, schedulePush } from './cart-sync';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/analytics', () => ({ trackCartEvent: vi.fn() }));
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

const context: CartContext = { key: 'eorder:cart:DSG:C1:DC01:money', mode: 'money', isGuest: false, customerCode: 'C1', saleUnit: 'DC01' };
const GUEST_KEY = 'eorder:cart:DSG:guest';

const serverCart = (items: object[], version: number) => ({
  SaleUnit: 'DC01',
  Mode: 'money',
  Items: items,
  Removed: [],
  UpdatedAt: null,
  Version: version,
  Conflicts: [],
});

const body = (index: number) => calls[index]?.body as Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  resetFakeApi();
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/' });
  // Pushes are scheduled by the test itself, not by each change.
  setCartEffects({ changed: () => undefined, unselectOutOfStock: () => false });
  loadCart(context);
});

describe('pull', () => {
  it("takes the server's copy when nothing is waiting here", async () => {
    onCall('customer', 'GET', '/api/cart/sync', { status: 200, body: serverCart([{ ...water, qty1: 4, qty2: 0, qty3: 0, selected: true }], 7) });
    await pull(context);
    expect(cartStore.items.map((line) => [line.P_Code, line.qty1])).toEqual([['P-WATER', 4]]);
    expect(JSON.parse(localStorage.getItem(`${context.key}#sync`) ?? '{}')).toEqual({ version: 7, dirty: false });
  });

  it('writes a change made here first, with the version it was based on', async () => {
    localStorage.setItem(`${context.key}#sync`, JSON.stringify({ version: 3, dirty: true }));
    addToCart(water, 1, 2, { quiet: true });
    onCall('customer', 'POST', '/api/cart/sync', (sent) => ({
      status: 200,
      body: serverCart([...(sent as { Items: object[] }).Items, { P_Code: 'P-OTHER', qty1: 1, selected: true }], 4),
    }));
    await pull(context);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/cart/sync']);
    expect(body(0)).toMatchObject({ SaleUnit: 'DC01', Mode: 'money', Version: 3, Items: [{ P_Code: 'P-WATER', qty1: 2, qty2: 0, qty3: 0, selected: true }] });
    // The other device's line, merged by the server, shows here now.
    expect(cartStore.items.map((line) => line.P_Code)).toEqual(['P-WATER', 'P-OTHER']);
  });

  it('keeps a change made while the server answered, and writes it on top', async () => {
    addToCart(water, 1, 1, { quiet: true });
    onCall('customer', 'POST', '/api/cart/sync', () => {
      // Another tap lands while the first write is on its way.
      addToCart(water, 1, 1, { quiet: true });
      return { status: 200, body: serverCart([{ ...water, qty1: 1, qty2: 0, qty3: 0, selected: true }], 9) };
    });
    schedulePush(context);
    await flush(context);
    expect(cartStore.items[0]?.qty1).toBe(2);
    expect(JSON.parse(localStorage.getItem(`${context.key}#sync`) ?? '{}')).toEqual({ version: 9, dirty: true });
  });

  it('keeps the change marked when the server cannot be reached', async () => {
    addToCart(water, 1, 1, { quiet: true });
    onCall('customer', 'POST', '/api/cart/sync', { status: 0, network: true });
    schedulePush(context);
    await flush(context);
    expect(cartStore.items[0]?.qty1).toBe(1);
    expect(JSON.parse(localStorage.getItem(`${context.key}#sync`) ?? '{}')).toMatchObject({ dirty: true });
  });
});

describe('mergeGuestCart', () => {
  beforeEach(() => {
    localStorage.setItem(GUEST_KEY, JSON.stringify([{ ...water, qty1: 2, qty2: 0, qty3: 0, selected: true }]));
  });

  it('moves the guest cart in and empties the guest store, naming no guest (the session does)', async () => {
    onCall('customer', 'POST', '/api/cart/merge', { status: 200, body: serverCart([{ ...water, qty1: 5, qty2: 0, qty3: 0, selected: true }], 2) });
    await mergeGuestCart(context);
    expect(body(0)).toEqual({ SaleUnit: 'DC01', Mode: 'money', Items: [{ P_Code: 'P-WATER', qty1: 2, qty2: 0, qty3: 0, selected: true }] });
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
    expect(cartStore.items[0]?.qty1).toBe(5);
  });

  it('retries a lost answer with the same idempotency key', async () => {
    const keys: string[] = [];
    let attempt = 0;
    const { fakeApiModule } = await import('@/test/auth/fake-api');
    const post = vi.spyOn(fakeApiModule.customerApi, 'post');
    onCall('customer', 'POST', '/api/cart/merge', () => {
      attempt += 1;
      return attempt === 1 ? { status: 0, network: true } : { status: 200, body: serverCart([], 1) };
    });
    await mergeGuestCart(context);
    for (const [, , options] of post.mock.calls) keys.push((options?.headers ?? {})['Idempotency-Key'] ?? '');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
  });

  it('leaves the guest cart where it is when the server refuses', async () => {
    onCall('customer', 'POST', '/api/cart/merge', { status: 400, body: { Message: 'no', IsExceptionHandler: true, Code: 'VALIDATION_FAILED' } });
    await mergeGuestCart(context);
    expect(localStorage.getItem(GUEST_KEY)).not.toBeNull();
  });

  it('does nothing without a guest cart', async () => {
    localStorage.removeItem(GUEST_KEY);
    await mergeGuestCart(context);
    expect(calls).toEqual([]);
  });
});
