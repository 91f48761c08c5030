import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CustomerCoupon } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import styles from './checkout.module.css';

export interface CouponBoxProps {
  applied: string | null;
  /** The coupon's discount on this order, when applied. */
  discount: number;
  coupons: readonly CustomerCoupon[];
  busy: boolean;
  /** Why the last coupon tried could not be used. */
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** A coupon code to type or one of the customer's unused coupons to pick, and the one applied. */
export function CouponBox({ applied, discount, coupons, busy, error, onApply, onRemove }: CouponBoxProps) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const [code, setCode] = useState('');
  const submit = () => {
    const value = code.trim();
    if (value) onApply(value);
  };
  return (
    <section className={styles.card} aria-label={t('coupon')} data-testid="checkout-coupon">
      <h2 className={styles.sectionTitle}>{t('coupon')}</h2>
      {applied ? (
        <div className={styles.applied} role="status">
          <span>
            {t('couponApplied', { code: applied })}
            {discount > 0 ? ` (−${formatMoney(discount, lang)})` : ''}
          </span>
          <Button size="small" fill="none" color="danger" onClick={onRemove}>
            {t('removeCoupon')}
          </Button>
        </div>
      ) : (
        <>
          <form
            className={styles.couponForm}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <input
              className={styles.input}
              aria-label={t('couponCode')}
              placeholder={t('couponPlaceholder')}
              value={code}
              maxLength={60}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" color="primary" fill="outline" loading={busy} disabled={code.trim() === ''}>
              {t('apply')}
            </Button>
          </form>
          {coupons.length > 0 ? (
            <div className={styles.couponList}>
              <span className={styles.muted}>{t('yourCoupons')}</span>
              {coupons.map(({ Coupon, Promotion }) => {
                const value = (Coupon as Record<string, unknown>).Value;
                return (
                  <button key={Coupon.couponid} type="button" className={styles.couponChip} onClick={() => onApply(Coupon.couponid)}>
                    <strong>{Coupon.couponid}</strong>
                    <span>
                      {typeof value === 'number' && Coupon.CouponType !== 'POINT'
                        ? t('couponValue', { value: formatMoney(value, lang) })
                        : (Promotion?.Opt30 ?? Promotion?.PromotionName ?? '')}
                    </span>
                  </button>
                );
              })}
            </div>
          ) : null}
        </>
      )}
      {error ? (
        <p className={styles.warning} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
