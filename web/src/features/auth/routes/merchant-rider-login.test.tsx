import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { readCookie, writeCookie } from '@/lib/cookies';
import { setLanguage } from '@/lib/i18n';
import { isDialogOpen, uiStore } from '@/lib/ui-store';
import { calls, callNames, center, errorBody, onCall, rider, staffUser } from '@/test/auth/fake-api';
import { configure, setupAuthTests } from '@/test/auth/environment';
import { MERCHANT_CENTER_PICKER_DIALOG } from '../stores/bootstrap-session';
import { getOtpFlow } from '../stores/otp-flow-store';
import { onSignedIn } from '@/lib/session';
import { sessionStore, setSessionStatus } from '@/lib/session';
import { MerchantLoginPage } from './merchant-login';
import { MerchantVerifyOtpPage } from './merchant-verify-otp';
import { RiderLoginPage } from './rider-login';
import { RiderVerifyOtpPage } from './rider-verify-otp';

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
      { path: '/merchant/login', element: <MerchantLoginPage /> },
      { path: '/merchant/verifyotp', element: <MerchantVerifyOtpPage /> },
      { path: '/rider/login', element: <RiderLoginPage /> },
      { path: '/rider/verifyotp', element: <RiderVerifyOtpPage /> },
      { path: '/en/merchant/login', element: <MerchantLoginPage /> },
      { path: '/en/merchant/verifyotp', element: <MerchantVerifyOtpPage /> },
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
const sent = { status: 200, body: { RefCode: 'MR01', ExpiresInSeconds: 300, Channel: 'SMS' } };

describe('merchant sign-in', () => {
  it('sends a code, signs in with it, opens the picker for several centers and goes to /merchant', async () => {
    setSessionStatus('ready');
    const heard = vi.fn();
    onSignedIn(heard);
    onCall('merchant', 'POST', 'authen/otp/request', sent);
    onCall('merchant', 'POST', 'authen/user/login', {
      status: 200,
      body: { User: staffUser, Dists: [center('D1'), center('D2')] },
    });
    const router = open('/merchant/login');
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบร้านค้า' })).toBeTruthy();
    fill('08X-XXX-XXXX', '0891234567');
    click('ขอรหัส OTP');
    await screen.findByTestId('otp-ref-code');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/merchant/verifyotp?frontend=Y');
    expect(calls[0]?.body).toEqual({ MobileNo: '0891234567', Purpose: 'STAFF_LOGIN' });

    fill('••••••', '123456');
    click('เข้าสู่ระบบ');
    expect((await screen.findByTestId('where')).textContent).toBe('/merchant');
    expect(calls[1]?.body).toEqual({ MobileNo: '0891234567', RefCode: 'MR01', OtpCode: '123456' });
    expect(sessionStore.staff).toMatchObject({ selectedDist: 'D1', role: 3 });
    expect(isDialogOpen(uiStore, MERCHANT_CENTER_PICKER_DIALOG)).toBe(true);
    expect(heard).toHaveBeenCalledWith({ area: 'staff', subject: '7', previousGuest: false });
    expect(getOtpFlow('STAFF_LOGIN')).toBeUndefined();
    expect(readCookie('st_user')).toContain('Somchai');
  });

  it('uses the saved center and returns to the page asked for, in English', async () => {
    await setLanguage('en');
    onTestFinished(() => setLanguage('th'));
    setSessionStatus('ready');
    writeCookie('st_user_dist', 'D2');
    onCall('merchant', 'POST', 'authen/otp/request', sent);
    onCall('merchant', 'POST', 'authen/user/login', {
      status: 200,
      body: { User: staffUser, Dists: [center('D1'), center('D2')] },
    });
    open('/en/merchant/login?redirect=%2Fen%2Fmerchant%2Forder');
    fill('08X-XXX-XXXX', '0891234567');
    fireEvent.click(screen.getByRole('button', { name: 'Request OTP' }));
    await screen.findByTestId('otp-ref-code');
    fill('••••••', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/en/merchant/order');
    expect(sessionStore.staff?.selectedDist).toBe('D2');
    expect(isDialogOpen(uiStore, MERCHANT_CENTER_PICKER_DIALOG)).toBe(false);
  });

  it('does not open the picker when the configuration says so', async () => {
    configure({ merchant: { disableSelectDcOnStartUp: true } });
    onCall('merchant', 'POST', 'authen/otp/request', sent);
    onCall('merchant', 'POST', 'authen/user/login', { status: 200, body: { User: staffUser, Dists: [center('D1'), center('D2')] } });
    open('/merchant/login');
    fill('08X-XXX-XXXX', '0891234567');
    click('ขอรหัส OTP');
    await screen.findByTestId('otp-ref-code');
    fill('••••••', '123456');
    click('เข้าสู่ระบบ');
    await screen.findByTestId('where');
    expect(isDialogOpen(uiStore, MERCHANT_CENTER_PICKER_DIALOG)).toBe(false);
  });

  it('shows a refused code inline and stays', async () => {
    onCall('merchant', 'POST', 'authen/otp/request', sent);
    onCall('merchant', 'POST', 'authen/user/login', { status: 400, body: errorBody('OTP_EXPIRED', 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่') });
    open('/merchant/login');
    fill('08X-XXX-XXXX', '0891234567');
    click('ขอรหัส OTP');
    await screen.findByTestId('otp-ref-code');
    fill('••••••', '000000');
    click('เข้าสู่ระบบ');
    expect((await screen.findByRole('alert')).textContent).toBe('รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่');
    expect(sessionStore.staff).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('asks for the six digits before calling', async () => {
    onCall('merchant', 'POST', 'authen/otp/request', sent);
    open('/merchant/login');
    fill('08X-XXX-XXXX', '0891234567');
    click('ขอรหัส OTP');
    await screen.findByTestId('otp-ref-code');
    fill('••••••', '123');
    click('เข้าสู่ระบบ');
    expect(await screen.findByText('รหัส OTP ต้องเป็นตัวเลข 6 หลัก')).toBeTruthy();
    expect(callNames()).toEqual(['merchant POST authen/otp/request']);
  });
});

describe('rider sign-in', () => {
  it('sends a code through the rider client and signs the rider in', async () => {
    onCall('rider', 'POST', 'authen/otp/request', { status: 200, body: { RefCode: 'RD01', ExpiresInSeconds: 300, Channel: 'SMS' } });
    onCall('rider', 'POST', 'authen/rider/login', { status: 200, body: { Rider: rider } });
    open('/rider/login');
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบผู้จัดส่ง' })).toBeTruthy();
    fill('08X-XXX-XXXX', '0812345678');
    click('ขอรหัส OTP');
    await screen.findByTestId('otp-ref-code');
    fill('••••••', '123456');
    click('เข้าสู่ระบบ');
    expect((await screen.findByTestId('where')).textContent).toBe('/rider');
    expect(callNames()).toEqual(['rider POST authen/otp/request', 'rider POST authen/rider/login']);
    expect(sessionStore.rider?.RiderId).toBe(11);
    expect(readCookie('rider_user')).toContain('Rider One');
  });

  it('goes back to the number when asked', async () => {
    onCall('rider', 'POST', 'authen/otp/request', { status: 200, body: { RefCode: 'RD01', ExpiresInSeconds: 300, Channel: 'SMS' } });
    const router = open('/rider/login');
    fill('08X-XXX-XXXX', '0812345678');
    click('ขอรหัส OTP');
    await screen.findByTestId('otp-ref-code');
    click('เปลี่ยนหมายเลขโทรศัพท์');
    await screen.findByPlaceholderText('08X-XXX-XXXX');
    expect(router.state.location.pathname).toBe('/rider/login');
    expect(getOtpFlow('RIDER_LOGIN')).toBeUndefined();
  });
});
