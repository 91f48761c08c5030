import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCustomer, sessionStore } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { routerWrapper } from '@/test/router-wrapper';
import { useSubscriptionDetail } from './use-subscription-detail';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
const api = vi.hoisted(() => ({
  mutate: vi.fn(),
  changeSubscription: vi.fn(),
  updateSubscription: vi.fn(),
  data: null as Record<string, unknown> | null,
}));
vi.mock('../api/subscriptions', () => ({
  useSubscription: () => ({ data: api.data, error: undefined, isLoading: false, mutate: api.mutate }),
  changeSubscription: api.changeSubscription,
  updateSubscription: api.updateSubscription,
}));
vi.mock('../api/sources', () => ({ useAddresses: () => ({ data: [] }) }));

const subscription = (Status: string) => ({
  SubscriptionId: 4,
  SaleUnit: 'DC01',
  Name: 'Weekly water',
  Frequency: 'WEEKS',
  Every: 1,
  DayOfWeek: 1,
  DayOfMonth: null,
  PaymentMethod: 'COD',
  ShipToAddressId: null,
  Active: Status === 'ACTIVE' ? 'Y' : 'N',
  Status,
  Items: [{ P_Code: 'P1', PRODUCTNAME: 'Water', qty1: 2, qty2: 0, qty3: 0 }],
  Runs: [{ Period: '20250526', Status: 'PLACED', ErrorCode: null }],
});

beforeEach(() => {
  api.data = subscription('ACTIVE');
  sessionStore.status = 'ready';
  setCustomer({ CUSTOMERCODE: 'C0001', CUSTOMERNAME: 'Somjai shop', SALEUNIT: 'DC01', ActiveDC: 'DC01', userRole: 'CUSTOMER' });
});
afterEach(() => vi.clearAllMocks());

describe('useSubscriptionDetail', () => {
  it('reads the status and runs, and pauses in place', async () => {
    const paused = subscription('PAUSED');
    api.changeSubscription.mockResolvedValue({ ok: true, data: paused });
    const { wrapper, where } = routerWrapper('/en/ordersubscription/4');
    const { result } = renderHook(() => useSubscriptionDetail(), { wrapper });
    expect(result.current.facts?.status).toBe('ACTIVE');
    expect(result.current.facts?.runs).toHaveLength(1);
    await act(() => result.current.act('pause'));
    expect(api.changeSubscription).toHaveBeenCalledWith(4, 'pause');
    expect(api.mutate).toHaveBeenCalledWith(paused, { revalidate: false });
    expect(where()).toBe('/en/ordersubscription/4');
  });

  it('goes back to the list after a cancel, and stays when the call fails', async () => {
    const { wrapper, where } = routerWrapper('/en/ordersubscription/4');
    const { result } = renderHook(() => useSubscriptionDetail(), { wrapper });
    api.changeSubscription.mockResolvedValueOnce({ ok: false });
    await act(() => result.current.act('cancel'));
    expect(where()).toBe('/en/ordersubscription/4');
    api.changeSubscription.mockResolvedValueOnce({ ok: true, data: subscription('CANCELLED') });
    await act(() => result.current.act('cancel'));
    expect(where()).toBe('/en/ordersubscription');
  });

  it('saves the edit form, keeps a paused one paused, and closes the form', async () => {
    api.data = subscription('PAUSED');
    api.updateSubscription.mockResolvedValue({ ok: true, data: api.data });
    const { wrapper } = routerWrapper('/en/ordersubscription/4');
    const { result } = renderHook(() => useSubscriptionDetail(), { wrapper });
    act(() => result.current.toggleEditing());
    expect(result.current.editing).toBe(true);
    act(() => result.current.save({ name: 'Weekly water', frequency: 'WEEKS', every: 1, dayOfWeek: 1, dayOfMonth: 1, paymentMethod: 'COD', shipToId: null, items: [{ P_Code: 'P1', PRODUCTNAME: 'Water', qty1: 3, qty2: 0, qty3: 0 }] }));
    await waitFor(() => expect(result.current.editing).toBe(false));
    expect(api.updateSubscription).toHaveBeenCalledWith(4, expect.objectContaining({ Active: 'N' }));
    expect(showToast).toHaveBeenCalledWith(expect.any(String), { kind: 'success' });
  });
});
