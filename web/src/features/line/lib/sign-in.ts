// Sign-in by LINE: the LIFF ID token goes to the bff, which verifies it and sets the session cookie;
// the web only stores what the answer describes. A LINE user with no account goes to registration
// (or, for the merchant app, to the merchant sign-in) and is linked when that succeeds.
import { isAuthenticatedUser, sessionStore, setLineOrigin, signInCustomer } from '@/lib/session';
import { completeStaffSignIn } from '@/lib/session';
import { localizePath, paths } from '@/config/paths';
import { writeCookie } from '@/lib/cookies';
import { getCurrentLang } from '@/lib/i18n';
import {
  getAccessToken,
  getIdToken,
  isClockWrong,
  liffAreaOf,
  liffStatus,
  measureClockSkew,
  type LiffArea,
} from '@/lib/liff';
import { currentRouterPath, getBasePath } from '@/lib/navigation';
import { exchangeLineToken } from '../api/exchange-line-token';
import { readLineOrigin } from './line-origin';
import { listenForPendingLink, rememberPendingLink } from './pending-registration';

/** Query parameter of a rich-menu link: the center it binds the session to (`?rm=DC02`). */
export const RICH_MENU_PARAM = 'rm';

export type LineSignInOutcome =
  /** LIFF is not running (a plain browser, or no LIFF id for the area). */
  | { status: 'off' }
  /** The logout returned with state GUEST: the person stays a guest. */
  | { status: 'guest' }
  | { status: 'signed-in'; fromRichMenuActiveDc: boolean }
  /** The person goes to registration (or the merchant sign-in) first; `path` is where. */
  | { status: 'registration'; path: string }
  | { status: 'clock' }
  | { status: 'failed'; message: string };

export interface LineSignInOptions {
  area?: LiffArea;
  richMenuSaleUnit?: string | null;
  cid?: string | null;
  /** Where to land after a registration: the page the person opened (default the current one). */
  target?: string;
}

/** The current app path with its query (what a registration returns to). */
function currentTarget(): string {
  return `${currentRouterPath()}${window.location.search}${window.location.hash}`;
}

/** Exchanges the LIFF ID token for a session. Needs `initLiff()` to be ready and signed in. */
export async function signInWithLine(options: LineSignInOptions = {}): Promise<LineSignInOutcome> {
  const liff = liffStatus();
  if (liff.status !== 'ready' || !liff.loggedIn) return { status: 'off' };
  const idToken = getIdToken();
  if (!idToken)
    return { status: 'failed', message: 'LIFF gave no ID token (the openid scope is missing)' };
  const area = options.area ?? liff.area;

  const answer = await exchangeLineToken({
    idToken,
    accessToken: getAccessToken() ?? undefined,
    area,
    richMenuSaleUnit: options.richMenuSaleUnit ?? undefined,
    cid: options.cid ?? undefined,
  });
  if (!answer.ok) {
    if (answer.error.code === 'LINE_TOKEN_INVALID' && isClockWrong(await measureClockSkew()))
      return { status: 'clock' };
    return { status: 'failed', message: answer.error.message };
  }

  const data = answer.data;
  if (data.needsRegistration) {
    const target = options.target ?? currentTarget();
    const lang = getCurrentLang();
    const merchant = area === 'merchant';
    rememberPendingLink({ area: merchant ? 'merchant' : 'customer', target });
    const path = merchant
      ? paths.merchantLogin.href(undefined, { redirect: target })
      : paths.register.href(undefined, { redirect: target, dist: data.saleUnit ?? undefined });
    return { status: 'registration', path: localizePath(path, lang) };
  }

  if (data.session === 'staff' && data.User) {
    await completeStaffSignIn(data.User, data.Dists ?? []);
  } else if (data.user) {
    await signInCustomer(data.user);
  }
  setLineOrigin({ fromLine: true, fromRichMenuActiveDc: data.fromRichMenuActiveDc });
  return { status: 'signed-in', fromRichMenuActiveDc: data.fromRichMenuActiveDc };
}

function hasSessionOf(area: LiffArea): boolean {
  if (area === 'merchant') return sessionStore.staff !== null;
  return isAuthenticatedUser(sessionStore.customer);
}

/** Replaces the URL before the router reads it (start-up only). */
function replaceUrl(path: string): void {
  const base = getBasePath().replace(/\/$/, '');
  window.history.replaceState(window.history.state, '', `${base}${path}`);
}

/**
 * The LINE part of start-up, after `initLiff()` and the session start-up, before the router mounts:
 *
 * - remembers fromLine / fromRichMenuActiveDc from the bff's cookie (a reload keeps them);
 * - `?state=GUEST` (the return of a LINE logout) keeps the guest, and `cid` is kept as the center;
 * - a rich-menu link (`?rm=<SaleUnit>`) or a LIFF open without a LINE session signs in by LINE;
 * - a LINE user without an account is sent to registration before the router mounts.
 */
export async function startLineSession(): Promise<LineSignInOutcome> {
  listenForPendingLink(() => setLineOrigin({ fromLine: true }));
  const origin = readLineOrigin();
  if (origin)
    setLineOrigin({ fromLine: true, fromRichMenuActiveDc: origin.boundSaleUnit !== null });

  const liff = liffStatus();
  if (liff.status !== 'ready') return { status: 'off' };

  const url = new URL(window.location.href);
  const guest = url.searchParams.get('state') === 'GUEST';
  const richMenuSaleUnit = url.searchParams.get(RICH_MENU_PARAM);
  const cid = url.searchParams.get('cid');
  if (cid && /^[A-Za-z0-9_-]{1,20}$/.test(cid)) writeCookie('cid', cid);
  // These parameters did their work: a reload or a shared link must not repeat it.
  for (const name of ['state', RICH_MENU_PARAM]) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);

  if (guest) {
    setLineOrigin({ fromLine: false, fromRichMenuActiveDc: false });
    return { status: 'guest' };
  }
  if (!liff.loggedIn) return { status: 'off' };

  const area = liffAreaOf(currentRouterPath());
  // Signed in by LINE already and nothing new to bind: no exchange, the app opens at once.
  if (origin && origin.area === area && !richMenuSaleUnit && hasSessionOf(area)) {
    return { status: 'signed-in', fromRichMenuActiveDc: origin.boundSaleUnit !== null };
  }
  const outcome = await signInWithLine({ area, richMenuSaleUnit, cid });
  if (outcome.status === 'registration') replaceUrl(outcome.path);
  return outcome;
}
