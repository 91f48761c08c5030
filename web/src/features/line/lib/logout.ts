// Logout of a session that came from LINE: the bff makes the specification's calls (revoke, and the
// merchant LINE logout for the merchant app), revokes the LIFF token and clears the cookies; the
// page then returns to the LIFF entry with state GUEST (and cid). A non-200 answer has shown
// 'Error occured' (the error body's toast) and nothing changed.
import { isLiffReady, logoutLiff } from '@/lib/liff';
import { logoutLineSession } from '../api/logout-line';
import { forgetPendingLink } from './pending-registration';

/** Answers false when the logout failed (the person is still signed in). */
export async function logoutFromLine(area: 'customer' | 'merchant' = 'customer'): Promise<boolean> {
  const result = await logoutLineSession(area);
  if (!result.ok) return false;
  forgetPendingLink();
  if (isLiffReady()) await logoutLiff();
  // A full load: the entry page starts afresh, as a guest.
  window.location.replace(new URL(result.data.redirect, window.location.href).toString());
  return true;
}
