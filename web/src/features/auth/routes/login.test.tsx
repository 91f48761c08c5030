import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, customerUser, errorBody, guestUser, onCall } from '@/test/auth/fake-api';
import { configure, setupAuthTests } from '@/test/auth/environment';
import { landedAt, renderPage } from '@/test/auth/render-page';
import { onSignedIn } from '@/lib/session';
import { sessionStore, setCustomer, setSessionStatus } from '@/lib/session';
import { LoginPage, loginUsername } from './login';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

setupAuthTests();
afterEach(cleanup);

function fill(placeholder: string, value: string) {
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

describe('/login', () => {
  it('has a heading and a link to register', () => {
    setCustomer(guestUser);
    setSessionStatus('ready');
    renderPage('/login', LoginPage, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' }).getAttribute('href')).toBe('/register');
  });

  it('hides the register link when registration is disabled', () => {
    configure({ disableRegister: true });
    renderPage('/login', LoginPage, '/login');
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิก' })).toBeNull();
  });

  it('says what is missing, in Thai', async () => {
    renderPage('/login', LoginPage, '/login');
    submit();
    expect(await screen.findByText('กรุณากรอกหมายเลขโทรศัพท์มือถือหรือชื่อผู้ใช้')).toBeTruthy();
    expect(await screen.findByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the server refusal inline', async () => {
    onCall('customer', 'POST', 'authen/customer/login', {
      status: 401,
      body: errorBody('AUTH_BAD_CREDENTIALS', 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง', 401),
    });
    renderPage('/login', LoginPage, '/login');
    fill('เช่น 0812345678', 'somchai');
    fill('กรอกรหัสผ่าน', 'wrong-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(sessionStore.customer).toBeNull();
  });

  it('signs in, tells the cart, and returns to the page the person came from', async () => {
    setCustomer(guestUser);
    setSessionStatus('ready');
    const heard = vi.fn();
    onSignedIn(heard);
    onCall('customer', 'POST', 'authen/customer/login', { status: 200, body: customerUser });
    renderPage('/login', LoginPage, '/login?redirect=%2Fcart');
    fill('เช่น 0812345678', '081-234-5678');
    fill('กรอกรหัสผ่าน', 'secret-pw');
    submit();
    expect(await landedAt()).toBe('/cart');
    expect(calls[0]?.body).toEqual({ Username: '0812345678', Password: 'secret-pw' });
    expect(sessionStore.isAuthenticated).toBe(true);
    expect(heard).toHaveBeenCalledWith({ area: 'customer', subject: 'C0001', previousGuest: true });
  });

  it('goes to /pendingApproval for a new customer awaiting approval when the setting is on', async () => {
    configure({ pendingApprovalRegister: true });
    onCall('customer', 'POST', 'authen/customer/login', {
      status: 200,
      body: { ...customerUser, ApprovalStatus: 'PENDING' },
    });
    renderPage('/login', LoginPage, '/login');
    fill('เช่น 0812345678', 'somchai');
    fill('กรอกรหัสผ่าน', 'secret-pw');
    submit();
    expect(await landedAt()).toBe('/pendingApproval');
  });

  it('sends someone already signed in on at once', async () => {
    setCustomer(customerUser);
    setSessionStatus('ready');
    renderPage('/en/login', LoginPage, '/en/login?redirect=%2Fhistory');
    await waitFor(async () => expect(await landedAt()).toBe('/en/history'));
  });
});

describe('login username', () => {
  it('sends mobile numbers in their ten-digit form and usernames as typed', () => {
    expect(loginUsername('+66 81 234 5678')).toBe('0812345678');
    expect(loginUsername(' somchai ')).toBe('somchai');
  });
});
