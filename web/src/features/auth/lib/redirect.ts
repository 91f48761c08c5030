// Where to go after a sign-in: `?redirect=` or the router state's `from`, when it is a path of this
// app. Anything else (another origin, `//host`, a backslash trick, the sign-in pages themselves)
// falls back, so a crafted link cannot send a person elsewhere after they signed in.
import { stripLangPrefix } from '@/config/paths';

const SIGN_IN_PAGES = /^\/(login|register|verifyotp|backupverifyotp|merchant\/login|merchant\/verifyotp|rider\/login|rider\/verifyotp)(?=[/?#]|$)/;

export function safeRedirect(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters are stripped by URL parsing and could hide a `//`.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  if (SIGN_IN_PAGES.test(stripLangPrefix(value))) return null;
  return value;
}

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/** The path carried in router state as `{ from }`, a string or a location. */
export function pathFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = state.from;
  if (typeof from === 'string') return safeRedirect(from);
  if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as LocationLike;
    if (typeof pathname !== 'string') return null;
    const tail = `${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
    return safeRedirect(`${pathname}${tail}`);
  }
  return null;
}

/** The target after sign-in: `?redirect=`, else the router state, else `fallback`. */
export function redirectTarget(search: string, state: unknown, fallback: string): string {
  const fromQuery = safeRedirect(new URLSearchParams(search).get('redirect'));
  return fromQuery ?? pathFromState(state) ?? fallback;
}
