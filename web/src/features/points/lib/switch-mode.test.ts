import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, onCall, resetFakeApi } from '@/test/auth/fake-api';
import { sessionStore, setCustomer } from '@/lib/session';
import { refreshCart } from '@/features/cart';
import { resetProductList } from '@/features/catalogue';
import { setRuntimeConfig } from '@/lib/config';
import { readCookie } from '@/lib/cookies';
import type * as Navigation from '@/lib/navigation';
import { navigateTo } from '@/lib/navigation';
import { isPointMode, POINT_MODE_EVENT, switchPointMode } from './switch-mode';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/navigation', async (original) => ({ ...(await original<typeof Navigation>()), navigateTo: vi.fn() }));
vi.mock('@/features/cart', () => ({ refreshCart: vi.fn() }));
vi.mock('@/features/catalogue', () => ({ resetProductList: vi.fn() }));

const customer = { CUSTOMERCODE: 'C0001', CUSTOMERNAME: 'ร้านสมใจ', SALEUNIT: 'DC01', ActiveDC: 'DC01', userRole: 'CUSTOMER' };

beforeEach(() => {
  resetFakeApi();
  document.cookie = 'dsg_point=; Max-Age=0; Path=/';
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/' });
  sessionStore.status = 'ready';
  setCustomer(customer);
  vi.mocked(navigateTo).mockClear();
  vi.mocked(refreshCart).mockClear();
  onCall('customer', 'POST', '/GET_MASTER_DATA/GET_POINT', { status: 200, body: { data: 1200 } });
});

describe('the Redeem / Products-for-sale switch', () => {
  it('re-authenticates, resets the caches, re-syncs the cart and goes home', async () => {
    onCall('customer', 'POST', '/authen/customerProfile', { status: 200, body: { ...customer, CUSTOMERNAME: 'ร้านสมใจ (renewed)' } });
    const heard = vi.fn();
    window.addEventListener(POINT_MODE_EVENT, heard);
    expect(await switchPointMode(true)).toBe(true);
    window.removeEventListener(POINT_MODE_EVENT, heard);
    expect(readCookie('point')).toBe('Y');
    expect(isPointMode()).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/authen/customerProfile' });
    expect(sessionStore.customer?.CUSTOMERNAME).toBe('ร้านสมใจ (renewed)');
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ pointMode: true });
    expect(resetProductList).toHaveBeenCalled();
    expect(refreshCart).toHaveBeenCalledWith(true);
    expect(navigateTo).toHaveBeenCalledWith('/');
  });

  it('stays in the mode it was in when re-authenticating fails', async () => {
    onCall('customer', 'POST', '/authen/customerProfile', { status: 0, network: true });
    expect(await switchPointMode(true)).toBe(false);
    expect(readCookie('point')).toBe('N');
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
