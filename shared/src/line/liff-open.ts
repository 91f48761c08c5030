// How a page load tells that LINE opened a LIFF app, and which of the three apps a path belongs to.
// The web decides with these whether to start LIFF; the bff, whether the page it serves preloads
// LIFF's start-up. Both must agree, so the rule lives here once.

/** Query parameters that LINE adds when it opens a LIFF app or returns from LINE Login; never the app's. */
export const LIFF_PARAMS = [
  'liff.state',
  'liff.referrer',
  'liff.hback',
  'liffClientId',
  'liffRedirectUri',
  'liffIsEscapedFromApp',
] as const;

export type LiffArea = 'customer' | 'merchant' | 'gateway';

/**
 * The LIFF app of an app path (under the base path, with or without its leading slash):
 * `merchant...`, `gateway...`, otherwise the customer app; the English prefix `en` does not count.
 */
export function liffAreaOf(appPath: string): LiffArea {
  const path = `/${appPath.replace(/^\/+/, '')}`.replace(/^\/en(?=[/?#]|$)/, '') || '/';
  if (/^\/merchant(?=[/?#]|$)/.test(path)) return 'merchant';
  if (/^\/gateway(?=[/?#]|$)/.test(path)) return 'gateway';
  return 'customer';
}

/** True in the LINE app's in-app browser, which names itself `Line/<version>` in its user agent. */
export function isLineUserAgent(userAgent: string | undefined): boolean {
  return /\bLine\/\d/i.test(userAgent ?? '');
}
