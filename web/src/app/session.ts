// What the layouts need to know about the sessions, derived from the auth feature's store. One
// place, so the layouts do not each repeat the specification's rules (credit customer, salesperson
// acting for a client, agent ordering for a client).
import { useSnapshot } from 'valtio';
import { useSession } from '@/lib/session';
import { logoutCustomer, logoutMerchant, logoutRider } from '@/features/auth';
import { getRuntimeConfig, webConfigStore } from '@/lib/config';
import { readCookie } from '@/lib/cookies';

export { logoutCustomer, logoutMerchant, logoutRider };

export interface ShellSession {
  customer: {
    isGuest: boolean;
    /** Signed in and not a guest. */
    isAuthenticated: boolean;
    name: string | null;
    /** Points of the customer, when known (the points issue loads them). */
    points: number | null;
    /** AuthorizeAmount minus DebtAmount, for a credit customer. */
    creditBalance: number | null;
    /** A credit customer has AuthorizeAmount above 0. */
    hasCredit: boolean;
    /** A salesperson signed in as this customer: chat, news, center switching and agent are hidden. */
    isSalemanActing: boolean;
    /** The My clients item shows: agent feature on and signed as agent, or a verified agent not in points mode. */
    isAgent: boolean;
    /** The client an agent is ordering for, shown in the 'Ordering for {name}' banner. */
    actingForClientName: string | null;
    /** The salesperson acting for the customer, by name, for the banner. */
    actingSalesName: string | null;
    /** Points (redeem) mode, from the `point` cookie. */
    pointMode: boolean;
  };
  staff: { name: string | null; distName: string | null } | null;
  rider: { name: string | null } | null;
}

function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

export function useShellSession(): ShellSession {
  const session = useSession();
  // Subscribe to the web configuration too: points mode and agent rules may depend on it later.
  useSnapshot(webConfigStore);
  const user = session.customer;
  const authenticated = session.isAuthenticated;
  const pointMode = readCookie('point') === 'Y';
  const authorize = numberOrNull(user?.AuthorizeAmount) ?? 0;
  const debt = numberOrNull(user?.DebtAmount) ?? 0;
  const signedAsAgent = authenticated && String(user?.userRole ?? '').toUpperCase() === 'AGENT';
  const agentEnabled = getRuntimeConfig().flags.agent.enable;
  const isAgent =
    !session.isLoginAsSaleman && ((agentEnabled && signedAsAgent) || (session.isVerifiedAgent && !pointMode));
  // The agent's own session is kept aside in the `agent` cookie while the customer session is the
  // client's: the banner then names the client.
  const actingForClient = authenticated && (!!readCookie('agent') || !!user?.AgentCode);

  return {
    customer: {
      isGuest: session.isGuest || !user,
      isAuthenticated: authenticated,
      name: user?.CUSTOMERNAME ?? null,
      points: numberOrNull((user as Record<string, unknown> | null)?.Points),
      creditBalance: authenticated ? authorize - debt : null,
      hasCredit: authorize > 0,
      isSalemanActing: session.isLoginAsSaleman,
      isAgent,
      actingForClientName: actingForClient ? (user?.CUSTOMERNAME ?? null) : null,
      actingSalesName: session.isLoginAsSaleman ? (user?.UserName ?? null) : null,
      pointMode,
    },
    staff: session.staff
      ? { name: session.staff.user?.usernames ?? null, distName: session.selectedStaffDist?.DIST_NAME ?? null }
      : null,
    rider: session.rider ? { name: session.rider.RiderName } : null,
  };
}
