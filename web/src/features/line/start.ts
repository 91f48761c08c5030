// The LINE part of start-up, as light as it can be: outside LINE (no LIFF running and no LINE
// session cookie) it costs one cookie read; the sign-in code is a chunk loaded only inside LINE.
import { getRuntimeConfig } from '@/lib/config';
import type { LineSignInOutcome } from './lib/sign-in';

function hasLineSessionCookie(): boolean {
  const name = `${getRuntimeConfig().cookiePrefix}line_session=`;
  return document.cookie.split(';').some((part) => part.trim().startsWith(name));
}

/**
 * Call after `initLiff()` and the session start-up, before the router mounts. Signs in by LINE where
 * LIFF runs (rich-menu binding, registration of a new LINE user), keeps the LINE origin of the
 * session across reloads, and answers what happened ('clock': show the wrong-clock screen).
 */
export async function startLineSession(): Promise<LineSignInOutcome> {
  const liffConfigured = Object.values(getRuntimeConfig().liff).some(Boolean);
  if (!liffConfigured && !hasLineSessionCookie()) return { status: 'off' };
  // Loaded here, not imported, so a deployment without LINE never downloads the adapter.
  const { liffStatus } = await import('@/lib/liff');
  if (liffStatus().status !== 'ready' && !hasLineSessionCookie()) return { status: 'off' };
  const { startLineSession: start } = await import('./lib/sign-in');
  return start();
}
