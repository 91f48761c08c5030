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

/** What the bff keeps of a LINE session in the readable `line_session` cookie (`customer:DC02`). */
export interface LineSessionOrigin {
  area: 'customer' | 'merchant' | 'gateway';
  /** The center a rich menu bound the session to, or null. */
  boundSaleUnit: string | null;
}

/** Reads the `line_session` cookie value; null when it is not one. */
export function parseLineSession(value: string | undefined | null): LineSessionOrigin | null {
  if (!value) return null;
  const [area, saleUnit] = value.split(':', 2);
  if (area !== 'customer' && area !== 'merchant' && area !== 'gateway') return null;
  return {
    area,
    boundSaleUnit: saleUnit && /^[A-Za-z0-9_-]{1,20}$/.test(saleUnit) ? saleUnit : null,
  };
}
