// Renders a page of the customer side as the app does: inside a router (the URL given), with a
// fresh SWR cache and a ready session (a guest of DC01 unless told otherwise).
import type { CustomerUser } from '@eorder/shared';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore, setCustomer } from '@/lib/session';

export const GUEST: CustomerUser = {
  CUSTOMERCODE: 'GUEST',
  CUSTOMERNAME: 'GUEST',
  SALEUNIT: 'DC01',
  ActiveDC: 'DC01',
  ActiveDCName: 'ศูนย์กรุงเทพ',
  userRole: 'GUEST',
};

export const CUSTOMER: CustomerUser = {
  CUSTOMERCODE: 'C0001',
  CUSTOMERNAME: 'ร้านสมใจ',
  SALEUNIT: 'DC01',
  ActiveDC: 'DC01',
  ActiveDCName: 'ศูนย์กรุงเทพ',
  userRole: 'CUSTOMER',
};

export function setSession(user: CustomerUser | null): void {
  setCustomer(user);
  sessionStore.status = 'ready';
  sessionStore.fromRichMenuActiveDc = false;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `Page` at `url` (matched by `pattern`); every other path shows where it went. */
export function renderPage(Page: ComponentType, url: string, pattern = url.split('?')[0] ?? '/') {
  const router = createMemoryRouter(
    [
      { path: pattern, element: <><Page /><Where /></> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...view, router };
}
