import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, onCall, resetFakeApi } from '@/test/auth/fake-api';
import { showToast } from '@/lib/toast';
import { CheckoutAnswerSchema } from '@eorder/shared';
import { endAttempt } from '../lib/attempt-key';
import { checkoutAnswer, placedOrder } from '../test/fixtures';
import { placeBody, usePlaceOrder, type PlaceChoices } from './use-place-order';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@/lib/analytics', () => ({ trackCartEvent: vi.fn() }));

const data = CheckoutAnswerSchema.parse(checkoutAnswer());
const items = [{ P_Code: 'P1', qty1: 2, qty2: 0, qty3: 0 }];
const choices: PlaceChoices = {
  shipToId: 2,
  billToId: 3,
  payment: 'COD',
  couponId: null,
  remark: '  ',
  needTaxInvoice: false,
};
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const placeCalls = () => calls.filter((call) => call.path === '/api/orders/place');

function renderPlace(overrides: Partial<Parameters<typeof usePlaceOrder>[0]> = {}) {
  const refresh = vi.fn();
  const hook = renderHook(
    () =>
      usePlaceOrder({
        data,
        saleUnit: 'DC01',
        mode: 'money',
        items,
        choices,
        refresh,
        ...overrides,
      }),
    { wrapper },
  );
  return { ...hook, refresh };
}

beforeEach(() => {
  sessionStorage.clear();
  endAttempt();
  resetFakeApi();
  vi.mocked(showToast).mockClear();
});
afterEach(cleanup);

describe('placeBody', () => {
  it('sends the server total, no empty remark, and no method choice for a redeem order', () => {
    expect(placeBody({ data, saleUnit: 'DC01', mode: 'money', items, choices })).toMatchObject({
      PaymentMethod: 'COD',
      Remark: null,
      ExpectedTotal: data.Cart.Totals.Total,
    });
    expect(
      placeBody({
        data,
        saleUnit: 'DC01',
        mode: 'point',
        items,
        choices: { ...choices, payment: null },
      }),
    ).toMatchObject({
      PaymentMethod: 'COD',
      DeliveryMethod: null,
      ExpectedTotal: data.Cart.Totals.Points,
    });
  });
});

describe('usePlaceOrder', () => {
  it('asks for an address before sending anything', async () => {
    const { result } = renderPlace({ choices: { ...choices, shipToId: null } });
    await act(() => result.current.place());
    expect(placeCalls()).toHaveLength(0);
    expect(showToast).toHaveBeenCalledTimes(1);
  });

  it('sends one order for two taps in a row', async () => {
    onCall('customer', 'POST', '/api/orders/place', { status: 200, body: placedOrder });
    const { result } = renderPlace();
    await act(() => Promise.all([result.current.place(), result.current.place()]));
    expect(placeCalls()).toHaveLength(1);
    expect(result.current.placing).toBe(false);
  });

  it('asks for the summary again when the server refuses the price', async () => {
    onCall('customer', 'POST', '/api/orders/place', {
      status: 409,
      body: { message: 'price changed' },
    });
    const { result, refresh } = renderPlace();
    await act(() => result.current.place());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(placeCalls()).toHaveLength(1);
  });
});
