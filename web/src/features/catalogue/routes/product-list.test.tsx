import type { ProductItemsBodyInput } from '@eorder/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, setWebConfig } from '@/lib/config';
import { resetProductList } from '../stores/product-list-store';
import { callsTo, ok, onCall, resetFakeApi } from '@/test/catalogue/fake-api';
import { createCategoryTree, createProduct } from '@/test/catalogue/factories';
import { GUEST, renderPage, setSession } from '@/test/catalogue/render';
import { ProductListPage } from './product-list';

vi.mock('@/lib/api', async () => (await import('@/test/catalogue/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

const catalogue = Array.from({ length: 30 }, (_, index) => createProduct({ P_Code: `P${String(index + 1).padStart(3, '0')}` }));

function serveCatalogue() {
  onCall('POST', 'api/products/items', ({ body }) => {
    const { Skip = 0, Take = 12 } = body as ProductItemsBodyInput;
    // Each page repeats the last product of the one before: the list must not show it twice.
    const from = Number(Skip);
    const page = catalogue.slice(from, from + Number(Take));
    return ok(from > 0 && page.length > 0 ? [catalogue[from - 1], ...page] : page);
  });
  onCall('POST', 'GET_MASTER_DATA/GET_HIERARCHY_ALL', ok({ status: 200, data: [{ status: true, data: [createCategoryTree()] }] }));
}

const cards = () => screen.queryAllByTestId('product-card').map((card) => card.getAttribute('data-code'));

beforeEach(() => {
  resetFakeApi();
  resetProductList();
  setRuntimeConfig({});
  setWebConfig([]);
  setSession(GUEST);
});
afterEach(() => vi.clearAllMocks());

describe('/product', () => {
  it('loads 12, appends 12 more without duplicates, and ends when a page is empty', async () => {
    serveCatalogue();
    renderPage(ProductListPage, '/product', '/product');
    await waitFor(() => expect(cards()).toHaveLength(12));
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(cards()).toHaveLength(24));
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getByTestId('product-list-end')).toBeTruthy());
    const shown = cards();
    expect(shown).toHaveLength(30);
    expect(new Set(shown).size).toBe(30);
    expect(callsTo('POST', 'api/products/items').map((call) => (call.body as ProductItemsBodyInput).Skip)).toEqual([0, 12, 24]);
  });

  it('searches by the p of the URL and says what it searched for', async () => {
    serveCatalogue();
    renderPage(ProductListPage, '/product?p=ชำระ', '/product');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect((callsTo('POST', 'api/products/items')[0]?.body as ProductItemsBodyInput).SearchText).toBe('ชำระ');
    expect(screen.getByTestId('product-list-title').textContent).toBe('ผลการค้นหา “ชำระ”');
    expect(document.title).toContain('ผลการค้นหา “ชำระ”');
  });

  it('filters by category and shows the category trail and its subcategories', async () => {
    serveCatalogue();
    renderPage(ProductListPage, '/product?c1=01&c2=0101', '/product');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(callsTo('POST', 'api/products/items')[0]?.body).toMatchObject({ Hierarchy1: '01', Hierarchy2: '0101' });
    await waitFor(() => expect(screen.getByTestId('product-list-title').textContent).toBe('น้ำอัดลม'));
    const trail = screen.getByRole('list', { name: 'หมวดหมู่ที่เลือก' });
    expect(within(trail).getByRole('link', { name: 'เครื่องดื่ม' }).getAttribute('href')).toBe('/product?c1=01');
    const sub = screen.getByRole('link', { name: 'ขนาดปกติ' });
    expect(sub.getAttribute('href')).toBe('/product?c1=01&c2=0101&c3=010101');
  });

  it('reloads from the first page when a filter changes', async () => {
    serveCatalogue();
    const { router } = renderPage(ProductListPage, '/product', '/product');
    await waitFor(() => expect(cards()).toHaveLength(12));
    fireEvent.click(screen.getByRole('button', { name: 'โปรโมชัน' }));
    await waitFor(() => expect(router.state.location.search).toBe('?promo=Y'));
    await waitFor(() => expect(callsTo('POST', 'api/products/items')).toHaveLength(2));
    expect(callsTo('POST', 'api/products/items')[1]?.body).toMatchObject({ Skip: 0, OnlyPromotionProduct: true });
    fireEvent.change(screen.getByLabelText('เรียงตาม'), { target: { value: 'DESC' } });
    await waitFor(() => expect(callsTo('POST', 'api/products/items')).toHaveLength(3));
    expect(callsTo('POST', 'api/products/items')[2]?.body).toMatchObject({ SortByPrice: 'DESC', OnlyPromotionProduct: true });
  });

  it('keeps the list on a second visit with the same filters', async () => {
    serveCatalogue();
    const first = renderPage(ProductListPage, '/product', '/product');
    await waitFor(() => expect(cards()).toHaveLength(12));
    first.unmount();
    renderPage(ProductListPage, '/product', '/product');
    expect(cards()).toHaveLength(12);
    await act(() => Promise.resolve());
    expect(callsTo('POST', 'api/products/items')).toHaveLength(1);
  });

  it('tells a guest why there are no prices', async () => {
    onCall('POST', 'api/products/items', ok([createProduct({ P_Code: 'X1', SalesPrice1: undefined, SalesPrice2: undefined, SalesPrice3: undefined })]));
    renderPage(ProductListPage, '/product', '/product');
    await waitFor(() => expect(screen.getByText('เข้าสู่ระบบเพื่อดูราคา')).toBeTruthy());
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    onCall('POST', 'api/products/items', ok([]));
    const { router } = renderPage(ProductListPage, '/product?p=zzz', '/product');
    await waitFor(() => expect(screen.getByTestId('product-list-empty')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers to try again when the list could not load', async () => {
    onCall('POST', 'api/products/items', { status: 500, body: { Message: 'x', IsExceptionHandler: true } });
    renderPage(ProductListPage, '/product', '/product');
    await waitFor(() => expect(screen.getByText('โหลดรายการสินค้าไม่สำเร็จ')).toBeTruthy());
    serveCatalogue();
    fireEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });
});
