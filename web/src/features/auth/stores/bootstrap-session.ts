// Start-up of the customer, staff and rider sessions as the specification describes it, and the
// handler of expired tokens. Failures are only logged: the app mounts whatever happens.
import {
  CustomerUserSchema,
  RiderSchema,
  StaffUserSchema,
  type CustomerUser,
  type Rider,
  type StaffUser,
} from '@eorder/shared';
import { setApiHooks, type ApiArea } from '@/lib/api';
import * as z from 'zod/mini';
import { getRuntimeConfig } from '@/lib/config';
import { readJsonCookie } from '@/lib/cookies';
import { openDialog } from '@/lib/ui-store';
import { bffLogout } from '../api/bff-logout';
import { getCustomerProfile } from '../api/get-customer-profile';
import { getRiderProfile } from '../api/get-rider-profile';
import { getSession, type SessionSummary } from '../api/get-session';
import { getStaffDcs } from '../api/get-staff-dcs';
import { guestLogin } from '../api/guest-login';
import {
  chooseStaffDist,
  endCustomerSession,
  endRiderSession,
  endStaffSession,
  savedStaffDist,
  setCustomer,
  setRider,
  setSessionStatus,
  sessionStore,
  setStaffSession,
  completeStaffSignIn,
  MERCHANT_CENTER_PICKER_DIALOG,
  type CustomerSignIn,
} from '@/lib/session';

export { completeStaffSignIn, MERCHANT_CENTER_PICKER_DIALOG, type CustomerSignIn };

const log = (message: string, detail?: unknown) => console.warn(`[auth] ${message}`, detail ?? '');

export const isGuestModeDisabled = (): boolean => getRuntimeConfig().flags.disableGuestMode;

/** A guest session from the ordering API; null when it cannot be had. */
async function startGuestSession(): Promise<CustomerUser | null> {
  const result = await guestLogin();
  if (result.ok) return result.data.user;
  log('guest login failed', result.error);
  return null;
}

/**
 * A sign-in that decides the customer where there is no valid customer session (inside LINE, the
 * LINE sign-in): tried before a guest session is made; answers whether it signed a customer in.
 */

/**
 * The customer part of start-up; answers the user now in the store. `startedGuest`: the guest
 * session `bff/session` started (its token already in the cookie), taken where a guest is made.
 */
export async function restoreCustomerSession(
  summary: SessionSummary,
  signIn?: CustomerSignIn,
  startedGuest: CustomerUser | null = null,
): Promise<CustomerUser | null> {
  const guestAllowed = !isGuestModeDisabled();

  if (summary.present && !summary.expired) {
    const profile = await getCustomerProfile();
    if (profile.ok) {
      setCustomer(profile.data);
      return profile.data;
    }
    // Refused (a token the ordering API no longer accepts): like no session. Anything else (network,
    // server down): keep nothing and say so; the next call will try again through the bff.
    if (profile.status !== 401 && profile.status !== 403) {
      log('customer profile could not be loaded', profile.error);
      return null;
    }
  }

  // Signed in another way: no guest session first, only to be replaced at once.
  if (signIn && (await signIn())) return sessionStore.customer;

  if (guestAllowed) {
    const guest = startedGuest ?? (await startGuestSession());
    setCustomer(guest);
    return guest;
  }

  // Guest mode disabled: an expired or refused token is removed, and nobody is signed in.
  if (summary.present) {
    const cleared = await bffLogout('customer');
    if (!cleared.ok) log('the expired customer cookie could not be removed', cleared.error);
  }
  setCustomer(null);
  return null;
}

function readStaffUserCookie(): StaffUser | null {
  const parsed = StaffUserSchema.safeParse(readJsonCookie('st_user'));
  return parsed.success ? parsed.data : null;
}

/** The staff part of start-up. */
export async function restoreStaffSession(summary: SessionSummary): Promise<void> {
  if (!summary.present || summary.expired) {
    setStaffSession(null);
    return;
  }
  const user = readStaffUserCookie();
  const role = user?.role.RoleCode ?? summary.role;
  const dcs = await getStaffDcs();
  if (!dcs.ok && (dcs.status === 401 || dcs.status === 403)) {
    // The ordering API no longer accepts the token (expired early, or signed with an old key).
    setStaffSession(null);
    return;
  }
  if (!dcs.ok) {
    log('staff centers could not be loaded', dcs.error);
    // Still signed in: the back office shows, and the centers can be loaded again from the picker.
    setStaffSession({ user, role, dists: [], selectedDist: null });
    return;
  }
  const pickerDisabled = getRuntimeConfig().flags.merchant.disableSelectDcOnStartUp;
  const { selected, openPicker } = chooseStaffDist(dcs.data, savedStaffDist(dcs.data), pickerDisabled);
  setStaffSession({ user, role, dists: dcs.data, selectedDist: selected });
  if (openPicker) openDialog(MERCHANT_CENTER_PICKER_DIALOG);
}

function readRiderUserCookie(): Rider | null {
  const parsed = z.partial(RiderSchema).safeParse(readJsonCookie('rider_user'));
  if (!parsed.success || parsed.data.RiderId === undefined) return null;
  const { RiderId, RiderName = '', MobileNo = '', SaleUnit = '' } = parsed.data;
  return { ...parsed.data, RiderId, RiderName, MobileNo, SaleUnit };
}

/** The rider part of start-up. */
export async function restoreRiderSession(summary: SessionSummary): Promise<void> {
  if (!summary.present || summary.expired) {
    setRider(null);
    return;
  }
  const profile = await getRiderProfile();
  if (profile.ok) {
    setRider(profile.data);
    return;
  }
  if (profile.status === 401 || profile.status === 403) {
    setRider(null);
    return;
  }
  log('rider profile could not be loaded', profile.error);
  // Offline or server trouble: keep what the rider cookie says, so the rider area still opens.
  setRider(readRiderUserCookie());
}

/**
 * What the app does when an answer says 'The token expired'. Customer: the bff has already put a
 * guest session in the cookie (or removed it where guest mode is disabled), so the store follows:
 * the guest's profile, or a fresh guest session, or nobody. Staff and rider: that session is over.
 */
export async function handleTokenExpired(area: ApiArea): Promise<void> {
  // During start-up the answers are handled where they are awaited (see the restore functions).
  if (sessionStore.status === 'loading') return;
  if (area === 'merchant') {
    await endStaffSession();
    return;
  }
  if (area === 'rider') {
    await endRiderSession();
    return;
  }
  if (isGuestModeDisabled()) {
    await endCustomerSession(null);
    return;
  }
  const profile = await getCustomerProfile();
  const next = profile.ok ? profile.data : await startGuestSession();
  await endCustomerSession(next);
}

const StartedGuestSchema = z.object({ user: CustomerUserSchema });

/** The guest session `bff/session` started, if it did (older bffs do not). */
function startedGuestOf(answer: Record<string, unknown>): CustomerUser | null {
  const parsed = StartedGuestSchema.safeParse(answer.guest);
  return parsed.success ? parsed.data.user : null;
}

let started: Promise<void> | null = null;

/**
 * Restores every session once, before the router mounts (later calls share the first run). Never
 * throws; the store's `status` is 'ready' when it returns. `customerSignIn` runs where a guest
 * session would otherwise be made (see `restoreCustomerSession`).
 */
export function bootstrapSession(customerSignIn?: CustomerSignIn): Promise<void> {
  started ??= runBootstrap(customerSignIn);
  return started;
}

async function runBootstrap(customerSignIn?: CustomerSignIn): Promise<void> {
  setApiHooks({ onTokenExpired: handleTokenExpired });
  setSessionStatus('loading');
  try {
    const session = await getSession();
    if (!session.ok) {
      log('bff/session could not be read', session.error);
      // Without it, a customer session is still worth trying: the bff adds whatever cookie exists.
      await restoreCustomerSession(
        { present: true, expired: false, role: null, kind: null, exp: null },
        customerSignIn,
      );
      return;
    }
    await Promise.all([
      restoreCustomerSession(session.data.customer, customerSignIn, startedGuestOf(session.data)),
      restoreStaffSession(session.data.staff),
      restoreRiderSession(session.data.rider),
    ]);
  } catch (error) {
    console.error('[auth] session start-up failed', error);
  } finally {
    setSessionStatus('ready');
  }
}

/** Forgets the first run, so a test can start again. */
export function resetBootstrap(): void {
  started = null;
}
