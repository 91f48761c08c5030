import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '@/lib/navigation';
import { navigateTo } from '@/lib/navigation';
import { logoutFromLine, readLineOrigin } from '@/features/line';
import { callNames, calls, center, customerUser, errorBody, guestUser, onCall, rider, salesmanActingUser, staffUser } from '@/test/auth/fake-api';
import { setupAuthTests } from '@/test/auth/environment';
import { logoutCustomer, logoutMerchant, logoutRider } from './logout';
import { getOtpFlow, startOtpFlow } from './otp-flow-store';
import { onSignedOut } from '@/lib/session';
import { sessionStore, setCustomer, setLineOrigin, setRider, setStaffSession } from '@/lib/session';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@/lib/navigation', async (original) => ({
  ...(await original<typeof Navigation>()),
  navigateTo: vi.fn(),
}));
vi.mock('@/features/line', () => ({ logoutFromLine: vi.fn(), readLineOrigin: vi.fn() }));

setupAuthTests();

beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
  vi.mocked(logoutFromLine).mockReset().mockResolvedValue(true);
  vi.mocked(readLineOrigin).mockReset().mockReturnValue(null);
});

describe('logoutCustomer', () => {
  it('becomes a guest again and goes home', async () => {
    setCustomer(customerUser);
    const heard = vi.fn();
    onSignedOut(heard);
    onCall('bff', 'POST', 'logout', { status: 200, body: { user: guestUser } });
    await expect(logoutCustomer()).resolves.toBe(true);
    expect(calls[0]?.body).toEqual({ area: 'customer' });
    expect(sessionStore.isGuest).toBe(true);
    expect(heard).toHaveBeenCalledWith({ area: 'customer', subject: 'C0001', saleUnit: 'D001' });
    expect(navigateTo).toHaveBeenCalledWith('/', { replace: true });
  });

  it('is signed out, not a guest, where guest mode is disabled', async () => {
    setCustomer(customerUser);
    onCall('bff', 'POST', 'logout', { status: 200, body: { user: null } });
    await logoutCustomer();
    expect(sessionStore.customer).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/', { replace: true });
  });

  it("takes a salesperson back to the client's page of the back office", async () => {
    setCustomer(salesmanActingUser);
    onCall('bff', 'POST', 'logout', { status: 200, body: { user: guestUser } });
    await logoutCustomer();
    expect(sessionStore.isLoginAsSaleman).toBe(false);
    expect(navigateTo).toHaveBeenCalledWith('/merchant/customer/C0001/D001', { replace: true });
  });

  it('clears one-time-code flows in progress', async () => {
    setCustomer(customerUser);
    startOtpFlow('REGISTER', '0812345678', { RefCode: 'AB12', ExpiresInSeconds: 300, Channel: 'SMS' });
    onCall('bff', 'POST', 'logout', { status: 200, body: { user: guestUser } });
    await logoutCustomer();
    expect(getOtpFlow('REGISTER')).toBeUndefined();
  });

  it('stays signed in when the bff could not end the session', async () => {
    setCustomer(customerUser);
    onCall('bff', 'POST', 'logout', { status: 0, network: true });
    await expect(logoutCustomer()).resolves.toBe(false);
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('C0001');
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('logoutMerchant and logoutRider', () => {
  it('ends the staff session and goes to /merchant/login', async () => {
    setStaffSession({ user: staffUser, role: 3, dists: [center('D1')], selectedDist: 'D1' });
    const heard = vi.fn();
    onSignedOut(heard);
    onCall('bff', 'POST', 'logout', { status: 200, body: { user: null } });
    await expect(logoutMerchant()).resolves.toBe(true);
    expect(calls[0]?.body).toEqual({ area: 'merchant' });
    expect(sessionStore.staff).toBeNull();
    expect(heard).toHaveBeenCalledWith({ area: 'staff', subject: '7', saleUnit: 'D1' });
    expect(navigateTo).toHaveBeenCalledWith('/merchant/login', { replace: true });
  });

  it('ends the rider session and goes to /rider/login', async () => {
    setRider(rider);
    onCall('bff', 'POST', 'logout', { status: 200, body: { user: null } });
    await expect(logoutRider()).resolves.toBe(true);
    expect(callNames()).toEqual(['bff POST logout']);
    expect(calls[0]?.body).toEqual({ area: 'rider' });
    expect(sessionStore.rider).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/rider/login', { replace: true });
  });

  it('keeps the staff session when the bff refuses', async () => {
    setStaffSession({ user: staffUser, role: 3, dists: [], selectedDist: null });
    onCall('bff', 'POST', 'logout', { status: 500, body: errorBody('INTERNAL', 'Oops', 500) });
    await expect(logoutMerchant()).resolves.toBe(false);
    expect(sessionStore.staff).not.toBeNull();
  });
});

describe('a session that came from LINE', () => {
  it('leaves a customer session through the LINE logout, which returns to the LIFF entry', async () => {
    setCustomer(customerUser);
    setLineOrigin({ fromLine: true });
    vi.mocked(readLineOrigin).mockReturnValue({ area: 'customer', boundSaleUnit: 'D001' });
    await expect(logoutCustomer()).resolves.toBe(true);
    expect(logoutFromLine).toHaveBeenCalledWith('customer');
    expect(calls).toHaveLength(0);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('answers false and stays signed in when the LINE logout failed', async () => {
    setCustomer(customerUser);
    setLineOrigin({ fromLine: true });
    vi.mocked(logoutFromLine).mockResolvedValue(false);
    await expect(logoutCustomer()).resolves.toBe(false);
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('C0001');
  });

  it('leaves a staff session of the merchant LINE app through the merchant LINE logout', async () => {
    setStaffSession({ user: staffUser, role: 3, dists: [center('D1')], selectedDist: 'D1' });
    setLineOrigin({ fromLine: true });
    vi.mocked(readLineOrigin).mockReturnValue({ area: 'merchant', boundSaleUnit: null });
    await expect(logoutMerchant()).resolves.toBe(true);
    expect(logoutFromLine).toHaveBeenCalledWith('merchant');
    expect(calls).toHaveLength(0);
  });

  it('logs staff out the plain way when only the customer session came from LINE', async () => {
    setStaffSession({ user: staffUser, role: 3, dists: [center('D1')], selectedDist: 'D1' });
    setLineOrigin({ fromLine: true });
    vi.mocked(readLineOrigin).mockReturnValue({ area: 'customer', boundSaleUnit: null });
    onCall('bff', 'POST', 'logout', { status: 200, body: { user: null } });
    await expect(logoutMerchant()).resolves.toBe(true);
    expect(logoutFromLine).not.toHaveBeenCalled();
    expect(calls[0]?.body).toEqual({ area: 'merchant' });
  });

  it('a salesperson acting for a client logs out the plain way', async () => {
    setCustomer(salesmanActingUser);
    setLineOrigin({ fromLine: true });
    onCall('bff', 'POST', 'logout', { status: 200, body: { user: guestUser } });
    await logoutCustomer();
    expect(logoutFromLine).not.toHaveBeenCalled();
    expect(navigateTo).toHaveBeenCalledWith('/merchant/customer/C0001/D001', { replace: true });
  });
});
