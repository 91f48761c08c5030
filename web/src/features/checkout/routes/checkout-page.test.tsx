import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, fakeApiModule, onCall, resetFakeApi } from '@/test/auth/fake-api';
import { sessionStore, setCustomer } from '@/lib/session';
import { cartStore, refreshCart } from '@/features/cart';
import { setRuntimeConfig } from '@/lib/config';
import { endAttempt } from '../lib/attempt-key';
import { checkoutAnswer, placedOrder } from '../test/fixtures';
import { CheckoutPage } from './checkout-page';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@/lib/analytics', () => ({ trackCartEvent: vi.fn() }));

const KEY = 'eorder:cart:DSG:C0001:DC01:money';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderCheckout() {
  const router = createMemoryRouter(
    [
      { path: '/checkout/adv', element: <CheckoutPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/checkout/adv'] },
  );
  // A cache of its own per test: answers of one test must not show in the next.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

const placeCalls = () => calls.filter((call) => call.path === '/api/orders/place');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endAttempt();
  resetFakeApi();
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/', maintenance: null });
  localStorage.setItem(KEY, JSON.stringify([{ P_Code: 'P1', PRODUCTNAME: 'น้ำดื่ม', qty1: 2, selected: true }, { P_Code: 'P2', qty1: 1, selected: false }]));
  sessionStore.status = 'ready';
  setCustomer({ CUSTOMERCODE: 'C0001', CUSTOMERNAME: 'ร้านสมใจ', SALEUNIT: 'DC01', ActiveDC: 'DC01', userRole: 'CUSTOMER' });
  cartStore.key = null;
  refreshCart(true);
  onCall('customer', 'POST', '/api/orders/checkout', { status: 200, body: checkoutAnswer() });
  onCall('customer', 'POST', '/GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER', { status: 200, body: { statusText: 'OK', coupons: [] } });
});

afterEach(cleanup);

describe('/checkout/adv', () => {
  it('asks for the selected lines only and shows addresses, delivery reason and payment', async () => {
    renderCheckout();
    expect(await screen.findByText('ร้านสมใจ S')).toBeTruthy();
    const checkout = calls.find((call) => call.path === '/api/orders/checkout');
    expect(checkout?.body).toMatchObject({ SaleUnit: 'DC01', Mode: 'money', Items: [{ P_Code: 'P1', qty1: 2, qty2: 0, qty3: 0 }] });
    expect(screen.getByTestId('van-reason').textContent).toBe('มูลค่าคำสั่งซื้อไม่ถึงเงื่อนไขมูลค่าสั่งซื้อขั้นต่ำ');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /เก็บเงินปลายทาง/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /เครดิตลูกค้า/ }).disabled).toBe(true);
    expect(screen.getByText('ใช้ได้เฉพาะลูกค้าเครดิต')).toBeTruthy();
  });

  it('places one order for a double tap, with an idempotency key, and opens it', async () => {
    onCall('customer', 'POST', '/api/orders/place', { status: 200, body: placedOrder });
    renderCheckout();
    await screen.findByText('ร้านสมใจ S');
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('place-order').disabled).toBe(false));
    const button = screen.getByTestId('place-order');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/history/DC0125000001/DC01');
    expect(placeCalls()).toHaveLength(1);
    expect(placeCalls()[0]?.body).toMatchObject({
      Items: [{ P_Code: 'P1', qty1: 2, qty2: 0, qty3: 0 }],
      PaymentMethod: 'COD',
      ShipToAddressId: 2,
      BillToAddressId: 3,
      NeedTaxInvoice: false,
      ExpectedTotal: 20,
      DeliveryMethod: null,
    });
    // The ordered line left the cart; the unselected one stayed.
    expect(cartStore.items.map((line) => line.P_Code)).toEqual(['P2']);
  });

  it('sends the same key again when the answer was lost', async () => {
    const post = vi.spyOn(fakeApiModule.customerApi, 'post');
    let attempt = 0;
    onCall('customer', 'POST', '/api/orders/place', () => {
      attempt += 1;
      return attempt === 1 ? { status: 0, network: true } : { status: 200, body: placedOrder };
    });
    renderCheckout();
    await screen.findByText('ร้านสมใจ S');
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('place-order').disabled).toBe(false));
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('place-order').disabled).toBe(false));
    fireEvent.click(screen.getByTestId('place-order'));
    await screen.findByTestId('where');
    const keys = post.mock.calls.filter(([path]) => path === '/api/orders/place').map(([, , options]) => options?.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('closes ordering with the message while the announcement window is on', async () => {
    const message = 'ปิดปรับปรุงระบบตั้งแต่ 01/05/2568 - 02/05/2568 กรุณาสั่งซื้อใหม่อีกครั้งภายหลัง';
    onCall('customer', 'POST', '/api/orders/checkout', {
      status: 200,
      body: checkoutAnswer({ OrderingBlocked: { From: '01/05/2568', To: '02/05/2568', Message: message } }),
    });
    renderCheckout();
    expect((await screen.findByTestId('ordering-blocked')).textContent).toContain(message);
    expect(screen.getByTestId<HTMLButtonElement>('place-order').disabled).toBe(true);
  });

  it('closes ordering during the maintenance window of the configuration', async () => {
    const now = Date.now();
    setRuntimeConfig({
      companyCode: 'DSG',
      basePath: '/',
      maintenance: { from: new Date(now - 60_000).toISOString(), to: new Date(now + 3_600_000).toISOString() },
    });
    renderCheckout();
    expect((await screen.findByTestId('ordering-blocked')).textContent).toMatch(/^งดรับคำสั่งซื้อชั่วคราวปิดปรับปรุงระบบตั้งแต่ .+ กรุณาสั่งซื้อใหม่อีกครั้งภายหลัง$/);
  });

  it('applies a coupon the server says is OK and tells why another cannot be used', async () => {
    onCall('customer', 'POST', '/GET_MASTER_DATA/CHECK_COUPON_VALID', (body) =>
      (body as { couponID: string }).couponID === 'GOOD'
        ? { status: 200, body: { statusText: 'OK', promotionId: 1, couponType: 'DISCOUNT' } }
        : { status: 200, body: { statusText: 'USED', Message: 'คูปองนี้ถูกใช้ไปแล้ว' } },
    );
    renderCheckout();
    await screen.findByText('ร้านสมใจ S');
    const field = screen.getByRole('textbox', { name: 'รหัสคูปอง' });
    fireEvent.change(field, { target: { value: 'SPENT' } });
    fireEvent.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect((await screen.findByRole('alert')).textContent).toBe('คูปองนี้ถูกใช้ไปแล้ว');
    fireEvent.change(field, { target: { value: 'GOOD' } });
    fireEvent.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect(await screen.findByText(/ใช้คูปอง GOOD แล้ว/)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/orders/checkout').at(-1)?.body).toMatchObject({ CouponId: 'GOOD' }));
  });
});
