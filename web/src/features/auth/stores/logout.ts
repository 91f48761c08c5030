// Logout of each area: the store changes only once the bff cleared the cookies, else the person
// stays signed in as on the server. LINE sessions use the LINE logout (decision 033).
import { localizePath, paths } from '@/config/paths';
import { logoutFromLine, readLineOrigin } from '@/features/line';
import { getCurrentLang } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { bffLogout } from '../api/bff-logout';
import { clearOtpFlows } from './otp-flow-store';
import {
  endCustomerSession,
  endRiderSession,
  endStaffSession,
  isLoginAsSalemanUser,
  sessionStore,
} from '@/lib/session';

const go = (path: string) => navigateTo(localizePath(path, getCurrentLang()), { replace: true });

/** The LINE app (customer or merchant) that opened the current session, or null outside LINE. */
function lineSessionArea(): 'customer' | 'merchant' | null {
  if (!sessionStore.fromLine) return null;
  return readLineOrigin()?.area === 'merchant' ? 'merchant' : 'customer';
}

/**
 * Customer logout. A salesperson acting for a client drops the customer session and goes back to
 * that customer's page of the back office. Anyone else becomes a guest again (or nobody where guest
 * mode is disabled: the bff decides and answers the guest user, if any) and goes home.
 * Answers whether the session ended.
 */
export async function logoutCustomer(): Promise<boolean> {
  const user = sessionStore.customer;
  const actingSalesperson = isLoginAsSalemanUser(user);
  if (!actingSalesperson && lineSessionArea() === 'customer') return logoutFromLine('customer');

  const result = await bffLogout('customer');
  if (!result.ok) return false;

  clearOtpFlows();
  await endCustomerSession(result.data.user);

  if (actingSalesperson && user) {
    const saleUnit = user.SALEUNIT ?? user.ActiveDC ?? '';
    go(
      saleUnit
        ? paths.merchantCustomerDetail.href({ code: user.CUSTOMERCODE, saleunit: saleUnit })
        : paths.merchantCustomer.href(),
    );
  } else {
    go(paths.home.href());
  }
  return true;
}

/** Merchant staff logout: the staff cookies (user, token, saved center) go; then /merchant/login. */
export async function logoutMerchant(): Promise<boolean> {
  if (lineSessionArea() === 'merchant') return logoutFromLine('merchant');
  const result = await bffLogout('merchant');
  if (!result.ok) return false;
  clearOtpFlows();
  await endStaffSession();
  go(paths.merchantLogin.href());
  return true;
}

/** Rider logout: the rider cookies go; then /rider/login. */
export async function logoutRider(): Promise<boolean> {
  const result = await bffLogout('rider');
  if (!result.ok) return false;
  clearOtpFlows();
  await endRiderSession();
  go(paths.riderLogin.href());
  return true;
}
