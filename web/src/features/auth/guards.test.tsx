import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { setWebConfig } from '@/lib/config';
import { showToast } from '@/lib/toast';
import { center, customerUser, guestUser, rider, salesmanActingUser, staffUser } from '@/test/auth/fake-api';
import { configure, setupAuthTests } from '@/test/auth/environment';
import {
  RequireApproved,
  RequireAuthen,
  RequireNotLoginAsSaleman,
  RequireRider,
  RequireStaff,
  RequireVerifiedUser,
} from './guards';
import { sessionStore, setCustomer, setRider, setSessionStatus, setStaffSession } from '@/lib/session';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

setupAuthTests();
afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const page = (name: string) => (
  <>
    <h1>{name}</h1>
    <Where />
  </>
);

const routes: RouteObject[] = [
  { path: '/', element: page('home') },
  { path: '/en', element: page('home-en') },
  { path: '/login', element: page('login') },
  { path: '/en/login', element: page('login-en') },
  { path: '/pendingApproval', element: page('pending') },
  { path: '/merchant/login', element: page('merchant-login') },
  { path: '/rider/login', element: page('rider-login') },
  { path: '/profile', element: page('profile') },
  {
    element: <RequireAuthen />,
    children: [
      { path: '/product', element: page('product') },
      { path: '/en/product', element: page('product-en') },
    ],
  },
  { element: <RequireAuthen guestBlocked />, children: [{ path: '/history', element: page('history') }, { path: '/en/history', element: page('history-en') }] },
  { element: <RequireNotLoginAsSaleman />, children: [{ path: '/profile/changePassword', element: page('change-password') }] },
  { element: <RequireRider />, children: [{ path: '/rider', element: page('rider') }] },
  { element: <RequireStaff />, children: [{ path: '/merchant', element: page('merchant') }] },
  { element: <RequireVerifiedUser />, children: [{ path: '/agents/customers', element: page('agents') }] },
  { element: <RequireApproved />, children: [{ path: '/contents', element: page('contents') }] },
];

function open(entries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

const ready = () => setSessionStatus('ready');

describe('guards while the session loads', () => {
  it('show a skeleton, not a redirect, and the page once ready', async () => {
    open(['/history']);
    expect(screen.getByTestId('session-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    await act(async () => {
      setCustomer(customerUser);
      ready();
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'history' })).toBeTruthy();
  });
});

describe('RequireAuthen', () => {
  it('lets guests in where guest mode is allowed', () => {
    setCustomer(guestUser);
    ready();
    open(['/product']);
    expect(where()).toBe('/product');
  });

  it('sends guests of guest-blocked pages to /login with the way back', () => {
    setCustomer(guestUser);
    ready();
    open(['/history']);
    expect(where()).toBe('/login?redirect=%2Fhistory');
  });

  it('keeps the English prefix', () => {
    setCustomer(guestUser);
    ready();
    open(['/en/history']);
    expect(where()).toBe('/en/login?redirect=%2Fen%2Fhistory');
  });

  it('sends everyone without a session to /login when guest mode is disabled', () => {
    configure({ disableGuestMode: true });
    ready();
    open(['/product']);
    expect(where()).toBe('/login?redirect=%2Fproduct');
  });

  it('lets a customer in', () => {
    setCustomer(customerUser);
    ready();
    open(['/history']);
    expect(where()).toBe('/history');
  });

  it('sends a new customer awaiting approval to /pendingApproval when the setting is Y', () => {
    setCustomer({ ...customerUser, ApprovalStatus: 'PENDING' });
    ready();
    setWebConfig([{ Opt: 'EOrderPendingApprovalRegister', OptValue: 'Y' }]);
    open(['/product']);
    expect(where()).toBe('/pendingApproval');
  });

  it('does not when the setting is off', () => {
    setCustomer({ ...customerUser, ApprovalStatus: 'PENDING' });
    ready();
    open(['/product']);
    expect(where()).toBe('/product');
  });
});

describe('RequireApproved', () => {
  it('only applies the pending-approval redirect', () => {
    configure({ pendingApprovalRegister: true });
    ready();
    open(['/contents']);
    expect(where()).toBe('/contents');
    cleanup();
    setCustomer({ ...customerUser, ApprovalStatus: 'PENDING' });
    open(['/contents']);
    expect(where()).toBe('/pendingApproval');
  });
});

describe('RequireNotLoginAsSaleman', () => {
  it('sends a salesperson acting for a client back one page', () => {
    setCustomer(salesmanActingUser);
    ready();
    open(['/profile', '/profile/changePassword']);
    expect(where()).toBe('/profile');
  });

  it('sends them home when there is no page to go back to', () => {
    setCustomer(salesmanActingUser);
    ready();
    open(['/profile/changePassword']);
    expect(where()).toBe('/');
  });

  it('lets the customer themself in', () => {
    setCustomer(customerUser);
    ready();
    open(['/profile', '/profile/changePassword']);
    expect(where()).toBe('/profile/changePassword');
  });
});

describe('RequireRider and RequireStaff', () => {
  it('send to their sign-in pages', () => {
    ready();
    open(['/rider']);
    expect(where()).toBe('/rider/login?redirect=%2Frider');
    cleanup();
    open(['/merchant']);
    expect(where()).toBe('/merchant/login?redirect=%2Fmerchant');
  });

  it('let their sessions in', () => {
    ready();
    setRider(rider);
    setStaffSession({ user: staffUser, role: 3, dists: [center('D1')], selectedDist: 'D1' });
    open(['/rider']);
    expect(where()).toBe('/rider');
    cleanup();
    open(['/merchant']);
    expect(where()).toBe('/merchant');
  });
});

describe('RequireVerifiedUser', () => {
  it('lets a verified agent in', () => {
    setCustomer({ ...customerUser, AccountCode: 'A', TAXNO: '1', ShopPhotoImage: 's', PicFileName: 'p', PersonType: 1 });
    ready();
    open(['/agents/customers']);
    expect(where()).toBe('/agents/customers');
  });

  it('sends a customer who is not verified home, saying why', async () => {
    setCustomer(customerUser);
    ready();
    open(['/agents/customers']);
    expect(where()).toBe('/');
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('บัญชีตัวแทนยังไม่ผ่านการยืนยัน', { kind: 'fail' }),
    );
  });

  it('sends a guest to /login', () => {
    setCustomer(guestUser);
    ready();
    open(['/agents/customers']);
    expect(where()).toBe('/login?redirect=%2Fagents%2Fcustomers');
    expect(sessionStore.isGuest).toBe(true);
  });
});
