import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routerWrapper } from '@/test/router-wrapper';
import { usePhotoFilter } from './use-photo-filter';

describe('usePhotoFilter', () => {
  it('reads the filter from the address and writes the next one back', () => {
    const { wrapper, where } = routerWrapper('/en/merchant/customer/C1/DC01/photo?group=SHOP&month=202603');
    const { result } = renderHook(() => usePhotoFilter(), { wrapper });
    expect(result.current[0]).toEqual({ groups: ['SHOP'], monthYear: '202603' });
    const before = result.current[0];
    act(() => result.current[1]({ groups: ['SHOP', 'SHELF'], monthYear: null }));
    expect(where()).toBe('/en/merchant/customer/C1/DC01/photo?group=SHOP&group=SHELF');
    expect(result.current[0]).toEqual({ groups: ['SHOP', 'SHELF'], monthYear: null });
    expect(result.current[0]).not.toBe(before);
  });
});
