// The rider's list asked for before the page renders: in a file of its own, because the page must
// read the application's own SWR cache (the one the preload fills), not a cache made for a test.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { calls, onCall, resetFakeApi } from '@/test/auth/fake-api';
import { setRuntimeConfig } from '@/lib/config';
import { resetSessionStore, setRider, setSessionStatus } from '@/lib/session';
import { riderCard } from '../test/fixtures';
import { preloadData, preloadInvoiceData, RiderOrdersPage } from './orders-page';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));


const listCalls = () => calls.filter((call) => call.path.endsWith('api/rider/orders'));

beforeEach(() => {
  resetFakeApi();
  resetSessionStore();
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/' });
  setRider({ RiderId: 'R001', RiderName: 'สมชาย', SaleUnit: 'DC01' } as Parameters<typeof setRider>[0]);
  setSessionStatus('ready');
  onCall('rider', 'GET', '/api/rider/orders', (_body, query) => ({
    status: 200,
    body: { Data: [riderCard(1, String(query.status)), riderCard(2, String(query.status))], Total: 2 },
  }));
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('/rider asks for its list before it renders', () => {
  it("asks for the first page of the address's tab, and the page shows that answer without asking again", async () => {
    window.history.replaceState(null, '', '/rider?status=SHIPPING');
    preloadData();
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.query).toMatchObject({ status: 'SHIPPING', skip: 0 });

    const router = createMemoryRouter([{ path: '/rider', element: <RiderOrdersPage /> }], { initialEntries: ['/rider?status=SHIPPING'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('ร้านที่ 1')).toBeTruthy();
    expect(listCalls()).toHaveLength(1);
  });

  it('asks for the waiting invoices at /rider/singha, and for the approved orders when the address names no tab', () => {
    preloadInvoiceData();
    window.history.replaceState(null, '', '/rider?status=nonsense');
    preloadData();
    expect(listCalls().map((call) => call.query?.status)).toEqual(['Invoice Approve', 'APPROVED']);
  });

  it('asks nothing for a visitor without a rider session, and waits for a session still loading', async () => {
    setRider(null);
    window.history.replaceState(null, '', '/rider?status=DELIVERED');
    preloadData();
    expect(listCalls()).toHaveLength(0);

    resetSessionStore();
    preloadData();
    expect(listCalls()).toHaveLength(0);
    setRider({ RiderId: 'R001', RiderName: 'สมชาย', SaleUnit: 'DC01' } as Parameters<typeof setRider>[0]);
    setSessionStatus('ready');
    // The session store tells its subscribers after the change (a microtask later).
    await waitFor(() => expect(listCalls().map((call) => call.query?.status)).toEqual(['DELIVERED']));
  });
});
