// The tabs of the coupon pages (the specification's All, Received and Paid): Received holds the
// coupons the customer can still use, Paid those already used on an order; expired ones show
// under All only.
import type { CustomerCoupon } from '@eorder/shared';

export const COUPON_TABS = ['ALL', 'RECEIVED', 'PAID'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

export type CouponState = 'UNUSED' | 'USED' | 'EXPIRED';

export function couponState(entry: CustomerCoupon, now = Date.now()): CouponState {
  const coupon = entry.Coupon;
  if (coupon._lock === 'Y') return 'USED';
  const status = (coupon as Record<string, unknown>).Status;
  if (status === 'EXPIRED') return 'EXPIRED';
  const expires = coupon.ExpireDate ? Date.parse(coupon.ExpireDate) : Number.NaN;
  return !Number.isNaN(expires) && expires < now ? 'EXPIRED' : 'UNUSED';
}

export function couponsOfTab(entries: readonly CustomerCoupon[], tab: CouponTab, now = Date.now()): CustomerCoupon[] {
  if (tab === 'ALL') return [...entries];
  const wanted: CouponState = tab === 'RECEIVED' ? 'UNUSED' : 'USED';
  return entries.filter((entry) => couponState(entry, now) === wanted);
}

export const tabOf = (value: string | null): CouponTab =>
  (COUPON_TABS as readonly string[]).includes((value ?? '').toUpperCase()) ? ((value ?? '').toUpperCase() as CouponTab) : 'ALL';
