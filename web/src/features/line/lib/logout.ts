// Logout of a session from LINE: the bff makes the logout calls and clears the cookies, then the
// page returns to the LIFF entry as GUEST (decision 033).
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
