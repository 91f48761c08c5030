import { describe, expect, it, vi } from 'vitest';
import type { CustomerUser } from '@eorder/shared';
import { readCookie } from '@/lib/cookies';
import { center, customerUser, guestUser, salesmanActingUser, staffUser } from '@/test/auth/fake-api';
import { setupAuthTests } from '@/test/auth/environment';
import { onSignedIn, onSignedOut } from './session-events';
import {
  chooseStaffDist,
  endCustomerSession,
  isSalespersonSession,
  selectStaffDist,
  sessionStore,
  setCustomer,
  setStaffSession,
  signInCustomer,
  signInStaff,
} from './session-store';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

setupAuthTests();

const verifiedAgent: CustomerUser = {
  ...customerUser,
  AccountCode: 'A1',
  TAXNO: '1234567890123',
  ShopPhotoImage: 'shop.jpg',
  PicFileName: 'pic.jpg',
  PersonType: '1',
};

describe('session derivations', () => {
  it('knows a guest by its customer code', () => {
    setCustomer(guestUser);
    expect(sessionStore.isGuest).toBe(true);
    expect(sessionStore.isAuthenticated).toBe(false);
    expect(sessionStore.isLoginAsSaleman).toBe(false);
  });

  it('has nobody signed in before start-up', () => {
    expect(sessionStore.status).toBe('loading');
    expect(sessionStore.isGuest).toBe(false);
    expect(sessionStore.isAuthenticated).toBe(false);
  });

  it('counts a customer as authenticated', () => {
    setCustomer(customerUser);
    expect(sessionStore.isGuest).toBe(false);
    expect(sessionStore.isAuthenticated).toBe(true);
    expect(sessionStore.isSalesperson).toBe(false);
  });

  it('recognises a salesperson acting for a client by UserId', () => {
    setCustomer(salesmanActingUser);
    expect(sessionStore.isLoginAsSaleman).toBe(true);
    expect(sessionStore.isSalesperson).toBe(true);
    setCustomer({ ...customerUser, UserId: '' });
    expect(sessionStore.isLoginAsSaleman).toBe(false);
  });

  it('applies the salesperson roles 3, 4, 5 and 8 to staff', () => {
    for (const [role, expected] of [
      [3, true],
      [4, true],
      ['5', true],
      [8, true],
      [1, false],
      [6, false],
    ] as const) {
      expect(isSalespersonSession({ customer: null, staff: { user: null, role, dists: [], selectedDist: null } })).toBe(
        expected,
      );
    }
  });

  it('flags a new customer awaiting approval', () => {
    setCustomer({ ...customerUser, ApprovalStatus: 'PENDING' });
    expect(sessionStore.isPendingApproval).toBe(true);
    setCustomer({ ...customerUser, ApprovalStatus: 'APPROVED' });
    expect(sessionStore.isPendingApproval).toBe(false);
  });

  it('uses the shared agent rule', () => {
    setCustomer(verifiedAgent);
    expect(sessionStore.isVerifiedAgent).toBe(true);
    setCustomer({ ...verifiedAgent, PersonType: 2 });
    expect(sessionStore.isVerifiedAgent).toBe(false);
    setCustomer({ ...verifiedAgent, TAXNO: ' ' });
    expect(sessionStore.isVerifiedAgent).toBe(false);
  });

  it('finds the selected staff center', () => {
    setStaffSession({ user: staffUser, role: 3, dists: [center('D1'), center('D2')], selectedDist: 'D2' });
    expect(sessionStore.selectedStaffDist?.SaleUnit).toBe('D2');
  });
});

describe('staff center choice', () => {
  const two = [center('D1'), center('D2')];

  it('keeps the saved center when it is still one of theirs', () => {
    expect(chooseStaffDist(two, 'D2', false)).toEqual({ selected: 'D2', openPicker: false });
  });

  it('takes the only center without asking', () => {
    expect(chooseStaffDist([center('D1')], null, false)).toEqual({ selected: 'D1', openPicker: false });
  });

  it('opens the picker for several centers and none saved, unless disabled', () => {
    expect(chooseStaffDist(two, null, false)).toEqual({ selected: 'D1', openPicker: true });
    expect(chooseStaffDist(two, 'GONE', false)).toEqual({ selected: 'D1', openPicker: true });
    expect(chooseStaffDist(two, null, true)).toEqual({ selected: 'D1', openPicker: false });
  });

  it('stores a chosen center in st_user_dist, only one of the list', () => {
    setStaffSession({ user: staffUser, role: 3, dists: two, selectedDist: 'D1' });
    expect(selectStaffDist('D9')).toBe(false);
    expect(readCookie('st_user_dist')).toBeUndefined();
    expect(selectStaffDist('D2')).toBe(true);
    expect(sessionStore.staff?.selectedDist).toBe('D2');
    expect(readCookie('st_user_dist')).toBe('D2');
  });

  it('keeps the staff user in st_user at sign-in', async () => {
    await signInStaff(staffUser, [center('D1')], 'D1');
    expect(JSON.parse(readCookie('st_user') ?? '{}')).toMatchObject({ userid: 7, usernames: 'Somchai' });
    expect(readCookie('st_user_dist')).toBe('D1');
  });
});

describe('session events', () => {
  it('tells listeners a guest signed in, so the guest cart can move', async () => {
    const heard = vi.fn();
    onSignedIn(heard);
    setCustomer(guestUser);
    await signInCustomer(customerUser);
    expect(heard).toHaveBeenCalledWith({ area: 'customer', subject: 'C0001', previousGuest: true });
  });

  it('tells listeners a customer left, not when a guest is replaced', async () => {
    const heard = vi.fn();
    const off = onSignedOut(heard);
    setCustomer(guestUser);
    await endCustomerSession(guestUser);
    expect(heard).not.toHaveBeenCalled();
    setCustomer(customerUser);
    await endCustomerSession(guestUser);
    expect(heard).toHaveBeenCalledWith({ area: 'customer', subject: 'C0001', saleUnit: 'D001' });
    expect(sessionStore.isGuest).toBe(true);
    off();
    setCustomer(customerUser);
    await endCustomerSession(null);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps going when one listener fails', async () => {
    const second = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onSignedIn(() => {
      throw new Error('boom');
    });
    onSignedIn(second);
    await signInCustomer(customerUser);
    expect(second).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });
});
