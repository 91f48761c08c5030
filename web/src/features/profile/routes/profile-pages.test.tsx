import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, onCall, resetFakeApi } from '@/test/auth/fake-api';
import type * as Auth from '@/features/auth';
import { sessionStore, setCustomer } from '@/lib/session';
import { logoutCustomer } from '@/features/auth';
import { renderRoute } from '@/test/cart/render-route';
import { setRuntimeConfig } from '@/lib/config';
import { AddressPage } from './address-page';
import { ChangePasswordPage } from './change-password-page';
import { PdpaPage } from './pdpa-page';
import { ProfilePage } from './profile-page';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@/lib/analytics', () => ({ trackCartEvent: vi.fn() }));
vi.mock('@/features/auth', async (original) => ({ ...(await original<typeof Auth>()), logoutCustomer: vi.fn(() => Promise.resolve(true)) }));

const customer = {
  CUSTOMERCODE: 'C0001',
  CUSTOMERNAME: 'ร้านสมใจ',
  SALEUNIT: 'DC01',
  ActiveDC: 'DC01',
  ActiveDCName: 'ศูนย์กรุงเทพ',
  userRole: 'CUSTOMER',
  AuthorizeAmount: 50000,
  DebtAmount: 12500.5,
};

const address = (id: number, type: string) => ({ _id: id, Address_Type: type, Active: 'Y', Cust_ID: 'C0001', Name: `ที่อยู่ ${type}`, Address_: '1 ถนนสุขุมวิท', PostalCode: '10110' });

beforeEach(() => {
  resetFakeApi();
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/' });
  sessionStore.status = 'ready';
  setCustomer(customer);
  onCall('customer', 'POST', '/GET_MASTER_DATA/GET_POINT', { status: 200, body: { data: 1200 } });
  onCall('customer', 'GET', '/api/Customers/profile/picture', { status: 200, body: { Data: null } });
});
afterEach(cleanup);

describe('/profile', () => {
  it('offers a guest Register / Login', async () => {
    setCustomer({ CUSTOMERCODE: 'GUEST', userRole: 'GUEST', SALEUNIT: 'DC01' });
    renderRoute('/profile', <ProfilePage />, '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
  });

  it('shows a customer their points, credit balance and account pages, and logs out', async () => {
    renderRoute('/profile', <ProfilePage />, '/profile');
    await waitFor(() => expect(screen.getByTestId('profile-points').textContent).toBe('1,200 คะแนน'));
    expect(screen.getByTestId('profile-credit').textContent).toBe('฿37,499.50');
    expect(screen.getByRole('link', { name: 'ที่อยู่ของฉัน' }).getAttribute('href')).toBe('/profile/address');
    fireEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    expect(logoutCustomer).toHaveBeenCalled();
  });

  it('hides points and credit where the configuration says so', async () => {
    setRuntimeConfig({ companyCode: 'DSG', basePath: '/', flags: { profile: { showPoint: false, showCreditBalance: false } } });
    renderRoute('/profile', <ProfilePage />, '/profile');
    await screen.findByTestId('profile-name');
    expect(screen.queryByTestId('profile-points')).toBeNull();
    expect(screen.queryByTestId('profile-credit')).toBeNull();
  });
});

describe('/profile/address', () => {
  beforeEach(() => {
    onCall('customer', 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { status: 200, body: { status: 200, status_code: '200', data: [address(1, 'C'), address(2, 'S')] } });
    onCall('customer', 'POST', '/GET_MASTER_DATA/GET_ALL_PROVINCE', { status: 404, body: {} });
  });

  it('adds a shipping address', async () => {
    onCall('customer', 'POST', '/master_data_management/ADD_DELIVERY_ADDRESS', (body) => ({ status: 200, body: { status: 200, status_code: '200', data: { ...(body as object), _id: 9 } } }));
    renderRoute('/profile/address', <AddressPage />, '/profile/address');
    fireEvent.click(await screen.findByTestId('address-add-shipping'));
    const form = screen.getByTestId('address-form');
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('ชื่อผู้รับ / ชื่อร้าน', 'สาขา 2');
    fill('บ้านเลขที่ ถนน', '99 ถนนพระราม 4');
    fill('จังหวัด', 'กรุงเทพมหานคร');
    fill('อำเภอ / เขต', 'ปทุมวัน');
    fill('ตำบล / แขวง', 'ลุมพินี');
    fill('รหัสไปรษณีย์', '10330');
    fireEvent.submit(form);
    await waitFor(() => expect(calls.some((call) => call.path === '/master_data_management/ADD_DELIVERY_ADDRESS')).toBe(true));
    expect(calls.find((call) => call.path === '/master_data_management/ADD_DELIVERY_ADDRESS')?.body).toMatchObject({
      _id: 0,
      Address_Type: 'S',
      Cust_ID: 'C0001',
      Name: 'สาขา 2',
      PostalCode: '10330',
    });
  });

  it('shows a SAP customer the addresses without a way to change them', async () => {
    setCustomer({ ...customer, IsBjcSapCustomer: true });
    renderRoute('/profile/address', <AddressPage />, '/profile/address');
    expect(await screen.findByText('ที่อยู่ S')).toBeTruthy();
    expect(screen.getByText(/ลูกค้า SAP ไม่สามารถเพิ่มหรือแก้ไขที่อยู่ได้/)).toBeTruthy();
    expect(screen.queryByTestId('address-add-shipping')).toBeNull();
    expect(screen.queryByRole('button', { name: 'แก้ไข' })).toBeNull();
  });
});

describe('/profile/changePassword', () => {
  it("sends the passwords and shows the server's refusal", async () => {
    onCall('customer', 'POST', '/authen/customer/changePassword', { status: 400, body: { Message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง', IsExceptionHandler: true, Code: 'AUTH_INVALID_CREDENTIALS' } });
    renderRoute('/profile/changePassword', <ChangePasswordPage />, '/profile/changePassword');
    fireEvent.change(screen.getByLabelText('รหัสผ่านปัจจุบัน'), { target: { value: 'wrong-one' } });
    fireEvent.change(screen.getByLabelText('รหัสผ่านใหม่'), { target: { value: 'new-pass-123' } });
    fireEvent.change(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), { target: { value: 'new-pass-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสผ่านปัจจุบันไม่ถูกต้อง');
    expect(calls[0]?.body).toEqual({ OldPassword: 'wrong-one', NewPassword: 'new-pass-123' });
  });
});

describe('/pdpa', () => {
  it('saves a decline as Type false with the policy version', async () => {
    onCall('customer', 'GET', '/api/pdpa/status', { status: 200, body: { Type: null, Version: null, CurrentVersion: '2', UpdatedAt: null } });
    onCall('customer', 'POST', '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA', { status: 200, body: { status: 200 } });
    renderRoute('/pdpa', <PdpaPage />, '/pdpa');
    expect((await screen.findByTestId('pdpa-answer')).getAttribute('data-answer')).toBe('none');
    fireEvent.click(screen.getByTestId('pdpa-decline'));
    await waitFor(() => expect(calls.some((call) => call.path === '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA')).toBe(true));
    expect(calls.find((call) => call.path === '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA')?.body).toEqual({ Customer_Id: 'C0001', SaleUnit: 'DC01', Type: false, Version: '2' });
  });
});
