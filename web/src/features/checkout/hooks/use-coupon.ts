import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isCouponValidAnswer } from '@eorder/shared';
import { checkCoupon } from '../api/check-coupon';
import type { CheckoutAnswer } from '../api/checkout.schema';

/** The coupon the customer applied, checked first with the coupon call, then with every summary. */
export function useCoupon(customerCode: string | null) {
  const { t } = useTranslation('checkout');
  const [couponId, setCouponId] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [checkingCoupon, setCheckingCoupon] = useState(false);

  const applyCoupon = async (code: string, saleUnit: string | null) => {
    if (!customerCode || !saleUnit) return;
    setCheckingCoupon(true);
    setCouponError(null);
    const result = await checkCoupon({ customerCode, saleUnit, couponId: code });
    setCheckingCoupon(false);
    if (!result.ok) {
      setCouponError(result.error.message || t('couponStatus.other'));
      return;
    }
    if (!isCouponValidAnswer(result.data)) {
      const status = result.data.statusText;
      const message = (result.data as Record<string, unknown>).Message;
      setCouponError(
        typeof message === 'string' && message
          ? message
          : t(`couponStatus.${status}`, { defaultValue: t('couponStatus.other') }),
      );
      return;
    }
    setCouponId(code);
  };

  /** Takes the coupon off, with the reason shown (none when the customer removed it). */
  const dropCoupon = useCallback((why: string | null = null) => {
    setCouponId(null);
    setCouponError(why);
  }, []);

  return { couponId, couponError, checkingCoupon, applyCoupon, dropCoupon };
}

/** The server re-checks the coupon with the order: one that no longer applies is taken off. */
export function useCouponRecheck(
  data: CheckoutAnswer | undefined,
  couponId: string | null,
  dropCoupon: (why: string) => void,
) {
  const { t } = useTranslation('checkout');
  useEffect(() => {
    const answer = data?.Cart.Coupon;
    if (!couponId || !answer || answer.couponid !== couponId || answer.statusText === 'OK') return;
    dropCoupon(t(`couponStatus.${answer.statusText}`, { defaultValue: t('couponStatus.other') }));
  }, [data, couponId, dropCoupon, t]);
}
