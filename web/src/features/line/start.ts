// The LINE part of start-up, as light as it can be: outside LINE (no LIFF running and no LINE
// session cookie) it costs one cookie read; the LIFF adapter, the SDK and the sign-in code are
// chunks loaded only where a LIFF app is configured, and the latter two only inside LINE.
import { isAuthenticatedUser, sessionStore } from '@/lib/session';
import { type CustomerSignIn } from '@/lib/session';
import type { LiffInitResult } from '@/lib/liff';
import { getRuntimeConfig } from '@/lib/config';
import { readCookie } from '@/lib/cookies';
import { currentRouterPath } from '@/lib/navigation';
import type { LineSignInOutcome } from './lib/sign-in';

const hasLineSessionCookie = () => readCookie('line_session') !== undefined;

const liffConfigured = () => Object.values(getRuntimeConfig().liff).some(Boolean);

export interface LiffStartUp {
  /** What `initLiff()` answered; 'off' at once outside LINE or with no LIFF app. */
  liff: Promise<LiffInitResult>;
  /** The app path of the first page (inside LINE, the deep link LINE opened), known before LIFF is ready. */
  landing: string;
  /**
   * LIFF starts and keeps this page (no page load to the deep link follows): the session start-up may
   * run while LIFF starts, since the LINE sign-in comes after both anyway.
   */
  sessionBeside: boolean;
  /**
   * Where LIFF starts for the customer app: the LINE sign-in, for the session start-up to run in
   * place of a guest session (`bootstrapSession`), since inside LINE it decides the customer anyway.
   */
  customerSignIn?: CustomerSignIn;
}

/**
 * Starts LIFF where it applies, before anything reads the URL (LIFF rewrites it from `liff.state`),
 * and tells at once where the first page will be, so its chunk and texts load while LIFF starts.
 * Inside LINE the sign-in code is fetched meanwhile too (`startLineSession` needs it next).
 */
export async function beginLiff(): Promise<LiffStartUp> {
  // The adapter loads only where a LIFF app is configured: a plain web deployment pays nothing.
  if (!liffConfigured())
    return {
      liff: Promise.resolve({ status: 'off' }),
      landing: currentRouterPath(),
      sessionBeside: false,
    };
  const { initLiff, planLiff } = await import('@/lib/liff');
  const plan = planLiff();
  if (plan.starts) void import('./lib/sign-in').catch(() => undefined);
  const liff = initLiff();
  const startUp: LiffStartUp = {
    liff,
    landing: plan.landing,
    sessionBeside: plan.starts && !plan.leaves,
  };
  if (!plan.starts || plan.area !== 'customer') return startUp;
  return {
    ...startUp,
    customerSignIn: async () => {
      if ((await liff).status !== 'ready') return false;
      const outcome = await startLineSession();
      return outcome.status === 'signed-in' && isAuthenticatedUser(sessionStore.customer);
    },
  };
}

let lineSession: Promise<LineSignInOutcome> | undefined;

/**
 * Call after `initLiff()` and the session start-up, before the router mounts. Signs in by LINE where
 * LIFF runs (rich-menu binding, registration of a new LINE user), keeps the LINE origin of the
 * session across reloads, and answers what happened ('clock': show the wrong-clock screen). Runs
 * once a page load: a call after the session start-up's `customerSignIn` answers what it did.
 */
export function startLineSession(): Promise<LineSignInOutcome> {
  lineSession ??= runLineSession();
  return lineSession;
}

async function runLineSession(): Promise<LineSignInOutcome> {
  if (!liffConfigured() && !hasLineSessionCookie()) return { status: 'off' };
  // Loaded here, not imported, so a deployment without LINE never downloads the adapter.
  const { liffStatus } = await import('@/lib/liff');
  if (liffStatus().status !== 'ready' && !hasLineSessionCookie()) return { status: 'off' };
  const { startLineSession: start } = await import('./lib/sign-in');
  return start();
}
