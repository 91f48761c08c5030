import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routerWrapper } from '@/test/router-wrapper';
import { useCustomerDetailPage } from './use-customer-detail-page';

vi.mock('../components/use-customer-page', () => ({
  useCustomerPage: () => ({ data: { Code: 'C0001' }, notFound: false, code: 'C0001', saleUnit: 'DC01' }),
}));

describe('useCustomerDetailPage', () => {
  it('opens the album and the camera of the customer', () => {
    const { wrapper, where } = routerWrapper('/en/merchant/customer/C0001/DC01');
    const { result } = renderHook(() => useCustomerDetailPage(), { wrapper });
    expect(result.current.data).toEqual({ Code: 'C0001' });
    act(() => result.current.openPhotos());
    expect(where()).toBe('/en/merchant/customer/C0001/DC01/photo');
    act(() => result.current.openCapture());
    expect(where()).toBe('/en/merchant/customer/C0001/DC01/photo/capture');
  });
});
