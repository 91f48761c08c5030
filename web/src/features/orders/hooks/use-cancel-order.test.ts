import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { useCancelOrder } from './use-cancel-order';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
const cancelOrder = vi.hoisted(() => vi.fn());
vi.mock('../api/cancel-order', () => ({ cancelOrder }));

const render = () => {
  const onDone = vi.fn();
  const hook = renderHook(() => useCancelOrder('DC0125000001', 'DC01', onDone));
  return { ...hook, onDone };
};

beforeEach(() => vi.clearAllMocks());

describe('useCancelOrder', () => {
  it('cancels with the trimmed reason, closes and tells', async () => {
    cancelOrder.mockResolvedValueOnce({ ok: true });
    const { result, onDone } = render();
    act(() => {
      result.current.setOpen(true);
      result.current.setReason('  ordered twice ');
    });
    await act(() => result.current.confirm());
    expect(cancelOrder).toHaveBeenCalledWith('DC0125000001', 'DC01', 'ordered twice');
    expect(showToast).toHaveBeenCalledWith(expect.any(String), { kind: 'success' });
    expect(result.current).toMatchObject({ open: false, busy: false });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('sends no reason for a blank one, and stays open when the server refuses', async () => {
    cancelOrder.mockResolvedValueOnce({ ok: false });
    const { result, onDone } = render();
    act(() => {
      result.current.setOpen(true);
      result.current.setReason('   ');
    });
    await act(() => result.current.confirm());
    expect(cancelOrder).toHaveBeenCalledWith('DC0125000001', 'DC01', null);
    expect(result.current).toMatchObject({ open: true, busy: false });
    expect(showToast).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
