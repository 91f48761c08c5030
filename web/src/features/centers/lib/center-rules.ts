// The picker's rules: which centers a person may choose from, the search, the paging, and when
// switching is offered at all.
import {
  CENTER_PICKER_PAGE_SIZE,
  matchesCenterSearch,
  type CustomerDcsAnswer,
  type DistributionCenter,
} from '@eorder/shared';

/**
 * A signed-in customer switches only between the centers they belong to (`Customer`); a guest may
 * browse any active center (`All`).
 */
export function choosableCenters(answer: Pick<CustomerDcsAnswer, 'Customer' | 'All'>, signedIn: boolean): DistributionCenter[] {
  return signedIn ? answer.Customer : answer.All;
}

/** The centers matching the search (sale unit, name, short name, address), the active one first. */
export function searchCenters(centers: readonly DistributionCenter[], text: string, active: string | null): DistributionCenter[] {
  const matches = centers.filter((center) => matchesCenterSearch(center, text));
  const index = active ? matches.findIndex((center) => center.SaleUnit === active) : -1;
  if (index > 0) {
    const [current] = matches.splice(index, 1);
    if (current) matches.unshift(current);
  }
  return matches;
}

/** The first `pages` pages of 12. */
export function pageOf<T>(items: readonly T[], pages: number): { shown: T[]; hasMore: boolean } {
  const shown = items.slice(0, Math.max(1, pages) * CENTER_PICKER_PAGE_SIZE);
  return { shown, hasMore: shown.length < items.length };
}

export interface SwitchContext {
  enableMultiDC: boolean;
  enableChangeDist: boolean;
  /** A center's LINE rich menu bound the session to it. */
  fromRichMenuActiveDc: boolean;
  /** A salesperson acting for a client: merchant switching is hidden. */
  isLoginAsSaleman: boolean;
}

/** Switching is offered only where enableChangeDist is on and no rich menu forced the center. */
export function canSwitchCenter(context: SwitchContext): boolean {
  return context.enableMultiDC && context.enableChangeDist && !context.fromRichMenuActiveDc && !context.isLoginAsSaleman;
}

/**
 * After sign-in: the first of the customer's centers becomes the active one when none is selected
 * or the selected one is not theirs. Null when nothing needs to change.
 */
export function centerAfterSignIn(active: string | null | undefined, own: readonly DistributionCenter[]): string | null {
  if (own.length === 0) return null;
  if (active && own.some((center) => center.SaleUnit === active)) return null;
  return own[0]?.SaleUnit ?? null;
}

/** The distance in km with one decimal, or null without one. */
export function distanceKm(center: DistributionCenter): number | null {
  const value = center.Distance;
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 10) / 10 : null;
}

/** The LINE official-account URL of a center, when it has a usable one. */
export function officialAccountUrl(center: Pick<DistributionCenter, 'LineChannel'>): string | null {
  const url = center.LineChannel?.url_line_oa?.trim();
  return url && /^https:\/\//i.test(url) ? url : null;
}
