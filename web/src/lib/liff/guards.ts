// Small pieces of state the LIFF adapter keeps in the tab (sessionStorage), and
// the device-clock check.

const LOGIN_ATTEMPT_KEY = 'eorder:liff-login';
const ACTIVE_KEY = 'eorder:liff-active';
/** A second login for the same page within this time means LINE did not sign the person in: stop. */
export const LOGIN_LOOP_WINDOW_MS = 2 * 60 * 1000;
/** More than this between the device and the server makes LINE's tokens look expired or not yet valid. */
export const CLOCK_SKEW_LIMIT_MS = 5 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

interface LoginAttempt {
  at: number;
  page: string;
}

/**
 * Records a LINE login about to start for `page`; answers false when one was already started for
 * it moments ago (LINE sent the person back without a session), so the caller must not loop.
 */
export function beginLoginAttempt(page: string, now = Date.now()): boolean {
  const store = storage();
  if (!store) return true;
  try {
    const previous = JSON.parse(store.getItem(LOGIN_ATTEMPT_KEY) ?? 'null') as LoginAttempt | null;
    if (previous && previous.page === page && now - previous.at < LOGIN_LOOP_WINDOW_MS)
      return false;
  } catch {
    // A malformed record is replaced below.
  }
  store.setItem(LOGIN_ATTEMPT_KEY, JSON.stringify({ at: now, page } satisfies LoginAttempt));
  return true;
}

export function clearLoginAttempt(): void {
  storage()?.removeItem(LOGIN_ATTEMPT_KEY);
}

/** The tab is a LIFF app (set once LIFF started), so later pages of it start LIFF too. */
export function markLiffActive(area: string): void {
  storage()?.setItem(ACTIVE_KEY, area);
}

export function wasLiffActive(): boolean {
  const area = storage()?.getItem(ACTIVE_KEY);
  return area !== null && area !== undefined;
}

/**
 * How far the device clock is from the server's (milliseconds, positive when the device is
 * behind), from the Date header of a light bff call; null when it cannot be told.
 */
export async function measureClockSkew(fetchImpl: typeof fetch = fetch): Promise<number | null> {
  try {
    const before = Date.now();
    const response = await fetchImpl('bff/health', {
      cache: 'no-store',
      credentials: 'same-origin',
    });
    const after = Date.now();
    const header = response.headers.get('date');
    if (!header) return null;
    const server = Date.parse(header);
    if (Number.isNaN(server)) return null;
    // The header has whole seconds; compare with the middle of the round trip.
    return server + 500 - (before + after) / 2;
  } catch {
    return null;
  }
}

export function isClockWrong(skewMs: number | null): boolean {
  return skewMs !== null && Math.abs(skewMs) > CLOCK_SKEW_LIMIT_MS;
}
