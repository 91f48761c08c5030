// What every catalogue call depends on: the session's center, the reader's language and the
// points mode. SWR keys carry all three, so a center switch, a language switch or the mode switch
// loads fresh answers instead of showing another center's products or prices.
import { sessionStore, useSession, type SessionState } from '@/lib/session';
import { getLangFromPath, useLang, type Lang } from '@/config/paths';
import { readCookie } from '@/lib/cookies';
import { currentRouterPath } from '@/lib/navigation';

export interface CatalogueContext {
  /** The session is known (the customer or guest user is loaded). */
  ready: boolean;
  /** The active center of the session, or null before a session exists. */
  saleUnit: string | null;
  lang: Lang;
  /** Points (redeem) mode, from the `point` cookie. */
  point: boolean;
  isGuest: boolean;
  /** The signed-in customer's code; null for a guest or without a session. */
  customerCode: string | null;
}

/** The context of a session in a language (the hook's and `currentCatalogueContext`'s rule). */
function catalogueContextOf(session: Readonly<SessionState>, lang: Lang): CatalogueContext {
  const user = session.customer;
  const saleUnit = user ? (user.ActiveDC ?? user.SALEUNIT ?? null) : null;
  return {
    ready: session.status === 'ready' && user !== null && saleUnit !== null,
    saleUnit,
    lang,
    point: readCookie('point') === 'Y',
    isGuest: session.isGuest,
    customerCode: session.isAuthenticated && user ? user.CUSTOMERCODE : null,
  };
}

export function useCatalogueContext(): CatalogueContext {
  return catalogueContextOf(useSession(), useLang());
}

/** The context now, outside React (data asked for before a page renders), in the URL's language. */
export function currentCatalogueContext(): CatalogueContext {
  return catalogueContextOf(sessionStore, getLangFromPath(currentRouterPath()));
}
