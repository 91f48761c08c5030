import { describe, expect, it } from 'vitest';
import { isAppError, type CustomerClaims } from '@eorder/shared';
import { bangkokToday, callerScope } from './scope';

const claims = (overrides: Partial<CustomerClaims> = {}): CustomerClaims => ({
  sub: 'C000001',
  kind: 'customer',
  role: 'CUSTOMER',
  CUSTOMERCODE: 'C000001',
  SALEUNIT: 'DC01',
  iat: 1,
  exp: 2,
  ...overrides,
});

const NOW = new Date('2026-01-15T20:00:00Z'); // 03:00 on Friday 16 January in Bangkok

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return isAppError(error) ? error.code : 'not an AppError';
  }
  return undefined;
}

describe('callerScope', () => {
  it("scopes a customer to the request's center and the token's code, with Bangkok's date", () => {
    expect(callerScope(claims(), 'DC01', NOW)).toEqual({
      saleUnit: 'DC01',
      customerCode: 'C000001',
      isGuest: false,
      today: '2026-01-16',
      weekday: 5,
    });
  });

  it('scopes a guest without a customer', () => {
    const scope = callerScope(claims({ role: 'GUEST', CUSTOMERCODE: 'GUEST', sub: 'GUEST' }), 'DC01', NOW, { customerId: 'guest' });
    expect(scope.isGuest).toBe(true);
    expect(scope.customerCode).toBeNull();
  });

  it('accepts the same customer in any case, or a blank one', () => {
    expect(callerScope(claims(), 'DC01', NOW, { customerId: 'c000001' }).customerCode).toBe('C000001');
    expect(callerScope(claims(), 'DC01', NOW, { customerId: null }).customerCode).toBe('C000001');
  });

  it('refuses another customer', () => {
    expect(codeOf(() => callerScope(claims(), 'DC01', NOW, { customerId: 'C000002' }))).toBe('AUTH_FORBIDDEN');
    expect(codeOf(() => callerScope(claims({ role: 'GUEST' }), 'DC01', NOW, { customerId: 'C000001' }))).toBe('AUTH_FORBIDDEN');
  });
});

describe('bangkokToday', () => {
  it('answers the calendar day in Thailand, not in UTC', () => {
    expect(bangkokToday(new Date('2026-01-15T16:59:59Z'))).toEqual({ today: '2026-01-15', weekday: 4 });
    expect(bangkokToday(new Date('2026-01-15T17:00:00Z'))).toEqual({ today: '2026-01-16', weekday: 5 });
  });
});
