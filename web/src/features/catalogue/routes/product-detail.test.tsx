import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, setWebConfig } from '@/lib/config';
import { showToast } from '@/lib/toast';
import { callsTo, ok, onCall, resetFakeApi } from '@/test/catalogue/fake-api';
import { createProduct } from '@/test/catalogue/factories';
import { GUEST, renderPage, setSession } from '@/test/catalogue/render';
import { sessionStore } from '@/lib/session';
import { preloadData, ProductDetailPage } from './product-detail';

vi.mock('@/lib/api', async () => (await import('@/test/catalogue/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
const addToCart = vi.hoisted(() => vi.fn((_product: { PRODUCTNAME?: string | null }, _level: number, _qty: number) => true));
vi.mock('@/features/cart', async (original) => ({ ...(await original<Record<string, unknown>>()), addToCart }));

const product = createProduct({
  P_Code: 'P000056',
  PRODUCTNAME: 'เพ็ทดี ขนมขัดฟัน',
  PRODUCTNAME_TH: 'เพ็ทดี ขนมขัดฟัน',
  PRODUCTNAME_EN: 'PetDee Dental chews',
  P_Description: 'ขนมขัดฟันสำหรับสุนัข',
  P_Brand: 'เพ็ทดี',
  BARCODE1: '8850710005619',
  Images: ['/files/products/a.svg', '/files/products/b.svg'],
  PIC_FILENAME: '/files/products/a.svg',
  promotionproduct: [{ PromotionId: 2, PromotionName: 'ลด 5% เมื่อซื้อครบ 2 ลัง', PromotionRemark: 'เฉพาะสินค้าร่วมรายการ', DateBegin: '2026-11-12', DateEnd: '2026-12-12' }],
  Stock: { StockAvailable: 824 },
});

beforeEach(() => {
  resetFakeApi();
  setRuntimeConfig({ companyName: 'DSG', companyCode: 'DSG' });
  setWebConfig([]);
  setSession(GUEST);
  document.head.querySelectorAll('meta').forEach((element) => element.remove());
});
afterEach(() => vi.clearAllMocks());

const open = (code = 'P000056') => renderPage(ProductDetailPage, `/product/${code}`, '/product/:code');

describe('/product/{code}', () => {
  it('shows the pictures, the units with their rates, prices, stock and promotions', async () => {
    onCall('GET', 'api/products/item/P000056', ok(product));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'เพ็ทดี ขนมขัดฟัน' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /รูปที่ \d จาก 2/ })).toHaveLength(2);
    const pack = screen.getByTestId('unit-2');
    expect(within(pack).getByText('แพ็ค')).toBeTruthy();
    expect(within(pack).getByText('1 แพ็ค = 6 ชิ้น')).toBeTruthy();
    expect(pack.textContent).toContain('฿58.00');
    expect(pack.textContent).toContain('฿60.00');
    expect(screen.getByText('มีสินค้า 824 ชิ้น')).toBeTruthy();
    expect(screen.getByText('ลด 5% เมื่อซื้อครบ 2 ลัง')).toBeTruthy();
    expect(screen.getByText('12 พ.ย. 2569 - 12 ธ.ค. 2569')).toBeTruthy();
    expect(callsTo('GET', 'api/products/item/P000056')).toHaveLength(1);
  });

  it('sets the title and the preview tags of a shared link', async () => {
    onCall('GET', 'api/products/item/P000056', ok(product));
    open();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('เพ็ทดี ขนมขัดฟัน | DSG'));
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('เพ็ทดี ขนมขัดฟัน');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('ขนมขัดฟันสำหรับสุนัข');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/api\/customer\/files\/products\/a\.svg$/);
  });

  it('adds each chosen unit to the cart under the reader-language name', async () => {
    onCall('GET', 'api/products/item/P000056', ok(product));
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(showToast).toHaveBeenCalledWith('กรุณาระบุจำนวนอย่างน้อย 1 หน่วย');
    expect(addToCart).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มจำนวน ชิ้น' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'จำนวน (ลัง)' }), { target: { value: '2x' } });
    expect(screen.getByTestId('add-to-cart').textContent).toContain('฿470.00');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(addToCart.mock.calls.map(([line, level, qty]) => [line.PRODUCTNAME, level, qty])).toEqual([
      ['เพ็ทดี ขนมขัดฟัน', 1, 1],
      ['เพ็ทดี ขนมขัดฟัน', 3, 2],
    ]);
    expect(screen.getByRole('textbox', { name: 'จำนวน (ลัง)' })).toHaveProperty('value', '');
  });

  it('says Out of stock at zero and does not let it be added', async () => {
    onCall('GET', 'api/products/item/P000056', ok({ ...product, Stock: { StockAvailable: 0 } }));
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('สินค้าหมด').length).toBeGreaterThan(0);
    expect(screen.getByTestId('add-to-cart')).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'จำนวน (ชิ้น)' })).toHaveProperty('disabled', true);
  });

  it('does not let a unit whose price is hidden be ordered', async () => {
    onCall('GET', 'api/products/item/P000056', ok({ ...product, ShowPrice2: false }));
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('textbox', { name: 'จำนวน (แพ็ค)' })).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('unit-2')).getByText('ไม่แสดงราคา')).toBeTruthy();
  });

  it('keeps a guest heart on the device without a wishlist call', async () => {
    onCall('GET', 'api/products/item/P000056', ok(product));
    open();
    await screen.findByRole('heading', { level: 1 });
    const heart = screen.getByRole('button', { name: 'เพิ่ม เพ็ทดี ขนมขัดฟัน ในสินค้าที่ชอบ' });
    await waitFor(() => expect(heart).toHaveProperty('disabled', false));
    fireEvent.click(heart);
    await waitFor(() => expect(screen.getByRole('button', { name: 'นำ เพ็ทดี ขนมขัดฟัน ออกจากสินค้าที่ชอบ' }).getAttribute('aria-pressed')).toBe('true'));
    expect(callsTo('POST', 'api/Products/favourite/items/add')).toHaveLength(0);
    expect(callsTo('GET', 'api/Products/favourite/items')).toHaveLength(0);
  });

  it('says the product is not sold here on a 404', async () => {
    onCall('GET', 'api/products/item/NOPE', { status: 404, body: { Message: 'ไม่พบสินค้า', IsExceptionHandler: true, Code: 'PRODUCT_NOT_FOUND' } });
    open('NOPE');
    expect(await screen.findByTestId('product-not-found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับไปหน้ารายการสินค้า' }).getAttribute('href')).toBe('/product');
  });
});

describe('the product asked for before the page renders', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks once the session is known, and the page then shows that answer without asking again', async () => {
    onCall('GET', 'api/products/item/P000056', ok(product));
    window.history.replaceState(null, '', '/en/product/P000056');
    sessionStore.status = 'loading';
    preloadData();
    await Promise.resolve();
    expect(callsTo('GET', 'api/products/item/P000056')).toHaveLength(0);
    sessionStore.status = 'ready';
    await waitFor(() => expect(callsTo('GET', 'api/products/item/P000056')).toHaveLength(1));

    // The app's SWR cache (not a test's own), as the app renders the page.
    const router = createMemoryRouter([{ path: '/en/product/:code', element: <ProductDetailPage /> }], {
      initialEntries: ['/en/product/P000056'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(callsTo('GET', 'api/products/item/P000056')).toHaveLength(1);
  });

  it('asks nothing on another page', async () => {
    window.history.replaceState(null, '', '/product');
    preloadData();
    await Promise.resolve();
    expect(callsTo('GET', 'api/products/item/P000056')).toHaveLength(0);
  });
});
