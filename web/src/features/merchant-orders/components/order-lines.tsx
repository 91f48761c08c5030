// The order's lines, promotions, total and remark.
import type { MerchantOrderDetailAnswer } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { promotionFullName } from '@/lib/localized-name';
import styles from './merchant-orders.module.css';

export function OrderLines({ detail: data }: { detail: MerchantOrderDetailAnswer }) {
  const { t } = useTranslation('merchantOrders');
  const lang = useLang();
  const order = data.Order;
  const point = order.Mode === 'point';
  const amount = (value: unknown) => (point ? t('points', { points: formatNumber(Number(value ?? 0), lang) }) : formatMoney(Number(value ?? 0), lang));

  return (
    <section className={styles.card} aria-label={t('lines')}>
      <h2 className={styles.sectionTitle}>{t('lines')}</h2>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>{t('product')}</th>
            <th className={styles.number}>{t('qty')}</th>
            <th className={styles.number}>{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {data.OrderDetails.map((line) => (
            <tr key={`${line.LineNo ?? ''}-${line.P_Code}`}>
              <td>
                {line.PRODUCTNAME ?? line.P_Code}
                <div className={styles.muted}>{line.P_Code}</div>
              </td>
              <td className={styles.number}>
                {formatNumber(Number(line.Qty ?? 0), lang)} {line.UNITNAME ?? ''}
              </td>
              <td className={styles.number}>{point ? formatNumber(Number(line.Points ?? 0), lang) : formatMoney(Number(line.Amount ?? 0), lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.Promotions.length > 0 ? (
        <ul className={styles.list} aria-label={t('promotions')}>
          {data.Promotions.map((promotion) => (
            <li key={promotion.PromotionId} className={styles.row}>
              <span>{promotionFullName(promotion, lang) || promotion.PromotionId}</span>
              <span>-{formatMoney(promotion.DiscountAmount, lang)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.row}>
        <strong>{t('total')}</strong>
        <strong>{amount(point ? order.PointsUsed : order.Total)}</strong>
      </div>
      {order.Remark ? <div className={styles.muted}>{t('remark', { text: order.Remark })}</div> : null}
    </section>
  );
}
