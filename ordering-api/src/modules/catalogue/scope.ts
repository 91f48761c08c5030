// Whose catalogue a request reads: the center resolved for it and the token's customer; a different
// customer in the body or query is refused, never obeyed (decision 031).
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  bangkokDateKey,
  formatDateKey,
  GUEST_CUSTOMER_CODE,
  GUEST_ROLE,
  weekdayOf,
  type CustomerClaims,
} from '@eorder/shared';
import { customerClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import type { CatalogueScope } from './repository';

export interface CallerScope extends CatalogueScope {
  isGuest: boolean;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Today in Bangkok as YYYY-MM-DD and its weekday (0 Sunday). */
export function bangkokToday(now: Date): { today: string; weekday: number } {
  const key = bangkokDateKey(now);
  return { today: formatDateKey(key, 'YYYY-MM-DD'), weekday: weekdayOf(key) };
}

/**
 * The scope of a customer or guest token in the request's center. `requested.customerId` is the
 * customer the request itself names: one other than the token's is AUTH_FORBIDDEN (403). Blank
 * counts as not given.
 */
export function callerScope(
  claims: CustomerClaims,
  saleUnit: string,
  now: Date,
  requested: { customerId?: string | null } = {},
): CallerScope {
  const isGuest = claims.role === GUEST_ROLE;
  const wantedCustomer = requested.customerId?.trim();
  if (wantedCustomer) {
    const own = isGuest ? GUEST_CUSTOMER_CODE : claims.CUSTOMERCODE;
    if (!same(wantedCustomer, own)) throw new AppError('AUTH_FORBIDDEN');
  }
  return {
    saleUnit,
    customerCode: isGuest ? null : claims.CUSTOMERCODE,
    isGuest,
    ...bangkokToday(now),
  };
}

/** The scope of a customer-side request: its token's customer in the center resolved for it. */
export function requestScope(
  request: FastifyRequest,
  now: Date,
  requested: { customerId?: string | null } = {},
): CallerScope {
  return callerScope(customerClaims(request), centerOf(request).saleUnit, now, requested);
}
