import { useTranslation } from '@/lib/i18n';
import { promotionLabel } from '@/lib/localized-name';
import { useLang } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import type { PricedCart } from '../api/cart.schema';
import styles from './cart.module.css';

/** The totals of a priced cart: products, discounts, VAT and the total (points in points mode). */
export function CartTotals({ priced, pointMode }: { priced: PricedCart | undefined; pointMode: boolean }) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  if (pointMode) {
    const points = priced ? t('points', { points: formatNumber(priced.Totals.Points, lang) }) : '…';
    return (
      <dl className={styles.rows}>
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{t('pointsTotal')}</dt>
          <dd data-testid="cart-total">{points}</dd>
        </div>
      </dl>
    );
  }
  const totals = priced?.Totals;
  const money = (value: number) => formatMoney(value, lang);
  return (
    <dl className={styles.rows}>
      {totals ? (
        <>
          <div className={styles.row}>
            <dt>{t('subtotal')}</dt>
            <dd>{money(totals.Subtotal)}</dd>
          </div>
          {totals.ProductDiscount > 0 ? (
            <div className={styles.row}>
              <dt>{t('productDiscount')}</dt>
              <dd className={styles.discountValue}>−{money(totals.ProductDiscount)}</dd>
            </div>
          ) : null}
          {totals.BillDiscount > 0 ? (
            <div className={styles.row}>
              <dt>{t('billDiscount')}</dt>
              <dd className={styles.discountValue}>−{money(totals.BillDiscount)}</dd>
            </div>
          ) : null}
          {totals.CouponDiscount > 0 ? (
            <div className={styles.row}>
              <dt>{t('couponDiscount')}</dt>
              <dd className={styles.discountValue}>−{money(totals.CouponDiscount)}</dd>
            </div>
          ) : null}
          <div className={styles.row}>
            <dt>{t('vat')}</dt>
            <dd>{money(totals.VatAmount)}</dd>
          </div>
        </>
      ) : null}
      <div className={`${styles.row} ${styles.totalRow}`}>
        <dt>{t('total')}</dt>
        <dd data-testid="cart-total">{priced?.PricesHidden ? t('priceHidden') : totals ? money(totals.Total) : '…'}</dd>
      </div>
    </dl>
  );
}

/** What each promotion gave (discounts and free items), and how close the next step is. */
export function PromotionList({ priced }: { priced: PricedCart }) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const shown = priced.Promotions.filter((p) => p.Status === 'APPLIED' || p.NextTier);
  if (shown.length === 0) return null;
  return (
    <section className={styles.card} aria-label={t('promotions')} data-testid="cart-promotions">
      <h2 className={styles.summaryTitle}>{t('promotions')}</h2>
      <ul className={styles.promotions}>
        {shown.map((promotion) => (
          <li key={promotion.PromotionId} className={styles.promotion}>
            <div>{promotionLabel(promotion, lang)}</div>
            {promotion.Status === 'APPLIED' && promotion.DiscountAmount > 0 ? (
              <div className={styles.discountValue}>
                {t('discount')} −{formatMoney(promotion.DiscountAmount, lang)}
              </div>
            ) : null}
            {promotion.Status === 'APPLIED'
              ? promotion.FreeItems.map((item) => (
                  <div key={item.P_Code} className={styles.discountValue}>
                    {t('freeItem', {
                      name: (lang === 'en' ? item.PRODUCTNAME_EN : null) || item.PRODUCTNAME,
                      qty: formatNumber(item.Qty, lang),
                      unit: item.UNITNAME ?? '',
                    })}
                  </div>
                ))
              : null}
            {promotion.NextTier ? (
              <div className={styles.hint}>
                {t('nextTier', {
                  missing: formatNumber(promotion.NextTier.Missing, lang),
                  name: promotionLabel(promotion, lang),
                })}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
