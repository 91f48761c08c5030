import { DEFAULT_COOKIE_PREFIX } from '../constants.js';

/**
 * Every cookie of the specification, with the company prefix (`dsg_` by default).
 * Tokens are httpOnly and handled by the bff only; the others are readable by the web.
 */
export function cookieNames(prefix: string = DEFAULT_COOKIE_PREFIX) {
  return {
    /** Customer and guest jtoken (httpOnly). */
    token: `${prefix}token`,
    /** Points (redeem) mode: 'Y' when on. */
    point: `${prefix}point`,
    guestUid: `${prefix}guest-uid`,
    /** Agent state of the session (ordering for a client). */
    agent: `${prefix}agent`,
    customerImage: `${prefix}customerimage`,
    locale: `${prefix}locale`,
    /** Center id carried from a LINE link. */
    cid: `${prefix}cid`,
    cookiesConsent: `${prefix}cookies_consent`,
    /** LINE access token kept for revoke on logout (httpOnly). */
    lineToken: `${prefix}lineToken`,
    /** Merchant staff jtoken (httpOnly). */
    stToken: `${prefix}st_token`,
    stUser: `${prefix}st_user`,
    /** The staff user's selected center. */
    stUserDist: `${prefix}st_user_dist`,
    /** Rider jtoken (httpOnly). */
    riderToken: `${prefix}rider_token`,
    riderUser: `${prefix}rider_user`,
  } as const;
}
export type CookieNames = ReturnType<typeof cookieNames>;
export type CookieKey = keyof CookieNames;

/** Cookies only the bff sets and reads. */
export const HTTP_ONLY_COOKIE_KEYS = [
  'token',
  'stToken',
  'riderToken',
  'lineToken',
] as const satisfies readonly CookieKey[];

/** Cookies the web reads (and may write). */
export const WEB_READABLE_COOKIE_KEYS = [
  'locale',
  'point',
  'cid',
  'cookiesConsent',
  'guestUid',
  'stUser',
  'stUserDist',
  'riderUser',
  'agent',
  'customerImage',
] as const satisfies readonly CookieKey[];
