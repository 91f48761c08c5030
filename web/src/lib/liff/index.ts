// The one adapter over the LIFF SDK: nothing else imports `@line/liff`. The SDK loads only where a
// LIFF id applies and LINE opened the page (decision 027).
import { getRuntimeConfig } from '../config';
import { currentRouterPath, getBasePath } from '../navigation';
import {
  beginLoginAttempt,
  clearLoginAttempt,
  isClockWrong,
  markLiffActive,
  measureClockSkew,
  wasLiffActive,
} from './guards';
import type { Liff } from './runtime';
import type { LiffExtras } from './runtime-extras';
import {
  carriesLiffParams,
  isLineUserAgent,
  liffAreaOf,
  resolveLiffState,
  withoutLiffParams,
  type LiffArea,
} from './state';

export { liffAreaOf, resolveLiffState, type LiffArea } from './state';
export { clearLoginAttempt, isClockWrong, measureClockSkew } from './guards';

export type LiffFailure = 'init' | 'clock' | 'login-loop';

export type LiffInitResult =
  | { status: 'off' }
  | {
      status: 'ready';
      area: LiffArea;
      liffId: string;
      inClient: boolean;
      loggedIn: boolean;
      mock: boolean;
    }
  /** LINE Login is under way: the page is leaving; do not mount the app. */
  | { status: 'redirecting'; area: LiffArea; liffId: string }
  | { status: 'failed'; area: LiffArea; liffId: string; reason: LiffFailure; message: string };

let liff: Liff | undefined;
let result: LiffInitResult | undefined;
let starting: Promise<LiffInitResult> | undefined;

/** The LIFF app of an area, or null where none is configured. */
export function liffIdFor(area: LiffArea): string | null {
  return getRuntimeConfig().liff[area] ?? null;
}

/** A build for the LINE journeys, given mock data by the test (see mock.ts). */
function mockGiven(): boolean {
  return import.meta.env.VITE_LIFF_MOCK === 'true' && window.__EORDER_LIFF_MOCK__ !== undefined;
}

/** Is this page opened by LINE (or a LIFF mock), so that LIFF should start? */
export function openedByLine(): boolean {
  if (mockGiven()) return true;
  return (
    isLineUserAgent(navigator.userAgent) ||
    carriesLiffParams(window.location.search) ||
    wasLiffActive()
  );
}

function replaceUrl(url: string): void {
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', url);
  }
}

async function start(area: LiffArea, liffId: string, withLogin: boolean): Promise<LiffInitResult> {
  try {
    // The mock build's start-up also needs the mock and the extras (see runtime.ts): asked for at
    // once, beside the SDK, rather than after it.
    if (import.meta.env.VITE_LIFF_MOCK === 'true' && mockGiven()) {
      void import('./mock').catch(() => undefined);
      void import('./runtime-extras').catch(() => undefined);
    }
    const { startLiff } = await import('./runtime');
    liff = await startLiff(liffId, async () => (await import('./runtime-extras')).installExtras());
  } catch (error) {
    console.error('LIFF could not start.', error);
    const wrongClock = isClockWrong(await measureClockSkew());
    return {
      status: 'failed',
      area,
      liffId,
      reason: wrongClock ? 'clock' : 'init',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  markLiffActive(area);
  // Where liff.init did not follow the deep link itself (mock mode, an interrupted redirect), do it here.
  const deepLink = resolveLiffState(window.location, getBasePath());
  replaceUrl(deepLink ?? withoutLiffParams(window.location));

  const inClient = liff.isInClient();
  const loggedIn = liff.isLoggedIn();
  const mock = mockGiven();
  if (loggedIn) clearLoginAttempt();
  else if (withLogin) {
    const page = window.location.href;
    if (!beginLoginAttempt(page)) {
      return {
        status: 'failed',
        area,
        liffId,
        reason: 'login-loop',
        message: 'LINE did not sign in',
      };
    }
    liff.login({ redirectUri: page });
    // The mock signs in without leaving; the real SDK navigates to LINE Login.
    if (!liff.isLoggedIn()) return { status: 'redirecting', area, liffId };
    clearLoginAttempt();
  }
  return { status: 'ready', area, liffId, inClient, loggedIn: liff.isLoggedIn(), mock };
}

export interface LiffPlan {
  /** LIFF will start (LINE opened the page and the area has a LIFF app). */
  starts: boolean;
  /** The LIFF app's area (that of the URL LINE opened). */
  area: LiffArea;
  /** The app path (no query) of the first page once LIFF started: the `liff.state` deep link's, if any. */
  landing: string;
  /**
   * `liff.init` will leave this page for the deep link: the SDK follows `liff.state` with a new page
   * load (the mock rewrites the URL in place instead). Work started here for the page would be lost.
   */
  leaves: boolean;
}

/** An absolute path of this app (under the base path) as the router sees it, without query or hash. */
function routerPathOf(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const base = getBasePath();
  if (base === '/') return pathname;
  if (pathname.startsWith(base)) return `/${pathname.slice(base.length)}`;
  return `${pathname}/` === base ? '/' : pathname;
}

/**
 * What `initLiff()` (without options) is going to do, told before it runs, so that the first page's
 * chunk and texts can load while LIFF starts.
 */
export function planLiff(): LiffPlan {
  const current = currentRouterPath();
  const area = liffAreaOf(current);
  const starts = liffIdFor(area) !== null && openedByLine();
  const deepLink = starts ? resolveLiffState(window.location, getBasePath()) : null;
  if (deepLink === null) return { starts, area, landing: current, leaves: false };
  return { starts, area, landing: routerPathOf(deepLink), leaves: !mockGiven() };
}

/**
 * Starts LIFF when it applies; never throws. Call once before the router mounts and act on the
 * answer: 'failed' shows the failure screen (lib/liff/failure-screen), 'redirecting' mounts nothing.
 * `force` starts it even when LINE did not open the page (the LINE sign-in pages in a browser).
 */
export function initLiff(
  options: { force?: boolean; area?: LiffArea; login?: boolean } = {},
): Promise<LiffInitResult> {
  if (starting && (!options.force || result?.status === 'ready')) return starting;
  const area = options.area ?? liffAreaOf(currentRouterPath());
  const liffId = liffIdFor(area);
  if (!liffId || (!options.force && !openedByLine())) {
    result = { status: 'off' };
    starting = Promise.resolve(result);
    return starting;
  }
  // Outside the LINE app a LINE login is needed before anything; inside it LIFF is signed in already.
  const withLogin = options.login ?? true;
  starting = start(area, liffId, withLogin).then((answer) => {
    result = answer;
    return answer;
  });
  return starting;
}

/** The answer of `initLiff`, once it settled. */
export function liffStatus(): LiffInitResult {
  return result ?? { status: 'off' };
}

export function isLiffReady(): boolean {
  return result?.status === 'ready' && liff !== undefined;
}

function ready(): Liff | undefined {
  return result?.status === 'ready' ? liff : undefined;
}

let extras: Promise<LiffExtras> | undefined;

/** The APIs that are not needed at start-up, installed on first use (a chunk of their own). */
async function withExtras(): Promise<LiffExtras | undefined> {
  if (!ready()) return undefined;
  extras ??= import('./runtime-extras').then(({ installExtras }) => installExtras());
  try {
    return await extras;
  } catch (error) {
    extras = undefined;
    console.warn('LIFF APIs could not be loaded.', error);
    return undefined;
  }
}

function recordMockCall(api: string, args: unknown[]): void {
  if (import.meta.env.VITE_LIFF_MOCK === 'true' && window.__EORDER_LIFF_MOCK_CALLS__) {
    window.__EORDER_LIFF_MOCK_CALLS__.push({ api, args });
  }
}

/** The raw ID token of the signed-in LINE user, for the bff to verify; null outside LIFF. */
export function getIdToken(): string | null {
  return ready()?.getIDToken() ?? null;
}

/** The LIFF access token (the bff keeps it only to revoke it at logout). */
export function getAccessToken(): string | null {
  return ready()?.getAccessToken() ?? null;
}

/** Starts LINE Login and comes back to `redirectUri` (the current page by default), guarded against loops. */
export function loginWithLine(
  redirectUri = window.location.href,
): 'redirecting' | 'loop' | 'unavailable' {
  const sdk = ready();
  if (!sdk) return 'unavailable';
  if (!beginLoginAttempt(redirectUri)) return 'loop';
  recordMockCall('login', [{ redirectUri }]);
  sdk.login({ redirectUri });
  return 'redirecting';
}

/** Ends the LIFF login (after the bff revoked the token). */
export async function logoutLiff(): Promise<void> {
  const sdk = ready();
  const api = await withExtras();
  if (!sdk || !api) return;
  recordMockCall('logout', []);
  if (sdk.isLoggedIn()) api.logout();
}

export function isApiAvailable(api: 'shareTargetPicker' | 'requestFriendship'): boolean {
  const sdk = ready();
  if (!sdk) return false;
  try {
    return sdk.isApiAvailable(api);
  } catch {
    return false;
  }
}

/** Friendship with the official account linked to the LIFF app; null when it cannot be told. */
export async function getFriendship(): Promise<boolean | null> {
  const api = await withExtras();
  if (!api) return null;
  try {
    return (await api.getFriendship()).friendFlag;
  } catch (error) {
    console.warn('LIFF friendship is not available.', error);
    return null;
  }
}

/** Asks LINE to show the add-friend screen where this LINE version offers it; answers whether it did. */
export async function requestFriendship(): Promise<boolean> {
  if (!isApiAvailable('requestFriendship')) return false;
  const api = await withExtras();
  if (!api) return false;
  recordMockCall('requestFriendship', []);
  try {
    await api.requestFriendship();
    return true;
  } catch (error) {
    console.warn('LIFF requestFriendship failed.', error);
    return false;
  }
}

/** Opens a URL: inside LINE through LINE (in its browser), elsewhere in a new tab. */
export async function openWindow(url: string, external = false): Promise<void> {
  const sdk = ready();
  recordMockCall('openWindow', [{ url, external }]);
  const api = sdk?.isInClient() ? await withExtras() : undefined;
  if (api) api.openWindow({ url, external });
  else window.open(url, '_blank', 'noopener,noreferrer');
}

export type ShareOutcome = 'sent' | 'closed' | 'unknown' | 'unsupported' | 'failed';

/**
 * Sends messages with the share target picker, guarded by `isApiAvailable`. 'unknown' is what an
 * old LINE answers: the picker opened but LINE does not say whether anything was sent.
 */
export async function shareTargetPicker(messages: unknown[]): Promise<ShareOutcome> {
  if (!isApiAvailable('shareTargetPicker')) return 'unsupported';
  const api = await withExtras();
  if (!api) return 'unsupported';
  recordMockCall('shareTargetPicker', [messages]);
  try {
    const answer = await api.shareTargetPicker(
      messages as Parameters<Liff['shareTargetPicker']>[0],
    );
    if (!answer) return 'unknown';
    return answer.status === 'success' ? 'sent' : 'closed';
  } catch (error) {
    console.warn('shareTargetPicker failed.', error);
    return 'failed';
  }
}
