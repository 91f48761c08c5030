// The cookies the web may read and write. Their names carry the company prefix from the runtime
// configuration (`dsg_` by default). The session tokens are httpOnly and belong to the bff: they
// cannot be read here, and no function here pretends otherwise.
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
  | 'customerimage';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function cookieName(name: ReadableCookie): string {
  return `${getRuntimeConfig().cookiePrefix}${name}`;
}

/** The cookie path: the base path the bff serves the app under, without its trailing slash. */
function cookiePath(): string {
  const base = getBasePath();
  return base === '/' ? '/' : base.slice(0, -1);
}

/** Reads a prefixed cookie; undefined when absent. */
export function readCookie(name: ReadableCookie): string | undefined {
  const wanted = `${encodeURIComponent(cookieName(name))}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(wanted)) {
      const raw = entry.slice(wanted.length);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
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
  const parts = [
    `${encodeURIComponent(cookieName(name))}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAgeSeconds}`,
    `Path=${cookiePath()}`,
    'SameSite=Lax',
  ];
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: ReadableCookie): void {
  writeCookie(name, '', 0);
}
