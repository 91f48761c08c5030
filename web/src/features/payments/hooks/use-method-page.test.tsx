import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routerWrapper } from '@/test/router-wrapper';
import { useMethodPage } from './use-method-page';

const api = vi.hoisted(() => ({
  unpaid: [] as { OrderID: string; Amount: number; AmountSatang: number }[],
  createPayment: vi.fn(),
  usePaymentOrder: vi.fn((first: string | null) => ({ data: first ? { Amount: 100, PaymentStatus: 'UNPAID', Methods: [] } : undefined, error: undefined })),
}));
vi.mock('../api/payments', () => ({
  useUnpaidOrders: () => ({ data: api.unpaid, error: undefined }),
  usePaymentOrder: api.usePaymentOrder,
  createPayment: api.createPayment,
}));

const render = (url: string) => renderHook(() => useMethodPage(), { wrapper: routerWrapper(url).wrapper });

beforeEach(() => {
  vi.clearAllMocks();
  api.unpaid = [
    { OrderID: 'O1', Amount: 100, AmountSatang: 10000 },
    { OrderID: 'O2', Amount: 50.5, AmountSatang: 5050 },
  ];
});

describe('useMethodPage', () => {
  it('starts on the given order and totals the chosen ones', () => {
    const { result } = render('/en/payment/combine?saleunit=DC01&orderid=O1');
    expect(result.current.saleunit).toBe('DC01');
    expect(result.current.chosen).toEqual(['O1']);
    act(() => result.current.toggle('O2'));
    expect(result.current.chosen).toEqual(['O1', 'O2']);
    expect(result.current.total).toBe(150.5);
    expect(result.current.refOf('O1')).toEqual({ orderid: 'O1', saleunit: 'DC01', more: 'O2' });
  });

  it('chooses the only unpaid order when none is given', () => {
    api.unpaid = [{ OrderID: 'O9', Amount: 20, AmountSatang: 2000 }];
    const { result } = render('/en/payment/combine?saleunit=DC01');
    expect(result.current.chosen).toEqual(['O9']);
  });

  it('shows why a redirect payment could not start and frees the buttons', async () => {
    api.createPayment.mockResolvedValue({ ok: false, error: { message: 'Provider down' } });
    const { result } = render('/en/payment/combine?saleunit=DC01&orderid=O1');
    await act(() => result.current.payByRedirect('CREDIT_CARD'));
    expect(api.createPayment).toHaveBeenCalledWith({ OrderID: 'O1', SaleUnit: 'DC01', Method: 'CREDIT_CARD' });
    expect(result.current.failure).toBe('Provider down');
    expect(result.current.busy).toBeNull();
  });
});
