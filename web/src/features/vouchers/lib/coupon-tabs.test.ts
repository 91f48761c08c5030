import { describe, expect, it } from 'vitest';
import { couponState, couponsOfTab, tabOf } from './coupon-tabs';

const NOW = Date.parse('2025-06-01T00:00:00Z');
const coupon = (couponid: string, extra: Record<string, unknown>) => ({ Coupon: { couponid, _lock: 'N', ...extra }, Promotion: null });

const unused = coupon('A', { ExpireDate: '2025-07-01T00:00:00Z' });
const used = coupon('B', { _lock: 'Y', UsedDate: '2025-05-01T00:00:00Z', OrderID: 'O1' });
const expired = coupon('C', { ExpireDate: '2025-05-01T00:00:00Z' });

describe('coupon tabs', () => {
  it('tells unused, used (_lock Y) and expired coupons apart', () => {
    expect([unused, used, expired].map((entry) => couponState(entry, NOW))).toEqual(['UNUSED', 'USED', 'EXPIRED']);
  });

  it('shows everything under All, usable ones under Received, used ones under Paid', () => {
    const all = [unused, used, expired];
    expect(couponsOfTab(all, 'ALL', NOW)).toHaveLength(3);
    expect(couponsOfTab(all, 'RECEIVED', NOW).map((entry) => entry.Coupon.couponid)).toEqual(['A']);
    expect(couponsOfTab(all, 'PAID', NOW).map((entry) => entry.Coupon.couponid)).toEqual(['B']);
  });

  it('reads the tab of the URL, All otherwise', () => {
    expect(tabOf('received')).toBe('RECEIVED');
    expect(tabOf('PAID')).toBe('PAID');
    expect(tabOf('nonsense')).toBe('ALL');
    expect(tabOf(null)).toBe('ALL');
  });
});
