import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, onCall, resetFakeApi } from '@/test/auth/fake-api';
import { sessionStore, setCustomer } from '@/lib/session';
import { refreshCart } from '@/features/cart';
import { renderRoute } from '@/test/cart/render-route';
import { setRuntimeConfig } from '@/lib/config';
import { SubscriptionDetailPage } from './subscription-detail-page';
import { SubscriptionsPage } from './subscriptions-page';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@/lib/analytics', () => ({ trackCartEvent: vi.fn() }));

const subscription = (Status: string) => ({
  SubscriptionId: 4,
  SaleUnit: 'DC01',
  CustomerCode: 'C0001',
  Name: 'ของประจำสัปดาห์',
  Frequency: 'WEEKS',
  Every: 1,
  DayOfWeek: 1,
  DayOfMonth: null,
  NextRunDate: '20250602',
  Active: Status === 'ACTIVE' ? 'Y' : 'N',
  Status,
  PaymentMethod: 'COD',
  ShipToAddressId: null,
  Items: [{ P_Code: 'P1', PRODUCTNAME: 'น้ำดื่ม', qty1: 2, qty2: 0, qty3: 0 }],
  LastOrderID: 'DC0125000009',
  Runs: [{ Period: '20250526', Status: 'PLACED', ErrorCode: null }],
  CreateDate: '2025-05-20T00:00:00Z',
});

beforeEach(() => {
  localStorage.clear();
  resetFakeApi();
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/' });
  sessionStore.status = 'ready';
  setCustomer({ CUSTOMERCODE: 'C0001', CUSTOMERNAME: 'ร้านสมใจ', SALEUNIT: 'DC01', ActiveDC: 'DC01', userRole: 'CUSTOMER' });
  onCall('customer', 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { status: 200, body: { status: 200, status_code: '200', data: [] } });
  onCall('customer', 'GET', '/api/orders/subscriptions', { status: 200, body: [] });
});
afterEach(cleanup);

describe('/ordersubscription', () => {
  it('turns the selected cart lines into an order every two weeks', async () => {
    localStorage.setItem('eorder:cart:DSG:C0001:DC01:money', JSON.stringify([{ P_Code: 'P1', PRODUCTNAME: 'น้ำดื่ม', UNIT1NAME: 'ขวด', qty1: 3, selected: true }]));
    refreshCart(true);
    onCall('customer', 'POST', '/api/orders/subscriptions/create', { status: 200, body: subscription('ACTIVE') });
    renderRoute('/ordersubscription', <SubscriptionsPage />, '/ordersubscription');
    fireEvent.click(await screen.findByTestId('subscription-create'));
    fireEvent.change(screen.getByLabelText('วัน'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('subscription-every'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('subscription-save'));
    expect((await screen.findByTestId('where')).textContent).toBe('/ordersubscription/4');
    expect(calls.find((call) => call.path === '/api/orders/subscriptions/create')?.body).toMatchObject({
      SaleUnit: 'DC01',
      Frequency: 'WEEKS',
      Every: 2,
      DayOfWeek: 5,
      DayOfMonth: null,
      Active: 'Y',
      PaymentMethod: 'COD',
      Items: [{ P_Code: 'P1', qty1: 3, qty2: 0, qty3: 0 }],
    });
  });
});

describe('/ordersubscription/{id}', () => {
  it('shows the rule, the runs and pauses it', async () => {
    let status = 'ACTIVE';
    onCall('customer', 'GET', '/api/orders/subscriptions/4', () => ({ status: 200, body: subscription(status) }));
    onCall('customer', 'POST', '/api/orders/subscriptions/pause/4', () => {
      status = 'PAUSED';
      return { status: 200, body: subscription('PAUSED') };
    });
    renderRoute('/ordersubscription/:id', <SubscriptionDetailPage />, '/ordersubscription/4');
    expect(await screen.findByText('ทุกสัปดาห์ วันจันทร์')).toBeTruthy();
    expect(screen.getByTestId('subscription-runs').textContent).toContain('สั่งซื้อแล้ว');
    fireEvent.click(screen.getByTestId('subscription-pause'));
    await waitFor(() => expect(screen.getByTestId('subscription-status').textContent).toBe('พักไว้'));
    expect(screen.getByTestId('subscription-resume')).toBeTruthy();
  });

  it('reads every N days from a weekday, and refuses an interval out of range', async () => {
    onCall('customer', 'GET', '/api/orders/subscriptions/4', { status: 200, body: { ...subscription('ACTIVE'), Frequency: 'DAYS', Every: 10, DayOfWeek: 3 } });
    renderRoute('/ordersubscription/:id', <SubscriptionDetailPage />, '/ordersubscription/4');
    expect(await screen.findByText('ทุก 10 วัน เริ่มวันพุธ')).toBeTruthy();
    fireEvent.click(screen.getByTestId('subscription-edit'));
    fireEvent.change(screen.getByTestId('subscription-every'), { target: { value: '95' } });
    fireEvent.click(screen.getByTestId('subscription-save'));
    expect(await screen.findByText('รอบการสั่งต้องอยู่ระหว่างทุก 1 ถึง 90 วัน 12 สัปดาห์ หรือ 3 เดือน')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/orders/subscriptions/update'))).toBe(false);
  });
});
