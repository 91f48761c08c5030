// A LINE user without an account, remembered by the tab until the first sign-in links it. Runs at
// every LINE start-up, so the linking itself is a chunk loaded only when a link is pending.
import { onSignedIn } from '@/lib/session';

const KEY = 'eorder:line-pending';
/** As long as the bff keeps the LINE id. */
export const PENDING_TTL_MS = 30 * 60 * 1000;

export interface PendingLink {
  area: 'customer' | 'merchant';
  /** The page the person opened (path and query, under the base path). */
  target: string;
  at: number;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPendingLink(pending: Omit<PendingLink, 'at'>, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ ...pending, at: now } satisfies PendingLink));
}

export function pendingLink(now = Date.now()): PendingLink | null {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as PendingLink | null;
    if (!value || now - value.at > PENDING_TTL_MS) return null;
    return value;
  } catch {
    return null;
  }
}

export function forgetPendingLink(): void {
  storage()?.removeItem(KEY);
}

let listening = false;

/**
 * Links the pending LINE user at the next sign-in of its area (registration or password, one-time
 * code for staff). Runs inside the sign-in event, before the sign-in page moves on to the target.
 */
export function listenForPendingLink(onLinked: () => void): void {
  if (listening) return;
  listening = true;
  onSignedIn(async (event) => {
    const pending = pendingLink();
    if (!pending) return;
    const area =
      event.area === 'staff' ? 'merchant' : event.area === 'customer' ? 'customer' : null;
    if (area !== pending.area) return;
    forgetPendingLink();
    const { linkPendingAccount } = await import('./link-pending-account');
    await linkPendingAccount(area, onLinked);
  });
}
