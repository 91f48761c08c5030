import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, setCustomer, signInCustomer } from '@/lib/session';
import { setRuntimeConfig } from '@/lib/config';
import { bindCart } from '../summary';
import { currentCartContext, hasGuestCart, refreshCart } from './cart-session';
import { cartStore } from './cart-store';
import { mergeGuestCart, pull } from './cart-sync';

vi.mock('./cart-sync', () => ({ pull: vi.fn(() => Promise.resolve()), mergeGuestCart: vi.fn(() => Promise.resolve()), schedulePush: vi.fn() }));
vi.mock('@/features/points/lib/points-balance', () => ({ refreshPointBalance: vi.fn(() => Promise.resolve(null)) }));

const guest = { CUSTOMERCODE: 'GUEST', CUSTOMERNAME: 'Guest', SALEUNIT: 'DC01', userRole: 'GUEST' };
const customer = { CUSTOMERCODE: 'C0001', CUSTOMERNAME: 'Somjai', SALEUNIT: 'DC01', ActiveDC: 'DC02', userRole: 'CUSTOMER' };

function setPointCookie(value: string | null) {
  document.cookie = value === null ? 'dsg_point=; Max-Age=0; Path=/' : `dsg_point=${value}; Path=/`;
}

beforeEach(() => {
  localStorage.clear();
  setPointCookie(null);
  vi.mocked(pull).mockClear();
  vi.mocked(mergeGuestCart).mockClear();
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/' });
  sessionStore.status = 'ready';
  setCustomer(guest);
  cartStore.key = null;
});

describe('which cart is shown', () => {
  it('is none while the session is loading', () => {
    sessionStore.status = 'loading';
    expect(currentCartContext()).toBeNull();
  });

  it('is the company guest cart for a guest, kept on this device only', async () => {
    refreshCart(true);
    expect(cartStore.key).toBe('eorder:cart:DSG:guest');
    await Promise.resolve();
    expect(pull).not.toHaveBeenCalled();
  });

  it("is the customer's cart of the active center and the mode, read from the server too", async () => {
    setCustomer(customer);
    refreshCart();
    expect(cartStore.key).toBe('eorder:cart:DSG:C0001:DC02:money');
    await vi.waitFor(() =>
      expect(pull).toHaveBeenCalledWith(expect.objectContaining({ key: 'eorder:cart:DSG:C0001:DC02:money', saleUnit: 'DC02' })),
    );
    setPointCookie('Y');
    refreshCart();
    expect(cartStore.key).toBe('eorder:cart:DSG:C0001:DC02:point');
    expect(cartStore.mode).toBe('point');
  });

  it('shows the lines stored under the key', () => {
    localStorage.setItem('eorder:cart:DSG:C0001:DC02:money', JSON.stringify([{ P_Code: 'P1', qty1: 2, PRODUCTNAME: 'Tea' }]));
    setCustomer(customer);
    refreshCart();
    expect(cartStore.items.map((line) => [line.P_Code, line.qty1])).toEqual([['P1', 2]]);
  });
});

describe('after a sign-in', () => {
  it('moves the guest cart into the customer cart when a guest signed in', async () => {
    bindCart();
    await signInCustomer(customer);
    await vi.waitFor(() => expect(mergeGuestCart).toHaveBeenCalled());
    expect(mergeGuestCart).toHaveBeenCalledWith(expect.objectContaining({ customerCode: 'C0001', key: 'eorder:cart:DSG:C0001:DC02:money' }));
  });

  it('merges nothing when no guest was replaced', async () => {
    bindCart();
    setCustomer(null);
    await signInCustomer(customer);
    expect(mergeGuestCart).not.toHaveBeenCalled();
  });
});

describe('a guest cart kept in this browser', () => {
  it('is none without stored guest lines', () => {
    localStorage.setItem('eorder:cart:DSG:guest', '[]');
    localStorage.setItem('eorder:cart:DSG:C0001:DC02:money', JSON.stringify([{ P_Code: 'P1', qty1: 2 }]));
    expect(hasGuestCart()).toBe(false);
  });

  it('is the stored guest lines', () => {
    localStorage.setItem('eorder:cart:DSG:guest', JSON.stringify([{ P_Code: 'P1', qty1: 2 }]));
    expect(hasGuestCart()).toBe(true);
  });

});
