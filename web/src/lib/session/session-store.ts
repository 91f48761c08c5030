// The app's sessions (customer, merchant staff, rider) as the answers describe them; the tokens
// stay in the bff's httpOnly cookies. Read with `useSession()`, changed only by its actions.
import { proxy, subscribe } from 'valtio';
import {
  GUEST_CUSTOMER_CODE,
  GUEST_ROLE,
  isSalemanRole,
  isVerifiedAgent,
  type CustomerUser,
  type DistributionCenter,
  type Rider,
  type StaffUser,
} from '@eorder/shared';
import { readCookie, writeCookie } from '@/lib/cookies';
import { signedIn, signedOut } from './session-events';

export type SessionStatus = 'loading' | 'ready';

export interface StaffSession {
  /** The staff user, from the sign-in answer or the `st_user` cookie; null when neither is known. */
  user: StaffUser | null;
  /** The role claim of the staff jtoken (from `bff/session`), or the user's role code. */
  role: string | number | null;
  /** The centers the staff user works for (`authen/user/dcs`). */
  dists: DistributionCenter[];
  /** The sale unit of the selected center (cookie `st_user_dist`), null until one is chosen. */
  selectedDist: string | null;
}

export interface SessionState {
  status: SessionStatus;
  /** The customer user; a guest is a user with CUSTOMERCODE 'GUEST' and role GUEST. */
  customer: CustomerUser | null;
  staff: StaffSession | null;
  rider: Rider | null;
  /** The session came from a LINE sign-in (set by the LINE sign-in pages). */
  fromLine: boolean;
  /** A center's LINE rich-menu link bound the session to that center; switching is then hidden. */
  fromRichMenuActiveDc: boolean;

  readonly isGuest: boolean;
  /** A customer user is present and is not a guest. */
  readonly isAuthenticated: boolean;
  /** The signed-in person has a salesperson role (3, 4, 5 or 8). */
  readonly isSalesperson: boolean;
  /** The customer session was opened by a salesperson for a client (the user carries `UserId`). */
  readonly isLoginAsSaleman: boolean;
  /** A new customer whose registration awaits approval (the guard adds the setting). */
  readonly isPendingApproval: boolean;
  readonly isVerifiedAgent: boolean;
  /** The selected center of the staff user, or null. */
  readonly selectedStaffDist: DistributionCenter | null;
}

// ---------------------------------------------------------------------------------------------
// Derivations, as plain functions of the state (tested on their own)

export function isGuestUser(user: CustomerUser | null | undefined): boolean {
  if (!user) return false;
  const role = user.userRole;
  return user.CUSTOMERCODE === GUEST_CUSTOMER_CODE || (typeof role === 'string' && role === GUEST_ROLE);
}

export function isAuthenticatedUser(user: CustomerUser | null | undefined): boolean {
  return !!user && !isGuestUser(user);
}

/** A customer session opened by a salesperson: the user names the salesperson in `UserId`. */
export function isLoginAsSalemanUser(user: CustomerUser | null | undefined): boolean {
  if (!isAuthenticatedUser(user)) return false;
  const id = user?.UserId;
  return id !== null && id !== undefined && String(id).trim() !== '';
}

/**
 * A salesperson is signed in: the customer user's role (a salesperson acting for a client keeps
 * their role on the customer session) or, without a customer user, the staff session's role.
 */
export function isSalespersonSession(state: Pick<SessionState, 'customer' | 'staff'>): boolean {
  if (isAuthenticatedUser(state.customer) && isSalemanRole(state.customer?.userRole)) return true;
  const staffRole = state.staff?.user?.role.RoleCode ?? state.staff?.role ?? null;
  return isSalemanRole(staffRole);
}

/** The specification's approval states are PENDING, APPROVED and REJECTED. */
export function isPendingApprovalUser(user: CustomerUser | null | undefined): boolean {
  return isAuthenticatedUser(user) && (user?.ApprovalStatus ?? '').toUpperCase() === 'PENDING';
}

function initialState(): SessionState {
  return {
    status: 'loading',
    customer: null,
    staff: null,
    rider: null,
    fromLine: false,
    fromRichMenuActiveDc: false,
    get isGuest() {
      return isGuestUser(this.customer);
    },
    get isAuthenticated() {
      return isAuthenticatedUser(this.customer);
    },
    get isSalesperson() {
      return isSalespersonSession(this);
    },
    get isLoginAsSaleman() {
      return isLoginAsSalemanUser(this.customer);
    },
    get isPendingApproval() {
      return isPendingApprovalUser(this.customer);
    },
    get isVerifiedAgent() {
      return isAuthenticatedUser(this.customer) && isVerifiedAgent(this.customer);
    },
    get selectedStaffDist() {
      const staff = this.staff;
      if (!staff?.selectedDist) return null;
      return staff.dists.find((dist) => dist.SaleUnit === staff.selectedDist) ?? null;
    },
  };
}

export const sessionStore = proxy<SessionState>(initialState());

// ---------------------------------------------------------------------------------------------
// Actions

/** Runs `work` once the start-up has settled the sessions (at once when it already has). */
export function whenSessionReady(work: () => void): void {
  if (sessionStore.status === 'ready') {
    work();
    return;
  }
  const stop = subscribe(sessionStore, () => {
    if (sessionStore.status !== 'ready') return;
    stop();
    work();
  });
}

export function setSessionStatus(status: SessionStatus): void {
  sessionStore.status = status;
}

/**
 * Sets the customer user without events (start-up, profile refresh, a guest replacing an expired
 * session). Sign-ins and sign-outs go through `signInCustomer` and `endCustomerSession`.
 */
export function setCustomer(user: CustomerUser | null): void {
  sessionStore.customer = user;
}

/** A customer signed in (password, registration, LINE): stores the user and tells the listeners. */
export async function signInCustomer(user: CustomerUser): Promise<void> {
  const previousGuest = isGuestUser(sessionStore.customer);
  sessionStore.customer = user;
  await signedIn.emit({ area: 'customer', subject: user.CUSTOMERCODE, previousGuest });
}

/**
 * The customer session ended (logout or expiry): `next` is the guest session that replaced it, or
 * null. Listeners hear of it only when a real (non-guest) customer left.
 */
export async function endCustomerSession(next: CustomerUser | null): Promise<void> {
  const previous = sessionStore.customer;
  sessionStore.customer = next;
  if (isAuthenticatedUser(previous) && previous) {
    await signedOut.emit({
      area: 'customer',
      subject: previous.CUSTOMERCODE,
      saleUnit: previous.ActiveDC ?? previous.SALEUNIT ?? null,
    });
  }
}

/** The shape kept in the readable `st_user` cookie: enough to show who is signed in. */
function staffCookieValue(user: StaffUser): string {
  return JSON.stringify({
    userid: user.userid,
    usernames: user.usernames,
    role: { RoleCode: user.role.RoleCode, RoleName: user.role.RoleName ?? null },
  });
}

/** The saved center (`st_user_dist`) when it is one of `dists`. */
export function savedStaffDist(dists: readonly DistributionCenter[]): string | null {
  const saved = readCookie('st_user_dist');
  return saved && dists.some((dist) => dist.SaleUnit === saved) ? saved : null;
}

/**
 * Which center a staff user works in after sign-in or start-up, and whether the picker opens: the
 * saved center when it is still theirs; otherwise the only one; otherwise the first, provisionally,
 * with the picker open unless `merchant.disableSelectDcOnStartUp`.
 */
export function chooseStaffDist(
  dists: readonly DistributionCenter[],
  saved: string | null,
  pickerDisabled: boolean,
): { selected: string | null; openPicker: boolean } {
  if (saved && dists.some((dist) => dist.SaleUnit === saved)) return { selected: saved, openPicker: false };
  const first = dists[0]?.SaleUnit ?? null;
  if (dists.length <= 1) return { selected: first, openPicker: false };
  return { selected: first, openPicker: !pickerDisabled };
}

/** Staff session known from start-up: no event (nobody signed in just now). */
export function setStaffSession(staff: StaffSession | null): void {
  sessionStore.staff = staff;
}

/** The centers of the signed-in staff user, loaded again (the picker retries a failed start-up). */
export function setStaffDists(dists: DistributionCenter[]): void {
  const staff = sessionStore.staff;
  if (!staff) return;
  staff.dists = dists;
  if (!staff.selectedDist || !dists.some((dist) => dist.SaleUnit === staff.selectedDist)) {
    staff.selectedDist = savedStaffDist(dists) ?? dists[0]?.SaleUnit ?? null;
  }
}

/** A staff user signed in: stores the user and its centers, keeps the user in `st_user`. */
export async function signInStaff(user: StaffUser, dists: DistributionCenter[], selectedDist: string | null): Promise<void> {
  sessionStore.staff = { user, role: user.role.RoleCode, dists, selectedDist };
  writeCookie('st_user', staffCookieValue(user));
  if (selectedDist && dists.length === 1) writeCookie('st_user_dist', selectedDist);
  await signedIn.emit({ area: 'staff', subject: String(user.userid), previousGuest: false });
}

/** The staff user chose a center (picker at start-up or "switch distribution center"). */
export function selectStaffDist(saleUnit: string): boolean {
  const staff = sessionStore.staff;
  if (!staff || !staff.dists.some((dist) => dist.SaleUnit === saleUnit)) return false;
  staff.selectedDist = saleUnit;
  writeCookie('st_user_dist', saleUnit);
  return true;
}

export async function endStaffSession(): Promise<void> {
  const previous = sessionStore.staff;
  sessionStore.staff = null;
  if (previous) {
    const subject = previous.user ? String(previous.user.userid) : null;
    await signedOut.emit({ area: 'staff', subject, saleUnit: previous.selectedDist });
  }
}

/** The shape kept in the readable `rider_user` cookie. */
function riderCookieValue(rider: Rider): string {
  return JSON.stringify({ RiderId: rider.RiderId, RiderName: rider.RiderName, SaleUnit: rider.SaleUnit });
}

export function setRider(rider: Rider | null): void {
  sessionStore.rider = rider;
}

export async function signInRider(rider: Rider): Promise<void> {
  sessionStore.rider = rider;
  writeCookie('rider_user', riderCookieValue(rider));
  await signedIn.emit({ area: 'rider', subject: String(rider.RiderId), previousGuest: false });
}

export async function endRiderSession(): Promise<void> {
  const previous = sessionStore.rider;
  sessionStore.rider = null;
  if (previous) {
    await signedOut.emit({ area: 'rider', subject: String(previous.RiderId), saleUnit: previous.SaleUnit });
  }
}

/** Set by the LINE sign-in pages. */
export function setLineOrigin(origin: { fromLine?: boolean; fromRichMenuActiveDc?: boolean }): void {
  if (origin.fromLine !== undefined) sessionStore.fromLine = origin.fromLine;
  if (origin.fromRichMenuActiveDc !== undefined) sessionStore.fromRichMenuActiveDc = origin.fromRichMenuActiveDc;
}

/** Back to the state before start-up (tests, and a full sign-out of every area). */
export function resetSessionStore(): void {
  const fresh = initialState();
  sessionStore.status = fresh.status;
  sessionStore.customer = null;
  sessionStore.staff = null;
  sessionStore.rider = null;
  sessionStore.fromLine = false;
  sessionStore.fromRichMenuActiveDc = false;
}
