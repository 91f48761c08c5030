import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { SendOutcome } from '../lib/step-queue';
import { useRiderStep } from './use-rider-step';

const submit = vi.hoisted(() => vi.fn());
vi.mock('../lib/rider-queue', () => ({ riderQueue: { submit }, newStepKey: () => 'rs-1' }));

const render = (orderId: string | undefined) => {
  const update = vi.fn(() => Promise.resolve());
  const hook = renderHook(() => useRiderStep({ orderId, saleUnit: 'DC01', update }));
  return { ...hook, update };
};
const answer = (outcome: SendOutcome) => submit.mockResolvedValueOnce(outcome);

beforeEach(() => submit.mockReset());

describe('useRiderStep', () => {
  it('queues the step with its fields and shows the server answer, closing the form', async () => {
    answer({ kind: 'sent', answer: { Order: { OrderID: 42 } } });
    const { result, update } = render('42');
    act(() => result.current.setForm('refuse'));
    await act(() => result.current.submit('REFUSE', { Reason: 'closed' }));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'rs-1', orderId: '42', saleUnit: 'DC01', fields: { Step: 'REFUSE', Reason: 'closed' } }),
    );
    expect(update).toHaveBeenCalledWith({ Order: { OrderID: 42 } });
    expect(result.current.form).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('keeps the form open with the server message when the step is refused', async () => {
    answer({ kind: 'refused', message: 'Already delivered' });
    const { result, update } = render('42');
    act(() => result.current.setForm('deliver'));
    await act(() => result.current.submit('DELIVER'));
    expect(result.current.failure).toBe('Already delivered');
    expect(result.current.form).toBe('deliver');
    expect(update).not.toHaveBeenCalled();
  });

  it('says the step waits on the phone when there is no network', async () => {
    answer({ kind: 'later' });
    const { result, update } = render('42');
    await act(() => result.current.submit('START'));
    expect(result.current.message).toBe(i18n.t('rider:savedOffline'));
    expect(update).not.toHaveBeenCalled();
  });

  it('sends nothing without an order', async () => {
    const { result } = render(undefined);
    await act(() => result.current.submit('START'));
    expect(submit).not.toHaveBeenCalled();
  });
});
