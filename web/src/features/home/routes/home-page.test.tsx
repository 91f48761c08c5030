import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, onCall, resetFakeApi } from '@/test/catalogue/fake-api';
import { createProduct } from '@/test/catalogue/factories';
import { CUSTOMER, GUEST, setSession } from '@/test/catalogue/render';
import { setRuntimeConfig, setWebConfig } from '@/lib/config';
import { writeCookie } from '@/lib/cookies';
import { HOME_FRESHNESS, resetHomeRefresh } from '../hooks/use-home-data';
import { HomePage } from './home-page';

vi.mock('@/lib/api', async () => (await import('@/test/catalogue/fake-api')).fakeApiModule);

const banner = { NewsId: 1, NewsType: 'B', Title: 'สินค้าใหม่', TitleEN: 'New', ImageUrl: '/files/banners/001.svg', LinkUrl: '/product?type=suggest' };

function serveHome() {
  onCall('POST', 'GET_MASTER_DATA/GET_WHATSNEW', ok({ statusText: 'OK', result: [banner] }));
  onCall('POST', 'api/products/items', ({ body }) => {
    const types = (body as { Types?: string[] }).Types ?? [];
    if (types.includes('BEST_SELLER')) return ok([createProduct({ P_Code: 'B1', PRODUCTNAME_TH: 'ขายดีหนึ่ง' })]);
    return ok([createProduct({ P_Code: 'PR1', PRODUCTNAME_TH: 'โปรหนึ่ง' })]);
  });
  onCall('GET', 'api/products/display-group/type/EORDER_HOME_PAGE', ok({ Data: [{ Group: { Id: 2, Name: 'สินค้ามาใหม่', NameTH: 'สินค้ามาใหม่', NameEN: 'New arrivals' }, Products: [createProduct({ P_Code: 'N1', PRODUCTNAME_TH: 'ใหม่หนึ่ง' })] }] }));
}

/** One SWR cache for the whole test, as the app keeps one for the visit. */
function renderHome(cache: Map<string, unknown>, url = '/') {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }, { path: '*', element: null }], { initialEntries: [url] });
  return render(
    <SWRConfig value={{ provider: () => cache as never }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

beforeEach(() => {
  resetFakeApi();
  resetHomeRefresh();
  setRuntimeConfig({ companyName: 'DSG' });
  setWebConfig([
    { Opt: 'EOrderShowBestSellerHome', OptValue: 'Y' },
    { Opt: 'EOrderUseProductDisplayGroup', OptValue: 'Y' },
  ]);
  setSession(GUEST);
});
afterEach(() => vi.useRealTimers());

describe('the home page', () => {
  it('shows banners, promotion products, best sellers and the home display groups', async () => {
    serveHome();
    renderHome(new Map());
    expect(screen.getByTestId('page-home').textContent).toContain('ยินดีต้อนรับ, ผู้เยี่ยมชม');
    expect(await screen.findByRole('link', { name: 'สินค้าใหม่' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('home-shelf-promotions').textContent).toContain('โปรหนึ่ง'));
    await waitFor(() => expect(screen.getByTestId('home-shelf-best-sellers').textContent).toContain('ขายดีหนึ่ง'));
    await waitFor(() => expect(screen.getByTestId('home-shelf-group-2').textContent).toContain('ใหม่หนึ่ง'));
    expect(screen.getByRole('link', { name: 'สินค้าใหม่' }).getAttribute('href')).toBe('/product?type=suggest');
    expect(callsTo('POST', 'GET_MASTER_DATA/GET_WHATSNEW')[0]?.body).toEqual({ NewsType: 'B', UsePeriodDate: true, ActiveStatus: 'Y' });
    expect(callsTo('POST', 'api/products/items').map((call) => call.body)).toContainEqual({ Take: 12, Skip: 0, OnlyPromotionProduct: true, Point: false });
    expect(callsTo('GET', 'api/products/display-group/type/EORDER_HOME_PAGE')[0]?.query).toEqual({ productsIncluded: 'Y', take: 36 });
  });

  it('loads the first banner picture first, preloaded at high priority as soon as the banners are known', async () => {
    const second = { ...banner, NewsId: 2, Title: 'ลดราคา', ImageUrl: '/files/banners/002.svg' };
    onCall('POST', 'GET_MASTER_DATA/GET_WHATSNEW', ok({ statusText: 'OK', result: [banner, second] }));
    renderHome(new Map());
    const link = await screen.findByRole('link', { name: 'สินค้าใหม่' });
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloads.map((preload) => [preload.getAttribute('href'), preload.fetchPriority])).toEqual([
      ['api/customer/files/banners/001.svg', 'high'],
    ]);
    expect(link.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    const others = screen.getByRole('link', { name: 'ลดราคา', hidden: true }).querySelector('img');
    expect(others?.getAttribute('fetchpriority')).toBe('auto');
    expect(others?.getAttribute('loading')).toBe('lazy');
  });

  it('shows the rewards in points, and no goods for sale, in points mode', async () => {
    setSession(CUSTOMER);
    writeCookie('point', 'Y');
    try {
      onCall('POST', 'GET_MASTER_DATA/GET_WHATSNEW', ok({ statusText: 'OK', result: [banner] }));
      onCall('POST', 'api/products/items', ({ body }) =>
        (body as { Point?: boolean }).Point
          ? ok([createProduct({ P_Code: 'RW1', PRODUCTNAME_TH: 'แก้วน้ำสแตนเลส', Option1: 200, SalesPrice1: 0, PriceInVat1: 0 })])
          : ok([createProduct({ P_Code: 'PR1', PRODUCTNAME_TH: 'โปรหนึ่ง' })]),
      );
      renderHome(new Map());
      await waitFor(() => expect(screen.getByTestId('home-shelf-rewards').textContent).toContain('แก้วน้ำสแตนเลส'));
      const shelf = screen.getByTestId('home-shelf-rewards');
      expect(shelf.textContent).toContain('200 คะแนน');
      expect(shelf.textContent).not.toContain('฿');
      expect(screen.queryByTestId('home-shelf-promotions')).toBeNull();
      expect(screen.queryByTestId('home-shelf-best-sellers')).toBeNull();
      expect(callsTo('GET', 'api/products/display-group/type/EORDER_HOME_PAGE')).toHaveLength(0);
      expect(callsTo('POST', 'api/products/items').map((call) => call.body)).toEqual([{ Take: 12, Skip: 0, Point: true }]);
    } finally {
      writeCookie('point', 'N');
    }
  }, 15_000);

  it('greets a signed-in customer by name', () => {
    setSession(CUSTOMER);
    serveHome();
    renderHome(new Map());
    expect(screen.getByTestId('page-home').textContent).toContain('ยินดีต้อนรับ, ร้านสมใจ');
  });

  it('shows skeletons, never a blank page, while the parts load', () => {
    onCall('POST', 'GET_MASTER_DATA/GET_WHATSNEW', () => new Promise(() => undefined));
    onCall('POST', 'api/products/items', () => new Promise(() => undefined));
    onCall('GET', 'api/products/display-group/type/EORDER_HOME_PAGE', () => new Promise(() => undefined));
    const { container } = renderHome(new Map());
    expect(container.querySelectorAll('.adm-skeleton')).toHaveLength(1);
    expect(screen.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(3);
    expect(screen.getByTestId('home-groups-loading')).toBeTruthy();
  });

  it('leaves out the best sellers and the groups when the web configuration says so', async () => {
    setWebConfig([{ Opt: 'EOrderShowBestSellerHome', OptValue: 'N' }, { Opt: 'EOrderUseProductDisplayGroup', OptValue: 'N' }]);
    serveHome();
    renderHome(new Map());
    await waitFor(() => expect(screen.getByTestId('home-shelf-promotions').textContent).toContain('โปรหนึ่ง'));
    expect(screen.queryByTestId('home-shelf-best-sellers')).toBeNull();
    expect(callsTo('GET', 'api/products/display-group/type/EORDER_HOME_PAGE')).toHaveLength(0);
  });

  it('keeps each part for its time on a second visit, and ?id= asks again', async () => {
    serveHome();
    const cache = new Map<string, unknown>();
    const first = renderHome(cache);
    await waitFor(() => expect(screen.getByTestId('home-shelf-group-2')).toBeTruthy());
    first.unmount();
    renderHome(cache).unmount();
    expect(callsTo('POST', 'GET_MASTER_DATA/GET_WHATSNEW')).toHaveLength(1);
    expect(callsTo('GET', 'api/products/display-group/type/EORDER_HOME_PAGE')).toHaveLength(1);
    expect(callsTo('POST', 'api/products/items')).toHaveLength(2);

    renderHome(cache, '/?id=1718000000000');
    await waitFor(() => expect(callsTo('POST', 'GET_MASTER_DATA/GET_WHATSNEW')).toHaveLength(2));
    await waitFor(() => expect(callsTo('GET', 'api/products/display-group/type/EORDER_HOME_PAGE')).toHaveLength(2));
    await waitFor(() => expect(callsTo('POST', 'api/products/items')).toHaveLength(4));
  });

  it('keeps banners 15 minutes, promotions 5 and the rest of the home 3', () => {
    expect(HOME_FRESHNESS).toEqual({ banners: 15 * 60_000, promotions: 5 * 60_000, displayGroups: 3 * 60_000, bestSellers: 3 * 60_000 });
  });
});
