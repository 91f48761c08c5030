import { useTranslation } from '@/lib/i18n';
import { promotionLabel } from '@/lib/localized-name';
import { useLang } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import type { CheckoutCart } from '../api/checkout.schema';
import styles from './checkout.module.css';

/** The lines to order as the server priced them, free items included, and the promotions. */
export function OrderLines({ cart, pointMode }: { cart: CheckoutCart; pointMode: boolean }) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const lines = cart.Lines.filter((line) => line.Selected || line.IsFree);
  const applied = cart.Promotions.filter((promotion) => promotion.Status === 'APPLIED');
  return (
    <section
      className={styles.card}
      aria-label={t('items', { count: lines.length })}
      data-testid="checkout-lines"
    >
      <h2 className={styles.sectionTitle}>{t('items', { count: lines.length })}</h2>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const name = (lang === 'en' ? line.PRODUCTNAME_EN : null) || line.PRODUCTNAME;
          const unit = (lang === 'en' ? line.UNITNAME_EN : null) || line.UNITNAME || '';
          return (
            <li key={line.Key} className={styles.line}>
              <span className={styles.lineName}>
                {line.IsFree ? <span className={styles.free}>[{t('free')}] </span> : null}
                {name}
                <span className={styles.muted}>
                  {' '}
                  × {t('qtyUnit', { qty: formatNumber(line.Qty, lang), unit })}
                </span>
              </span>
              <span className={styles.lineAmount}>
                {line.IsFree ? (
                  <span className={styles.free}>{t('free')}</span>
                ) : pointMode ? (
                  t('points', { points: formatNumber(line.Points, lang) })
                ) : (
                  <>
                    {line.DiscountAmount > 0 ? (
                      <>
                        <s className={styles.muted}>{formatMoney(line.Amount, lang)}</s>{' '}
                      </>
                    ) : null}
                    {formatMoney(line.NetAmount, lang)}
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {applied.length > 0 && !pointMode ? (
        <>
          <h3 className={styles.sectionTitle}>{t('promotions')}</h3>
          <ul className={styles.lines}>
            {applied.map((promotion) => (
              <li key={promotion.PromotionId} className={styles.line}>
                <span>{promotionLabel(promotion, lang)}</span>
                {promotion.DiscountAmount > 0 ? (
                  <span className={styles.discount}>
                    −{formatMoney(promotion.DiscountAmount, lang)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Products, each kind of discount, VAT and the total; the points in points mode. */
export function OrderTotals({ cart, pointMode }: { cart: CheckoutCart; pointMode: boolean }) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const totals = cart.Totals;
  const money = (value: number) => formatMoney(value, lang);
  if (pointMode) {
    return (
      <dl className={styles.rows}>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('pointsNeeded')}</dt>
          <dd data-testid="checkout-total">
            {t('points', { points: formatNumber(totals.Points, lang) })}
          </dd>
        </div>
      </dl>
    );
  }
  const discounts: [string, number][] = [
    [t('productDiscount'), totals.ProductDiscount],
    [t('billDiscount'), totals.BillDiscount],
    [t('couponDiscount'), totals.CouponDiscount],
  ];
  return (
    <dl className={styles.rows}>
      <div className={styles.row}>
        <dt>{t('subtotal')}</dt>
        <dd>{money(totals.Subtotal)}</dd>
      </div>
      {discounts
        .filter(([, value]) => value > 0)
        .map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd className={styles.discount}>−{money(value)}</dd>
          </div>
        ))}
      <div className={styles.row}>
        <dt>{t('vat')}</dt>
        <dd>{money(totals.VatAmount)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t('total')}</dt>
        <dd data-testid="checkout-total">{money(totals.Total)}</dd>
      </div>
    </dl>
  );
}
