// The cookies the web may read and write. Their names carry the company prefix from the runtime
// configuration (`dsg_` by default). The session tokens are httpOnly and belong to the bff: they
// cannot be read here, and no function here pretends otherwise.
import Cookies from 'js-cookie';
import { getRuntimeConfig } from './config';
import { getBasePath } from './navigation';

/** Readable cookies of the specification, without their prefix. */
export type ReadableCookie =
  | 'locale'
  | 'point'
  | 'cid'
  | 'cookies_consent'
  | 'guest-uid'
  | 'st_user'
  | 'st_user_dist'
  | 'rider_user'
  | 'agent'
  | 'customerimage'
  /** Written by the bff: the LINE area a session came from and its rich menu's center. */
  | 'line_session';

const DAY_SECONDS = 24 * 60 * 60;
const ONE_YEAR_SECONDS = 365 * DAY_SECONDS;

export function cookieName(name: ReadableCookie): string {
  return `${getRuntimeConfig().cookiePrefix}${name}`;
}

/** The cookie path: the base path the bff serves the app under, without its trailing slash. */
function cookiePath(): string {
  const base = getBasePath();
  return base === '/' ? '/' : base.slice(0, -1);
}

/**
 * Every cookie of the page as js-cookie reads them, kept while `document.cookie` stays the same: a
 * page of product cards reads the `point` cookie once per card, and js-cookie splits and decodes
 * every cookie on each read.
 */
let read: { raw: string; cookies: Record<string, string> } | undefined;

/** Reads a prefixed cookie; undefined when absent. */
export function readCookie(name: ReadableCookie): string | undefined {
  const raw = document.cookie;
  if (read?.raw !== raw) read = { raw, cookies: Cookies.get() };
  return read.cookies[cookieName(name)];
}

/** Reads a prefixed cookie holding JSON; undefined when absent or not JSON. */
export function readJsonCookie<T = unknown>(name: ReadableCookie): T | undefined {
  const raw = readCookie(name);
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** Writes a prefixed cookie for one year (SameSite=Lax; Secure on https), under the base path. */
export function writeCookie(name: ReadableCookie, value: string, maxAgeSeconds = ONE_YEAR_SECONDS): void {
  Cookies.set(cookieName(name), value, {
    expires: maxAgeSeconds / DAY_SECONDS,
    path: cookiePath(),
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
}

export function removeCookie(name: ReadableCookie): void {
  Cookies.remove(cookieName(name), { path: cookiePath() });
}
