import { describe, expect, it } from 'vitest';
import { isCalendarDateKey, merchantActionsFor } from './merchant-actions.js';

describe('merchantActionsFor', () => {
  it('offers staff what the lifecycle lets them do in each status', () => {
    expect(merchantActionsFor({ Status: 'WAIT' })).toEqual(['approve', 'cancel']);
    expect(merchantActionsFor({ Status: 'APPROVED' })).toEqual(['ship', 'cancel']);
    expect(merchantActionsFor({ Status: 'SHIPPING' })).toEqual(['deliver']);
    expect(merchantActionsFor({ Status: 'DELIVERED' })).toEqual([]);
    expect(merchantActionsFor({ Status: 'CANCELLED' })).toEqual([]);
  });

  it('lets staff cancel a paid order (they handle the refund)', () => {
    expect(merchantActionsFor({ Status: 'WAIT', PaymentStatus: 'PAID' })).toContain('cancel');
  });

  it('offers nothing on a status it does not know', () => {
    expect(merchantActionsFor({ Status: 'LOST' })).toEqual([]);
  });
});

describe('isCalendarDateKey', () => {
  it('takes real days only', () => {
    expect(isCalendarDateKey('20261130')).toBe(true);
    expect(isCalendarDateKey('20240229')).toBe(true);
    expect(isCalendarDateKey('20250229')).toBe(false);
    expect(isCalendarDateKey('20261131')).toBe(false);
    expect(isCalendarDateKey('2026-11-30')).toBe(false);
  });
});
