// Whose catalogue a request reads: always the center and the customer of the
// caller's jtoken. A body or query may repeat them (the specification's client
// sends SaleUnit and CustomerId); a different value is refused, never obeyed,
// so no one reads another center's prices by editing a request.
import { AppError, bangkokDateKey, GUEST_CUSTOMER_CODE, GUEST_ROLE, type CustomerClaims } from '@eorder/shared';
import type { CatalogueScope } from './repository';

export interface CallerScope extends CatalogueScope {
  isGuest: boolean;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Today in Bangkok as YYYY-MM-DD and its weekday (0 Sunday). */
export function bangkokToday(now: Date): { today: string; weekday: number } {
  const key = bangkokDateKey(now);
  const today = `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return { today, weekday };
}

/**
 * The scope of a customer or guest token. `requested` is what the request itself names:
 * a SaleUnit other than the token's center is CENTER_NOT_ALLOWED (403); a CustomerId other
 * than the token's customer is AUTH_FORBIDDEN (403). Blank values count as not given.
 */
export function callerScope(
  claims: CustomerClaims,
  now: Date,
  requested: { saleUnit?: string | null; customerId?: string | null } = {},
): CallerScope {
  const saleUnit = claims.SALEUNIT.trim();
  if (saleUnit === '') throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: requested.saleUnit ?? '' });
  const wantedUnit = requested.saleUnit?.trim();
  if (wantedUnit && !same(wantedUnit, saleUnit)) {
    throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: wantedUnit });
  }
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
