import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { showToast } from '@/lib/toast';
import { calls, callNames, center, customerUser, errorBody, guestUser, onCall, staffUser } from '@/test/auth/fake-api';
import { configure, setupAuthTests } from '@/test/auth/environment';
import { getOtpFlow, startOtpFlow } from '../stores/otp-flow-store';
import { sessionStore, setCustomer, setStaffSession } from '@/lib/session';
import { BackupVerifyOtpPage } from './backup-verify-otp';
import { RegisterPage } from './register';
import { VerifyOtpPage } from './verify-otp';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

setupAuthTests();
afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function open(at: string) {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/verifyotp', element: <VerifyOtpPage /> },
      { path: '/backupverifyotp', element: <BackupVerifyOtpPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const sent = { status: 200, body: { RefCode: 'AB12', ExpiresInSeconds: 300, Channel: 'SMS' } };

describe('/register', () => {
  it('refuses a number that is not a Thai mobile', async () => {
    open('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'สมัครสมาชิก' })).toBeTruthy();
    fill('08X-XXX-XXXX', '0212345678');
    click('ขอรหัส OTP');
    expect(await screen.findByText('หมายเลขโทรศัพท์มือถือต้องมี 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the specification's message for a number already registered, as the server wrote it", async () => {
    onCall('customer', 'POST', 'authen/otp/request', {
      status: 409,
      body: errorBody('MOBILE_ALREADY_EXISTS', 'Mobile No 0812345678 is already exist.', 409),
    });
    open('/register');
    fill('08X-XXX-XXXX', '0812345678');
    click('ขอรหัส OTP');
    expect((await screen.findByRole('alert')).textContent).toBe('Mobile No 0812345678 is already exist.');
  });

  it('says so when registration is closed', () => {
    configure({ disableRegister: true });
    open('/register');
    expect(screen.getByText('ขณะนี้ปิดรับสมัครสมาชิก')).toBeTruthy();
    expect(screen.queryByPlaceholderText('08X-XXX-XXXX')).toBeNull();
  });

  it('registers: number, code, then name and password, keeping saleCode and dist', async () => {
    onCall('customer', 'POST', 'authen/otp/request', sent);
    onCall('customer', 'POST', 'authen/customer/register', { status: 200, body: customerUser });
    const router = open('/register?saleCode=S01&dist=D001&utm=x');

    fill('08X-XXX-XXXX', '081 234 5678');
    click('ขอรหัส OTP');

    expect((await screen.findByTestId('otp-ref-code')).textContent).toBe('รหัสอ้างอิง: AB12');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/verifyotp?frontend=Y&saleCode=S01&dist=D001',
    );
    expect(calls[0]?.body).toEqual({ MobileNo: '0812345678', Purpose: 'REGISTER' });
    expect(showToast).toHaveBeenCalledWith('ส่งรหัสเรียบร้อยแล้ว', { kind: 'success' });
    expect(screen.getByTestId('otp-sent-to').textContent).toContain('081-234-5678');
    expect(screen.getByTestId('otp-resend').textContent).toBe('ส่งรหัสอีกครั้งได้ใน 60 วินาที');
    expect(screen.getByTestId<HTMLButtonElement>('otp-resend').disabled).toBe(true);

    // Letters never reach the field.
    fill('••••••', '12a3456');
    expect(screen.getByPlaceholderText<HTMLInputElement>('••••••').value).toBe('123456');
    click('ยืนยันรหัส');

    await screen.findByPlaceholderText('กรอกชื่อ');
    fill('กรอกชื่อ', 'ร้านสมใจ');
    fill('อย่างน้อย 8 ตัวอักษร', 'secret-pw');
    fill('กรอกรหัสผ่านอีกครั้ง', 'secret-px');
    click('สมัครสมาชิก');
    expect(await screen.findByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeTruthy();

    fill('กรอกรหัสผ่านอีกครั้ง', 'secret-pw');
    click('สมัครสมาชิก');
    expect((await screen.findByTestId('where')).textContent).toBe('/');
    expect(calls[1]?.body).toEqual({
      MobileNo: '0812345678',
      RefCode: 'AB12',
      OtpCode: '123456',
      CUSTOMERNAME: 'ร้านสมใจ',
      Password: 'secret-pw',
      SaleUnit: 'D001',
      ReferralCode: 'S01',
    });
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('C0001');
    expect(getOtpFlow('REGISTER')).toBeUndefined();
    expect(showToast).toHaveBeenCalledWith('สมัครสมาชิกสำเร็จ', { kind: 'success' });
  });

  it('registers a customer for a salesperson (layout=merchant) without keeping that session', async () => {
    setStaffSession({ user: staffUser, role: 3, dists: [center('D001')], selectedDist: 'D001' });
    setCustomer(guestUser);
    startOtpFlow('REGISTER', '0812345678', { RefCode: 'AB12', ExpiresInSeconds: 300, Channel: 'SMS' }, { layout: 'merchant', dist: 'D001' });
    onCall('customer', 'POST', 'authen/customer/register', { status: 200, body: customerUser });
    onCall('bff', 'POST', 'logout', { status: 200, body: { user: guestUser } });
    open('/verifyotp?frontend=Y&layout=merchant&dist=D001');
    fill('••••••', '123456');
    click('ยืนยันรหัส');
    await screen.findByPlaceholderText('กรอกชื่อ');
    fill('กรอกชื่อ', 'ร้านใหม่');
    fill('อย่างน้อย 8 ตัวอักษร', 'secret-pw');
    fill('กรอกรหัสผ่านอีกครั้ง', 'secret-pw');
    click('สมัครสมาชิก');
    expect((await screen.findByTestId('where')).textContent).toBe('/merchant/customer');
    expect(callNames()).toEqual(['customer POST authen/customer/register', 'bff POST logout']);
    expect(sessionStore.isGuest).toBe(true);
    expect(showToast).toHaveBeenCalledWith('ลงทะเบียนลูกค้าใหม่สำเร็จ', { kind: 'success' });
  });

  it('asks for a password of at least 8 characters', async () => {
    startOtpFlow('REGISTER', '0812345678', { RefCode: 'AB12', ExpiresInSeconds: 300, Channel: 'SMS' });
    open('/verifyotp?frontend=Y');
    fill('••••••', '123456');
    click('ยืนยันรหัส');
    await screen.findByPlaceholderText('กรอกชื่อ');
    fill('อย่างน้อย 8 ตัวอักษร', 'short');
    click('สมัครสมาชิก');
    expect(await screen.findByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร')).toBeTruthy();
  });

  it('goes back to the code, with the message, when the server refuses the code', async () => {
    startOtpFlow('REGISTER', '0812345678', { RefCode: 'AB12', ExpiresInSeconds: 300, Channel: 'SMS' });
    onCall('customer', 'POST', 'authen/customer/register', {
      status: 400,
      body: errorBody('OTP_INVALID', 'รหัส OTP ไม่ถูกต้อง'),
    });
    open('/verifyotp?frontend=Y');
    fill('••••••', '654321');
    click('ยืนยันรหัส');
    await screen.findByPlaceholderText('กรอกชื่อ');
    fill('กรอกชื่อ', 'ร้านสมใจ');
    fill('อย่างน้อย 8 ตัวอักษร', 'secret-pw');
    fill('กรอกรหัสผ่านอีกครั้ง', 'secret-pw');
    click('สมัครสมาชิก');
    expect((await screen.findByRole('alert')).textContent).toBe('รหัส OTP ไม่ถูกต้อง');
    expect(screen.getByTestId('otp-ref-code')).toBeTruthy();
    expect(sessionStore.customer).toBeNull();
  });

  it('shows an inactive number message as the server wrote it', async () => {
    startOtpFlow('REGISTER', '0812345678', { RefCode: 'AB12', ExpiresInSeconds: 300, Channel: 'SMS' });
    const message = 'User with mobile no 0812345678 is being inactive. Please contact administrator';
    onCall('customer', 'POST', 'authen/customer/register', { status: 409, body: errorBody('MOBILE_INACTIVE', message, 409) });
    open('/verifyotp?frontend=Y');
    fill('••••••', '123456');
    click('ยืนยันรหัส');
    await screen.findByPlaceholderText('กรอกชื่อ');
    fill('กรอกชื่อ', 'ร้านสมใจ');
    fill('อย่างน้อย 8 ตัวอักษร', 'secret-pw');
    fill('กรอกรหัสผ่านอีกครั้ง', 'secret-pw');
    click('สมัครสมาชิก');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('lets a new code be asked for once 60 s have passed', async () => {
    startOtpFlow('REGISTER', '0812345678', { RefCode: 'AB12', ExpiresInSeconds: 300, Channel: 'SMS' }, {}, Date.now() - 61_000);
    onCall('customer', 'POST', 'authen/otp/request', { status: 200, body: { RefCode: 'CD34', ExpiresInSeconds: 300, Channel: 'SMS' } });
    open('/verifyotp?frontend=Y');
    const resend = screen.getByTestId<HTMLButtonElement>('otp-resend');
    expect(resend.disabled).toBe(false);
    expect(resend.textContent).toBe('ส่งรหัสอีกครั้ง');
    fireEvent.click(resend);
    expect((await screen.findByText('รหัสอ้างอิง: CD34')).textContent).toBe('รหัสอ้างอิง: CD34');
    expect(callNames()).toEqual(['customer POST authen/otp/request']);
    expect(showToast).toHaveBeenCalledWith('ส่งรหัสเรียบร้อยแล้ว', { kind: 'success' });
    expect(screen.getByTestId<HTMLButtonElement>('otp-resend').disabled).toBe(true);
  });

  it('sends a code delivered by the fallback channel to /backupverifyotp, which says so', async () => {
    onCall('customer', 'POST', 'authen/otp/request', { status: 200, body: { RefCode: 'EF56', ExpiresInSeconds: 300, Channel: 'LINE' } });
    open('/register');
    fill('08X-XXX-XXXX', '0912345678');
    click('ขอรหัส OTP');
    expect(await screen.findByText('ไม่สามารถส่ง SMS ได้ ระบบจึงส่งรหัสทางช่องทางสำรอง (LINE) แทน')).toBeTruthy();
    expect(screen.getByText('รหัสอ้างอิง: EF56')).toBeTruthy();
  });

  it('asks for a new code when the verification page has no request behind it', () => {
    const router = open('/verifyotp?frontend=Y&dist=D001');
    expect(screen.getByText('ไม่พบคำขอรหัส OTP หรือคำขอหมดอายุแล้ว กรุณาขอรหัสใหม่')).toBeTruthy();
    click('ขอรหัส OTP');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/register?dist=D001');
    expect(screen.getByRole('heading', { level: 1, name: 'สมัครสมาชิก' })).toBeTruthy();
  });
});
