import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, onCall, resetFakeApi } from '@/test/auth/fake-api';
import { sessionStore, setCustomer } from '@/lib/session';
import { setRuntimeConfig } from '@/lib/config';
import { trackCartEvent } from '@/lib/analytics';
import { refreshCart } from '../stores/cart-session';
import { cartStore } from '../stores/cart-store';
import { renderRoute } from '@/test/cart/render-route';
import { water } from '@/test/cart/products';
import { CartPage } from './cart-page';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@/lib/analytics', () => ({ trackCartEvent: vi.fn() }));

const KEY = 'eorder:cart:DSG:C0001:DC01:money';

const pricedLine = (qty: number) => ({
  Key: 'P-WATER:1',
  P_Code: 'P-WATER',
  PRODUCTNAME: 'น้ำดื่ม 600 มล.',
  UnitLevel: 1,
  UNITNAME: 'ขวด',
  Qty: qty,
  Selected: true,
  Price: 10,
  PriceInVat: 10,
  Amount: qty * 10,
  DiscountAmount: qty * 1,
  NetAmount: qty * 9,
  Points: qty * 2,
  IsFree: false,
  Discounts: [{ PromotionId: 7, Amount: qty * 1 }],
  Issues: [],
  OutOfStock: false,
  StockAvailable: 500,
});

const priced = (qty: number) => ({
  SaleUnit: 'DC01',
  Mode: 'money',
  Lines: [pricedLine(qty)],
  Promotions: [{ PromotionId: 7, PromotionName: 'ลด 10%', Opt30: 'ลด 10%', Kind: 'PERCENT', Scope: 'PRODUCT', Status: 'APPLIED', DiscountAmount: qty, FreeItems: [], NextTier: null }],
  Coupon: null,
  Removed: [],
  Totals: { Subtotal: qty * 10, ProductDiscount: qty, BillDiscount: 0, CouponDiscount: 0, DiscountAmount: qty, Total: qty * 9, VatAmount: 0.5, TotalExVat: qty * 8, Points: qty * 2, CouponPoints: 0, ItemCount: 1 },
  PricesHidden: false,
});

beforeEach(() => {
  localStorage.clear();
  resetFakeApi();
  vi.mocked(trackCartEvent).mockClear();
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/' });
  sessionStore.status = 'ready';
  setCustomer({ CUSTOMERCODE: 'C0001', CUSTOMERNAME: 'ร้านสมใจ', SALEUNIT: 'DC01', ActiveDC: 'DC01', userRole: 'CUSTOMER' });
  cartStore.key = null;
  onCall('customer', 'POST', '/api/cart/price', (body) => {
    const items = (body as { Items: { qty1: number }[] }).Items;
    return { status: 200, body: priced(items[0]?.qty1 ?? 0) };
  });
  onCall('customer', 'GET', '/api/cart/sync', { status: 404, body: {} });
});
afterEach(cleanup);

describe('/cart', () => {
  it('says the cart is empty', async () => {
    refreshCart(true);
    renderRoute('/cart', <CartPage />, '/cart');
    expect((await screen.findByTestId('cart-empty')).textContent).toContain('ยังไม่มีสินค้าในตะกร้า');
  });

  it("shows the server's prices and promotions, and asks again when a quantity changes", async () => {
    localStorage.setItem(KEY, JSON.stringify([{ ...water, qty1: 2, qty2: 0, qty3: 0, selected: true }]));
    refreshCart(true);
    renderRoute('/cart', <CartPage />, '/cart');
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('฿18.00'));
    expect(screen.getByTestId('cart-line-amount-P-WATER').textContent).toBe('฿18.00');
    expect(within(screen.getByTestId('cart-promotions')).getByText('ลด 10%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+ จำนวน ขวด ของ น้ำดื่ม 600 มล.' }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('฿27.00'));
    expect(cartStore.items[0]?.qty1).toBe(3);
    // The cart button's total follows the priced amount.
    expect(cartStore.items[0]?.amount).toBe(27);
    expect(trackCartEvent).toHaveBeenCalledWith('add_to_cart', expect.objectContaining({ quantity: 1 }));
    const lastPrice = calls.filter((call) => call.path === '/api/cart/price').at(-1);
    expect(lastPrice?.body).toMatchObject({ SaleUnit: 'DC01', Mode: 'money', Items: [{ P_Code: 'P-WATER', qty1: 3, selected: true }] });
  });

  it('shows every price from the last pricing answer, not the prices stored with the line', async () => {
    // The line was added at another center (฿15.04 a bottle); this center's answer says ฿16.12.
    localStorage.setItem(KEY, JSON.stringify([{ ...water, PriceInVat1: 15.04, qty1: 1, qty2: 0, qty3: 0, selected: true }]));
    onCall('customer', 'POST', '/api/cart/price', () => {
      const line = { ...pricedLine(1), Price: 16.12, PriceInVat: 16.12, Amount: 16.12, DiscountAmount: 0, NetAmount: 16.12, Discounts: [] };
      const answer = priced(1);
      return { status: 200, body: { ...answer, Lines: [line], Promotions: [], Totals: { ...answer.Totals, Subtotal: 16.12, ProductDiscount: 0, DiscountAmount: 0, Total: 16.12 } } };
    });
    refreshCart(true);
    renderRoute('/cart', <CartPage />, '/cart');
    await waitFor(() => expect(screen.getByTestId('cart-line-amount-P-WATER').textContent).toBe('฿16.12'));
    expect(screen.getByTestId('unit-price-P-WATER-1').textContent).toBe('฿16.12 / ขวด');
    expect(screen.getByTestId('cart-total').textContent).toBe('฿16.12');
    expect(document.body.textContent).not.toContain('15.04');
    // A unit level the answer did not price shows its unit, with no price of its own.
    expect(screen.getByTestId('unit-price-P-WATER-2').textContent).toBe('แพ็ค');
  });

  it('goes to the checkout with the selected lines', async () => {
    localStorage.setItem(KEY, JSON.stringify([{ ...water, qty1: 1, qty2: 0, qty3: 0, selected: true }]));
    refreshCart(true);
    renderRoute('/cart', <CartPage />, '/cart');
    fireEvent.click(await screen.findByTestId('cart-checkout'));
    expect((await screen.findByTestId('where')).textContent).toBe('/checkout/adv');
  });
});
