import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { CustomerUser } from '@eorder/shared';
import { lazy, Suspense } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type PathName } from '@/config/paths';
import { sessionStore, setCustomer } from '@/lib/session';
import { setRuntimeConfig, setWebConfig } from '@/lib/config';
import { clearErrorPage, showErrorPage } from '@/lib/error-page';
import { setLanguage } from '@/lib/i18n';
import { CHUNK_RELOAD_KEY } from '@/lib/chunk-reload';
import { resetRouteHistory } from './route-history';
import { allRouteSpecs, AppRoutes, routeTableOf } from './router';
import { RootErrorPage, RouteErrorBoundary } from './routes/error-page';

const GUEST = { CUSTOMERCODE: 'GUEST', CUSTOMERNAME: 'Guest', userRole: 'GUEST', SALEUNIT: 'S1' } as CustomerUser;
const CUSTOMER = {
  CUSTOMERCODE: 'C001',
  CUSTOMERNAME: 'ร้านสมใจ',
  userRole: 'CUSTOMER',
  SALEUNIT: 'S1',
  AuthorizeAmount: 5000,
  DebtAmount: 1200,
} as CustomerUser;

function configure(flags: Record<string, unknown> = {}) {
  setRuntimeConfig({ companyCode: 'DSG', companyName: 'DSG', logo: 'DSG', basePath: '/', flags });
}

/** The app's routes at `url`, with the router's location and navigate for the test to use. */
function renderAt(url: string) {
  const seen: { location?: Location; navigate?: NavigateFunction } = {};
  function Probe() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
      <Probe />
    </MemoryRouter>,
  );
  return {
    get location(): Location {
      if (!seen.location) throw new Error('the router has not rendered');
      return seen.location;
    },
    navigate: async (to: string) => {
      await seen.navigate?.(to);
    },
  };
}

beforeEach(async () => {
  configure({ pdpa: { enableCookiesConsent: false } });
  setWebConfig([]);
  setCustomer(GUEST);
  sessionStore.staff = null;
  sessionStore.rider = null;
  sessionStore.status = 'ready';
  clearErrorPage();
  resetRouteHistory();
  await setLanguage('th');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route table', () => {
  it('registers every route of the specification exactly once', async () => {
    const names = (await allRouteSpecs()).map((spec) => spec.name).sort();
    expect(names).toEqual((Object.keys(paths) as PathName[]).sort());
  });

  it('guards the merchant and rider areas and leaves the sign-in pages open', async () => {
    const routeSpecs = await allRouteSpecs();
    const byName = new Map(routeSpecs.map((spec) => [spec.name, spec]));
    for (const spec of routeSpecs) {
      if (paths[spec.name].area === 'merchant') expect(spec.guards, spec.name).toContain('staff');
      if (paths[spec.name].area === 'rider') expect(spec.guards, spec.name).toContain('rider');
    }
    expect(byName.get('merchantLogin')?.guards).toEqual([]);
    expect(byName.get('riderLogin')?.guards).toEqual([]);
    expect(byName.get('login')?.guards).toEqual([]);
    expect(byName.get('history')?.guards).toContain('guestBlocked');
    expect(byName.get('chatList')?.guards).toContain('notSaleman');
    expect(byName.get('agentsCustomers')?.guards).toContain('verified');
  });

  it('matches a path against the routes of its language only', () => {
    const language = (pathname: string) => routeTableOf(pathname)[0]?.children?.map((route) => route.path);
    expect(language('/en')).toEqual(['en']);
    expect(language('/en/product')).toEqual(['en']);
    expect(language('/EN/product')).toEqual(['en']);
    expect(language('/')).toEqual(['/']);
    expect(language('/product')).toEqual(['/']);
    expect(language('/english')).toEqual(['/']);
  });
});

describe('customer home', () => {
  it('renders the home in Thai at the root, inside the customer layout', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'หน้าแรก' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('link', { name: /ตะกร้าสินค้า 0 รายการ/ })).toBeTruthy();
    expect(document.documentElement.lang).toBe('th');
  });

  it('renders the same route in English under /en', async () => {
    renderAt('/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers Register/Login to a guest and keeps the page in the language menu', async () => {
    renderAt('/product?p=milk');
    await screen.findByRole('heading', { level: 1, name: 'สินค้า' });
    fireEvent.click(screen.getByRole('button', { name: /^เมนูบัญชี/ }));
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'ออกจากระบบ' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^ภาษา/ }));
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/product?p=milk');
  });

  it('shows a signed-in customer their name, logout and credit balance', async () => {
    setCustomer(CUSTOMER);
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'หน้าแรก' });
    expect(screen.getByTestId('credit-balance').textContent).toContain('3,800.00');
    fireEvent.click(screen.getByRole('button', { name: /^เมนูบัญชี/ }));
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ประวัติการสั่งซื้อ' }).getAttribute('href')).toBe('/history');
  });

  it('hides the credit balance when the flag says so', async () => {
    configure({ pdpa: { enableCookiesConsent: false }, profile: { showCreditBalance: false } });
    setCustomer(CUSTOMER);
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'หน้าแรก' });
    expect(screen.queryByTestId('credit-balance')).toBeNull();
  });

  it('searches by routing to /product?p=', async () => {
    const router = renderAt('/en');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: ' rice ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(router.location.pathname).toBe('/en/product');
    expect(router.location.search).toBe('?p=rice');
  });
});

describe('guards', () => {
  it('sends a guest from a guest-blocked page to the sign-in page', async () => {
    const router = renderAt('/history');
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' });
    expect(router.location.pathname).toBe('/login');
  });

  it('sends a visitor without a staff session to the merchant login, in English too', async () => {
    const router = renderAt('/en/merchant/order');
    await vi.waitFor(() => expect(router.location.pathname).toBe('/en/merchant/login'), { timeout: 5000 });
  });
});

describe('errors', () => {
  it('shows the 404 page for an unknown path, in the language of the path', async () => {
    renderAt('/en/no/such/page');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
    expect(screen.getByTestId('error-status').textContent).toBe('404');
  });

  it('shows the error page an API answer asked for, and clears it on the next navigation', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'หน้าแรก' });
    act(() => showErrorPage({ statusCode: 500, message: 'พบข้อผิดพลาดจาก API: db down' }));
    expect(await screen.findByText('พบข้อผิดพลาดจาก API: db down')).toBeTruthy();
    expect(screen.getByTestId('error-status').textContent).toBe('เกิดข้อผิดพลาด');
    await act(() => router.navigate('/product'));
    expect(await screen.findByRole('heading', { level: 1, name: 'สินค้า' })).toBeTruthy();
    expect(screen.queryByTestId('error-page')).toBeNull();
  });

  it('reloads once when a page chunk fails to load, then shows the error', async () => {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const renderBroken = () => {
      const Broken = lazy(() => Promise.reject(chunkError));
      return render(
        <MemoryRouter>
          <RouteErrorBoundary fallback={(error) => <RootErrorPage error={error} />}>
            <Suspense fallback={null}>
              <Broken />
            </Suspense>
          </RouteErrorBoundary>
        </MemoryRouter>,
      );
    };

    const { unmount } = renderBroken();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5000 });
    unmount();

    renderBroken();
    expect(await screen.findByText('ไม่สามารถโหลดหน้านี้ได้ โปรดลองใหม่อีกครั้ง')).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('phone layout', () => {
  function phone() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }

  it('shows the bottom navigation with Home, Product, Cart and Profile for a guest', async () => {
    phone();
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'เมนูด้านล่าง' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['หน้าแรก', 'สินค้า', 'ตะกร้าสินค้า', 'โปรไฟล์']);
    expect(screen.getByTestId('mobile-top-bar')).toBeTruthy();
    expect(screen.queryByTestId('desktop-header')).toBeNull();
  });

  it('adds Buy Again when the flag is on, and hides chat when support chat is off', async () => {
    phone();
    configure({
      pdpa: { enableCookiesConsent: false },
      bottomNavigation: { showHistoryButton: true },
      support: { disableChat: true },
    });
    renderAt('/en');
    const nav = await screen.findByRole('navigation', { name: 'Bottom navigation' });
    expect(within(nav).getByRole('link', { name: 'Buy Again' }).getAttribute('href')).toBe('/en/history');
    expect(screen.queryByRole('link', { name: 'Open chat' })).toBeNull();
  });

  it('shows a back button off the home page that goes home when the visit started there', async () => {
    phone();
    const router = renderAt('/product');
    await screen.findByRole('heading', { level: 1, name: 'สินค้า' });
    fireEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/'), { timeout: 5000 });
  });

  it('goes one step back when there is an in-app page to return to', async () => {
    phone();
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'หน้าแรก' });
    await act(() => router.navigate('/cart'));
    await act(() => router.navigate('/product'));
    await screen.findByRole('heading', { level: 1, name: 'สินค้า' });
    fireEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/cart'), { timeout: 5000 });
  });
});
