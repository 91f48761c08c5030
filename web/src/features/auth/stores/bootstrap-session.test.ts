import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '@/lib/cookies';
import { isDialogOpen, uiStore } from '@/lib/ui-store';
import {
  callNames,
  calls,
  center,
  customerUser,
  errorBody,
  guestUser,
  hooks,
  onCall,
  rider,
  staffUser,
  summaries,
} from '@/test/auth/fake-api';
import { configure, setupAuthTests } from '@/test/auth/environment';
import { bootstrapSession, handleTokenExpired, MERCHANT_CENTER_PICKER_DIALOG, resetBootstrap } from './bootstrap-session';
import { onSignedOut } from '@/lib/session';
import { sessionStore, setCustomer, setSessionStatus, setStaffSession } from '@/lib/session';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

setupAuthTests();

beforeEach(() => {
  resetBootstrap();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

type Summary = ReturnType<typeof summaries.valid> | typeof summaries.none;

function session(parts: { customer?: Summary; staff?: Summary; rider?: Summary; guest?: unknown }) {
  onCall('bff', 'GET', 'session', {
    status: 200,
    body: {
      customer: parts.customer ?? summaries.none,
      staff: parts.staff ?? summaries.none,
      rider: parts.rider ?? summaries.none,
      ...(parts.guest === undefined ? {} : { guest: parts.guest }),
    },
  });
}

const guestAnswer = { status: 200, body: { status: 200, user: guestUser } };

describe('bootstrapSession: customer', () => {
  it('refreshes the profile of a valid customer session', async () => {
    session({ customer: summaries.valid('customer', 'CUSTOMER') });
    onCall('customer', 'POST', 'authen/customerProfile', { status: 200, body: customerUser });
    await bootstrapSession();
    expect(sessionStore.status).toBe('ready');
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('C0001');
    expect(sessionStore.isAuthenticated).toBe(true);
    expect(callNames()).toEqual(['bff GET session', 'customer POST authen/customerProfile']);
    expect(calls[1]?.body).toEqual({});
  });

  it('becomes a guest when the customer token expired and guest mode is allowed', async () => {
    session({ customer: summaries.expired('customer', 'CUSTOMER') });
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
    await bootstrapSession();
    expect(sessionStore.isGuest).toBe(true);
    expect(callNames()).toEqual(['bff GET session', 'customer GET authen/login/guest']);
  });

  it('becomes a guest when there is no session', async () => {
    session({});
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
    await bootstrapSession();
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('GUEST');
  });

  it('takes the guest session bff/session started instead of asking for another', async () => {
    session({ guest: { user: guestUser } });
    await bootstrapSession();
    expect(sessionStore.isGuest).toBe(true);
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('GUEST');
    expect(callNames()).toEqual(['bff GET session']);
  });

  it('takes the started guest in place of an expired customer session too', async () => {
    session({ customer: summaries.expired('customer', 'CUSTOMER'), guest: { user: guestUser } });
    await bootstrapSession();
    expect(sessionStore.isGuest).toBe(true);
    expect(callNames()).toEqual(['bff GET session']);
  });

  it('asks for a guest itself where the started one does not read as a customer user', async () => {
    session({ guest: { user: { nothing: 'useful' } } });
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
    await bootstrapSession();
    expect(sessionStore.isGuest).toBe(true);
    expect(callNames()).toEqual(['bff GET session', 'customer GET authen/login/guest']);
  });

  it('falls back on the started guest where that sign-in signed nobody in', async () => {
    session({ guest: { user: guestUser } });
    await bootstrapSession(() => Promise.resolve(false));
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('GUEST');
    expect(callNames()).toEqual(['bff GET session']);
  });

  it.each([
    ['no guest session started', {}],
    ['a guest session bff/session started', { guest: { user: guestUser } }],
  ])('makes no guest where another sign-in (inside LINE, the LINE sign-in) signs the customer in (%s)', async (_, parts) => {
    session(parts);
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
    const signIn = vi.fn(() => {
      setCustomer(customerUser);
      return Promise.resolve(true);
    });
    await bootstrapSession(signIn);
    expect(signIn).toHaveBeenCalledOnce();
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('C0001');
    expect(sessionStore.status).toBe('ready');
    expect(callNames()).toEqual(['bff GET session']);
  });

  it('makes the guest where that sign-in signed nobody in', async () => {
    session({});
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
    await bootstrapSession(() => Promise.resolve(false));
    expect(sessionStore.isGuest).toBe(true);
    expect(callNames()).toEqual(['bff GET session', 'customer GET authen/login/guest']);
  });

  it('does not run that sign-in for a valid customer session', async () => {
    session({ customer: summaries.valid('customer', 'CUSTOMER') });
    onCall('customer', 'POST', 'authen/customerProfile', { status: 200, body: customerUser });
    const signIn = vi.fn(() => Promise.resolve(true));
    await bootstrapSession(signIn);
    expect(signIn).not.toHaveBeenCalled();
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('C0001');
  });

  it('becomes a guest when the ordering API refuses the token', async () => {
    session({ customer: summaries.valid('customer', 'CUSTOMER') });
    onCall('customer', 'POST', 'authen/customerProfile', { status: 401, body: errorBody('AUTH_TOKEN_INVALID', 'x', 401) });
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
    await bootstrapSession();
    expect(sessionStore.isGuest).toBe(true);
  });

  it('stays signed out when guest mode is disabled, removing an expired cookie', async () => {
    configure({ disableGuestMode: true });
    session({ customer: summaries.expired('customer', 'CUSTOMER') });
    onCall('bff', 'POST', 'logout', { status: 200, body: { user: null } });
    await bootstrapSession();
    expect(sessionStore.customer).toBeNull();
    expect(sessionStore.status).toBe('ready');
    expect(callNames()).toEqual(['bff GET session', 'bff POST logout']);
    expect(calls[1]?.body).toEqual({ area: 'customer' });
  });

  it('asks nothing more when guest mode is disabled and nobody signed in', async () => {
    configure({ disableGuestMode: true });
    session({});
    await bootstrapSession();
    expect(sessionStore.customer).toBeNull();
    expect(callNames()).toEqual(['bff GET session']);
  });

  it('mounts anyway when everything fails, and only logs', async () => {
    onCall('bff', 'GET', 'session', { status: 0, network: true });
    onCall('customer', 'POST', 'authen/customerProfile', { status: 0, network: true });
    await expect(bootstrapSession()).resolves.toBeUndefined();
    expect(sessionStore.status).toBe('ready');
    expect(sessionStore.customer).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('runs once however often it is called', async () => {
    session({});
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
    await Promise.all([bootstrapSession(), bootstrapSession()]);
    await bootstrapSession();
    expect(callNames().filter((name) => name === 'bff GET session')).toHaveLength(1);
  });
});

describe('bootstrapSession: staff', () => {
  beforeEach(() => {
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
  });

  it('selects the only center of a staff user', async () => {
    session({ staff: summaries.valid('staff', 3) });
    writeCookie('st_user', JSON.stringify(staffUser));
    onCall('merchant', 'GET', 'authen/user/dcs', { status: 200, body: [center('D1')] });
    await bootstrapSession();
    expect(sessionStore.staff).toMatchObject({ role: 3, selectedDist: 'D1' });
    expect(sessionStore.staff?.user?.usernames).toBe('Somchai');
    expect(isDialogOpen(uiStore, MERCHANT_CENTER_PICKER_DIALOG)).toBe(false);
  });

  it('opens the picker for several centers and none saved', async () => {
    session({ staff: summaries.valid('staff', 1) });
    onCall('merchant', 'GET', 'authen/user/dcs', { status: 200, body: [center('D1'), center('D2')] });
    await bootstrapSession();
    expect(sessionStore.staff?.dists).toHaveLength(2);
    expect(isDialogOpen(uiStore, MERCHANT_CENTER_PICKER_DIALOG)).toBe(true);
  });

  it('selects the saved center and does not ask', async () => {
    session({ staff: summaries.valid('staff', 1) });
    writeCookie('st_user_dist', 'D2');
    onCall('merchant', 'GET', 'authen/user/dcs', { status: 200, body: [center('D1'), center('D2')] });
    await bootstrapSession();
    expect(sessionStore.staff?.selectedDist).toBe('D2');
    expect(isDialogOpen(uiStore, MERCHANT_CENTER_PICKER_DIALOG)).toBe(false);
  });

  it('does not open the picker when merchant.disableSelectDcOnStartUp is on', async () => {
    configure({ merchant: { disableSelectDcOnStartUp: true } });
    session({ staff: summaries.valid('staff', 1) });
    onCall('merchant', 'GET', 'authen/user/dcs', { status: 200, body: [center('D1'), center('D2')] });
    await bootstrapSession();
    expect(sessionStore.staff?.selectedDist).toBe('D1');
    expect(isDialogOpen(uiStore, MERCHANT_CENTER_PICKER_DIALOG)).toBe(false);
  });

  it('has no staff session when its token expired', async () => {
    session({ staff: summaries.expired('staff', 1) });
    await bootstrapSession();
    expect(sessionStore.staff).toBeNull();
    expect(callNames()).not.toContain('merchant GET authen/user/dcs');
  });

  it('drops a staff session the ordering API refuses', async () => {
    session({ staff: summaries.valid('staff', 1) });
    onCall('merchant', 'GET', 'authen/user/dcs', { status: 401, body: errorBody('AUTH_TOKEN_INVALID', 'x', 401) });
    await bootstrapSession();
    expect(sessionStore.staff).toBeNull();
  });

  it('keeps a staff session whose centers could not be loaded', async () => {
    session({ staff: summaries.valid('staff', 4) });
    onCall('merchant', 'GET', 'authen/user/dcs', { status: 0, network: true });
    await bootstrapSession();
    expect(sessionStore.staff).toMatchObject({ role: 4, dists: [], selectedDist: null });
    expect(sessionStore.isSalesperson).toBe(true);
  });
});

describe('bootstrapSession: rider', () => {
  it('loads the rider profile', async () => {
    session({ rider: summaries.valid('rider', 'RIDER') });
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
    onCall('rider', 'GET', 'authen/rider/profile', { status: 200, body: rider });
    await bootstrapSession();
    expect(sessionStore.rider?.RiderName).toBe('Rider One');
  });
});

describe('expired tokens during use', () => {
  beforeEach(() => {
    setSessionStatus('ready');
  });

  it('leaves expiry answers during start-up to start-up itself', async () => {
    setSessionStatus('loading');
    setCustomer(customerUser);
    await handleTokenExpired('customer');
    expect(calls).toHaveLength(0);
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('C0001');
  });

  it('registers the hook with the API clients', async () => {
    session({});
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
    await bootstrapSession();
    expect(hooks.onTokenExpired).toBe(handleTokenExpired);
  });

  it('follows the guest session the bff put in place of an expired customer one', async () => {
    setCustomer(customerUser);
    const heard = vi.fn();
    onSignedOut(heard);
    onCall('customer', 'POST', 'authen/customerProfile', { status: 200, body: guestUser });
    await handleTokenExpired('customer');
    expect(sessionStore.isGuest).toBe(true);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ area: 'customer', subject: 'C0001' }));
  });

  it('asks for a guest session if the guest profile cannot be read', async () => {
    setCustomer(customerUser);
    onCall('customer', 'POST', 'authen/customerProfile', { status: 401, body: errorBody('AUTH_TOKEN_EXPIRED', 'x', 401) });
    onCall('customer', 'GET', 'authen/login/guest', guestAnswer);
    await handleTokenExpired('customer');
    expect(sessionStore.isGuest).toBe(true);
  });

  it('signs the customer out where guest mode is disabled', async () => {
    configure({ disableGuestMode: true });
    setCustomer(customerUser);
    await handleTokenExpired('customer');
    expect(sessionStore.customer).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('ends the staff and rider sessions', async () => {
    setStaffSession({ user: staffUser, role: 3, dists: [], selectedDist: null });
    sessionStore.rider = rider;
    await handleTokenExpired('merchant');
    expect(sessionStore.staff).toBeNull();
    expect(sessionStore.rider).not.toBeNull();
    await handleTokenExpired('rider');
    expect(sessionStore.rider).toBeNull();
    expect(readCookie('st_user_dist')).toBeUndefined();
  });
});
