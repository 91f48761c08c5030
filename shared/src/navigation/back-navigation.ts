/** Route ids the back rule knows, as the specification names those routes. */
export const LINE_ENTRY_ROUTE_IDS = ['line_hook', 'line-authen'] as const;
export const HISTORY_ORDER_DETAIL_ROUTE_ID = 'history-orderid-saleunit';

export type BackTarget =
  { kind: 'home'; path: string } | { kind: 'path'; path: string } | { kind: 'back' };

/**
 * Where the mobile top bar's back button goes:
 * - from an unknown origin (the app was opened on this page), or from a LINE entry page
 *   (line_hook, line-authen): home;
 * - on the history order detail page: the order history;
 * - otherwise: one step back.
 * Paths carry the English prefix when the locale is English.
 */
export function backTarget(input: {
  fromRouteId: string | null | undefined;
  currentRouteId: string | null | undefined;
  locale?: 'th' | 'en';
}): BackTarget {
  const prefix = input.locale === 'en' ? '/en' : '';
  const from = (input.fromRouteId ?? '').trim();
  if (from === '' || (LINE_ENTRY_ROUTE_IDS as readonly string[]).includes(from)) {
    return { kind: 'home', path: prefix === '' ? '/' : prefix };
  }
  if (input.currentRouteId === HISTORY_ORDER_DETAIL_ROUTE_ID) {
    return { kind: 'path', path: `${prefix}/history` };
  }
  return { kind: 'back' };
}
