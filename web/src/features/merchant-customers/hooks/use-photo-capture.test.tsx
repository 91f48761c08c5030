import { act, renderHook } from '@testing-library/react';
import { routerWrapper } from '@/test/router-wrapper';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { usePhotoCapture } from './use-photo-capture';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
const uploadCustomerPhoto = vi.hoisted(() => vi.fn());
vi.mock('../api/customers', () => ({ uploadCustomerPhoto }));

const { wrapper, where } = routerWrapper('/merchant/customer/C1/DC01/photo/capture');
const groups = [{ Code: 'SHOP' }, { Code: 'SHELF' }];
const render = () => renderHook(() => usePhotoCapture({ code: 'C1', saleUnit: 'DC01', groups }), { wrapper });
const photo = new Blob(['x'], { type: 'image/jpeg' });

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:shop');
  URL.revokeObjectURL = vi.fn();
});

describe('usePhotoCapture', () => {
  it('stores the photo in the first group unless another is picked, then opens its month', async () => {
    uploadCustomerPhoto.mockResolvedValueOnce({ ok: true, data: { CreateDate: '2026-11-30T18:00:00Z' } });
    const { result } = render();
    expect(result.current.group).toBe('SHOP');
    act(() => result.current.pick('SHELF'));
    act(() => result.current.setPhoto(photo));
    expect(result.current.preview).toBe('blob:shop');
    await act(() => result.current.save());
    expect(uploadCustomerPhoto).toHaveBeenCalledWith(photo, { code: 'C1', saleUnit: 'DC01', group: 'SHELF' });
    expect(showToast).toHaveBeenCalledWith(expect.any(String), { kind: 'success' });
    // 01:00 on 1 December in Bangkok: the December photos.
    expect(where()).toMatch(/group=SHELF/);
    expect(where()).toMatch(/month=202612/);
  });

  it('saves nothing without a photo, stays when the upload fails, and a retake clears the photo', async () => {
    uploadCustomerPhoto.mockResolvedValueOnce({ ok: false });
    const { result } = render();
    await act(() => result.current.save());
    expect(uploadCustomerPhoto).not.toHaveBeenCalled();
    act(() => result.current.setPhoto(photo));
    await act(() => result.current.save());
    expect(showToast).not.toHaveBeenCalled();
    expect(result.current.saving).toBe(false);
    act(() => result.current.retake());
    expect(result.current.preview).toBeNull();
  });
});
