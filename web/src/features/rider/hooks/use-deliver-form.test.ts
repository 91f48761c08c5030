import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createElement, type ReactNode } from 'react';
import { riderDetail } from '../test/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useDeliverForm } from './use-deliver-form';

const detail = riderDetail(450);
const event = { preventDefault: vi.fn() } as unknown as FormEvent;
const wrapper = ({ children }: { children: ReactNode }) => createElement(MemoryRouter, null, children);

function render() {
  const onSubmit = vi.fn(() => Promise.resolve());
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
  const hook = renderHook(() => useDeliverForm(detail, onSubmit), { wrapper });
  return { ...hook, onSubmit };
}
const photo = new File(['x'], 'proof.jpg', { type: 'image/jpeg' });

describe('useDeliverForm', () => {
  it('offers the cash to collect and asks for the photo, then the receiver', async () => {
    const { result, onSubmit } = render();
    expect(result.current.cashText).toBe('450');
    await act(() => result.current.send(event));
    expect(result.current.problem).toBe(i18n.t('rider:needPhoto'));
    act(() => result.current.setPhoto(photo));
    expect(result.current.preview).toBe('blob:photo');
    await act(() => result.current.send(event));
    expect(result.current.problem).toBe(i18n.t('rider:needReceiver'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants a reason for a short line and a cash amount that is a number', async () => {
    const { result, onSubmit } = render();
    act(() => {
      result.current.setPhoto(photo);
      result.current.setReceiver('Somchai');
      result.current.setEntry(1, 4, { qty: 3 });
    });
    expect(result.current.cashText).toBe('350');
    await act(() => result.current.send(event));
    expect(result.current.problem).toBe(i18n.t('rider:needReasons'));
    act(() => {
      result.current.setEntry(1, 4, { reason: 'broken' });
      result.current.setCash('12,5');
    });
    await act(() => result.current.send(event));
    expect(result.current.problem).toBe(i18n.t('rider:badCash'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the receiver, the short lines, the cash and the photo', async () => {
    const { result, onSubmit } = render();
    act(() => {
      result.current.setPhoto(photo);
      result.current.setReceiver('  Somchai ');
      result.current.setEntry(2, 1, { qty: 0, reason: 'damaged' });
    });
    await act(() => result.current.send(event));
    expect(result.current.problem).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith(
      'DELIVER',
      {
        ReceiverName: 'Somchai',
        Lines: JSON.stringify([{ LineNo: 2, DeliveredQty: 0, Reason: 'damaged' }]),
        CashCollected: '400',
      },
      { photo },
    );
  });
});
