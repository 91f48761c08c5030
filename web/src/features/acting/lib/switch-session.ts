// Starting and ending an acting session. The bff moves the tokens between cookies; the page then
// loads afresh where the new session belongs, so every per-user store (cart, wishlist, points)
// starts from the new customer instead of being patched in place.
import { localizePath, paths } from '@/config/paths';
import { logoutCustomer } from '@/features/auth';
import { getCurrentLang } from '@/lib/i18n';
import { getBasePath } from '@/lib/navigation';
import { agentClientLogin, agentSwitchBack, loginAsClient } from '../api/acting-api';

/** A full page load of an app path (the new session's cookies are read from the start). */
export function reloadAt(path: string): void {
  const localized = localizePath(path, getCurrentLang()).replace(/^\//, '');
  window.location.assign(`${getBasePath()}${localized}`);
}

/** An agent orders as one of their clients: the client's session, on the home page. */
export async function orderAsClientForAgent(code: string, saleUnit: string): Promise<boolean> {
  const result = await agentClientLogin(code, saleUnit);
  if (!result.ok) return false;
  reloadAt(paths.home.href());
  return true;
}

/** A salesperson orders as a client: the client's session in the customer cookie, on the home page. */
export async function orderAsClientForSales(code: string, saleUnit: string): Promise<boolean> {
  const result = await loginAsClient(code, saleUnit);
  if (!result.ok) return false;
  reloadAt(paths.home.href());
  return true;
}

/**
 * Ends the acting. An agent gets their own session back and their clients' page; a salesperson's
 * client session ends and they return to that customer in the back office (the logout does it).
 */
export async function switchAccountBack(who: 'agent' | 'sales'): Promise<void> {
  if (who === 'sales') {
    await logoutCustomer();
    return;
  }
  // A failure was shown by the API client; the person stays where they are.
  const result = await agentSwitchBack();
  if (!result.ok) return;
  reloadAt(paths.agentsCustomers.href());
}
