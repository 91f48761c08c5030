// The lines of an order as it was placed (free lines, unit prices, line discounts; points for a
// redeem order) and the promotions and coupon it used.
import { useLang } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { promotionLabel } from '@/lib/localized-name';
import type { OrderFullDetail } from '../api/orders.schema';
import { isFree, type OrderFacts } from '../lib/order-facts';
import styles from './orders.module.css';

export function OrderItems({ data, facts }: { data: OrderFullDetail; facts: OrderFacts }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const { points, couponId } = facts;
  const money = (value: unknown) => formatMoney(Number(value ?? 0), lang);
  return (
    <section className={styles.card} aria-label={t('items')}>
      <h2 className={styles.sectionTitle}>{t('items')}</h2>
      <table className={styles.table} data-testid="order-lines">
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col" className={styles.num}>
              {t('qty')}
            </th>
            <th scope="col" className={styles.num}>
              {points ? t('pointsUsed') : t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.OrderDetails.map((line) => {
            const free = isFree(line.IsFree);
            const net = Number((line as Record<string, unknown>).NetAmount ?? line.Amount ?? 0);
            return (
              <tr key={`${line.LineNo ?? ''}-${line.P_Code}`}>
                <td>
                  {free ? <span className={styles.free}>[{t('free')}] </span> : null}
                  {line.PRODUCTNAME ?? line.P_Code}
                  {!free && !points && line.Price ? (
                    <div className={styles.muted}>
                      {money(line.Price)} / {line.UNITNAME}
                    </div>
                  ) : null}
                  {Number(line.DiscountAmount ?? 0) > 0 ? (
                    <div className={styles.free}>
                      {t('discount')} −{money(line.DiscountAmount)}
                    </div>
                  ) : null}
                </td>
                <td className={styles.num}>
                  {formatNumber(Number(line.Qty ?? 0), lang)} {line.UNITNAME}
                </td>
                <td className={styles.num}>
                  {free ? t('free') : points ? formatNumber(Number(line.Points ?? 0), lang) : money(net)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {data.Promotions.length > 0 || couponId ? (
        <>
          <h3 className={styles.sectionTitle}>{t('promotions')}</h3>
          <ul className={styles.list}>
            {data.Promotions.map((promotion) => (
              <li key={promotion.PromotionId} className={styles.row}>
                <span>{promotionLabel(promotion, lang)}</span>
                {promotion.DiscountAmount > 0 ? <span className={styles.free}>−{money(promotion.DiscountAmount)}</span> : null}
              </li>
            ))}
            {couponId ? <li>{t('coupon', { code: couponId })}</li> : null}
          </ul>
        </>
      ) : null}
    </section>
  );
}
