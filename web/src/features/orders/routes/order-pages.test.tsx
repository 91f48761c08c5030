import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, onCall, resetFakeApi } from '@/test/auth/fake-api';
import { sessionStore, setCustomer } from '@/lib/session';
import { renderRoute } from '@/test/cart/render-route';
import { setRuntimeConfig } from '@/lib/config';
import { HistoryPage } from './history-page';
import { OrderDetailPage } from './order-detail-page';
import { TrackingPage } from './tracking-page';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@/lib/analytics', () => ({ trackCartEvent: vi.fn() }));

const order = (OrderID: string, Status: string, extra: Record<string, unknown> = {}) => ({
  OrderID,
  SaleUnit: 'DC01',
  SaleUnitName: 'ศูนย์กรุงเทพ',
  OrderDate: '2025-03-01T03:00:00Z',
  Customer_Id: 'C0001',
  Customer_Name: 'ร้านสมใจ',
  Status,
  PaymentStatus: 'UNPAID',
  Total: 752.42,
  Subtotal: 752.42,
  VatAmount: 49.22,
  DiscountAmount: 0,
  Mode: 'money',
  PaymentMethod: 'COD',
  PaymentType: '0',
  ...extra,
});

const detail = (status: string) => ({
  Order: order('DC0125000001', status),
  OrderDetails: [
    { LineNo: 1, P_Code: 'P1', PRODUCTNAME: 'น้ำดื่ม', UNITNAME: 'ขวด', UnitLevel: 1, Qty: 2, Price: 10, Amount: 20, NetAmount: 20, DiscountAmount: 0, IsFree: false },
    { LineNo: 2, P_Code: 'P2', PRODUCTNAME: 'แก้ว', UNITNAME: 'ใบ', UnitLevel: 1, Qty: 1, Price: 0, Amount: 0, NetAmount: 0, IsFree: true },
  ],
  ShipTo: { Name: 'ร้านสมใจ', Address: '1 ถนนสุขุมวิท', Province: 'กรุงเทพมหานคร', ZipCode: '10110', Phone: '0812345678' },
  BillTo: null,
  Promotions: [{ PromotionId: 5, PromotionName: 'ลด 5%', Opt30: 'ลด 5%', DiscountAmount: 12 }],
  StatusHistory: [{ Status: 'WAIT', At: '2025-03-01T03:00:00Z', By: 'customer' }],
  GoodsIssue: null,
});

beforeEach(() => {
  resetFakeApi();
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/' });
  sessionStore.status = 'ready';
  setCustomer({ CUSTOMERCODE: 'C0001', CUSTOMERNAME: 'ร้านสมใจ', SALEUNIT: 'DC01', ActiveDC: 'DC01', userRole: 'CUSTOMER' });
});
afterEach(cleanup);

describe('/history', () => {
  it('lists the orders of the tab in the URL, with tabs for every status', async () => {
    onCall('customer', 'GET', '/api/orders/list', { status: 200, body: { Data: [order('DC0125000002', 'SHIPPING')], Total: 1 } });
    renderRoute('/history', <HistoryPage />, '/history?status=SHIPPING');
    expect(await screen.findByText('เลขที่คำสั่งซื้อ DC0125000002')).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('กำลังจัดส่ง');
    const tabs = within(screen.getByRole('navigation', { name: 'สถานะคำสั่งซื้อ' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['ทั้งหมด', 'รอดำเนินการ', 'อนุมัติแล้ว', 'กำลังจัดส่ง', 'จัดส่งแล้ว', 'ยกเลิก']);
    expect(tabs[3]?.getAttribute('aria-current')).toBe('page');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/orders/list' });
  });

  it('says when there is no order yet', async () => {
    onCall('customer', 'GET', '/api/orders/list', { status: 200, body: { Data: [], Total: 0 } });
    renderRoute('/history', <HistoryPage />, '/history');
    expect((await screen.findByTestId('history-empty')).textContent).toBe('ยังไม่มีคำสั่งซื้อ');
  });
});

describe('/history/{orderid}/{saleunit}', () => {
  it('shows the lines, free items, promotions, addresses and payment', async () => {
    onCall('customer', 'POST', '/api/orders/detail', { status: 200, body: detail('WAIT') });
    renderRoute('/history/:orderid/:saleunit?', <OrderDetailPage />, '/history/DC0125000001/DC01');
    expect(await screen.findByTestId('order-id')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ orderid: 'DC0125000001', saleunit: 'DC01' });
    const lines = screen.getByTestId('order-lines');
    expect(within(lines).getByText('น้ำดื่ม')).toBeTruthy();
    expect(within(lines).getByText('[ของแถม]')).toBeTruthy();
    expect(screen.getByText('ลด 5%')).toBeTruthy();
    expect(screen.getByTestId('order-payment-method').textContent).toBe('เก็บเงินปลายทาง');
    expect(screen.getByTestId('order-total').textContent).toBe('฿752.42');
  });

  it('cancels a waiting order with the reason given, then shows it cancelled', async () => {
    let status = 'WAIT';
    onCall('customer', 'POST', '/api/orders/detail', () => ({ status: 200, body: detail(status) }));
    onCall('customer', 'POST', '/api/orders/cancel/DC0125000001/DC01', () => {
      status = 'CANCELLED';
      return { status: 200, body: { Order: order('DC0125000001', 'CANCELLED') } };
    });
    renderRoute('/history/:orderid/:saleunit?', <OrderDetailPage />, '/history/DC0125000001/DC01');
    fireEvent.click(await screen.findByTestId('cancel-order'));
    fireEvent.change(screen.getByLabelText('เหตุผลในการยกเลิก (ไม่บังคับ)'), { target: { value: 'สั่งผิด' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    await waitFor(() => expect(screen.getByTestId('order-status').getAttribute('data-status')).toBe('CANCELLED'));
    expect(calls.find((call) => call.path.startsWith('/api/orders/cancel'))?.body).toEqual({ Reason: 'สั่งผิด' });
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it('offers no cancel once the merchant approved the order', async () => {
    onCall('customer', 'POST', '/api/orders/detail', { status: 200, body: detail('APPROVED') });
    renderRoute('/history/:orderid/:saleunit?', <OrderDetailPage />, '/history/DC0125000001/DC01');
    await screen.findByTestId('order-id');
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });
});

describe('/order/tracking/{id}', () => {
  it('shows the timeline of the order of the center in the query', async () => {
    onCall('customer', 'GET', '/api/orders/tracking/DC0125000001/DC02', {
      status: 200,
      body: { OrderID: 'DC0125000001', SaleUnit: 'DC02', Status: 'SHIPPING', TrackingNo: 'TH123', RiderName: 'สมชาย', RiderMobileNo: '0899999999', Events: [] },
    });
    renderRoute('/order/tracking/:id?', <TrackingPage />, '/order/tracking/DC0125000001?saleunit=DC02');
    expect(await screen.findByText('เลขพัสดุ TH123')).toBeTruthy();
    const steps = within(screen.getByTestId('status-timeline')).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'current', 'pending']);
  });
});
