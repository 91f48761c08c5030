import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, onCall, resetFakeApi } from '@/test/auth/fake-api';
import { setRuntimeConfig } from '@/lib/config';
import { renderRoute } from '@/test/cart/render-route';
import { riderCard } from '../test/fixtures';
import { RiderOrdersPage } from './orders-page';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));


/** A day of `total` orders, answered a page at a time as the API does. */
function dayOf(total: number) {
  onCall('rider', 'GET', '/api/rider/orders', (_body, query) => {
    const skip = Number(query.skip ?? 0);
    const take = Number(query.take ?? 12);
    const Data = Array.from({ length: Math.max(0, Math.min(take, total - skip)) }, (_, i) => riderCard(skip + i + 1));
    return { status: 200, body: { Data, Total: total } };
  });
}

beforeEach(() => {
  resetFakeApi();
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/' });
});
afterEach(cleanup);

describe('/rider', () => {
  it('shows the first page of a long day, then the next one on "load more", until the last', async () => {
    dayOf(30);
    renderRoute('/rider', <RiderOrdersPage />, '/rider');
    expect(await screen.findByText('ร้านที่ 1')).toBeTruthy();
    expect(screen.queryAllByTestId(/^rider-order-DC/)).toHaveLength(12);
    fireEvent.click(screen.getByTestId('rider-load-more'));
    await waitFor(() => expect(screen.queryAllByTestId(/^rider-order-DC/)).toHaveLength(24));
    fireEvent.click(screen.getByTestId('rider-load-more'));
    await waitFor(() => expect(screen.queryAllByTestId(/^rider-order-DC/)).toHaveLength(30));
    expect(screen.getByText('ร้านที่ 30')).toBeTruthy();
    expect(screen.queryByTestId('rider-load-more')).toBeNull();
    const asked = calls.filter((call) => call.path === '/api/rider/orders').map((call) => call.query?.skip);
    expect(asked).toEqual(expect.arrayContaining([0, 12, 24]));
  });

  it('has no "load more" when the day fits one page', async () => {
    dayOf(3);
    renderRoute('/rider', <RiderOrdersPage />, '/rider');
    expect(await screen.findByText('ร้านที่ 3')).toBeTruthy();
    expect(screen.queryByTestId('rider-load-more')).toBeNull();
  });
});
