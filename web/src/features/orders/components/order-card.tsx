import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import type { Order } from '@eorder/shared';
import { orderCenterName } from '@/lib/localized-name';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { StatusTag } from '@/components/order-status-tag';
import styles from './orders.module.css';

export const isPointOrder = (order: Pick<Order, 'Mode'>) => order.Mode === 'point';

/** An order of the history: number, date, center, status, total, and what can be done with it. */
export function OrderCard({ order, onBuyAgain, buying }: { order: Order; onBuyAgain: () => void; buying: boolean }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const localePath = useLocalePath();
  const detail = localePath(paths.historyDetail.href({ orderid: order.OrderID, saleunit: order.SaleUnit }));
  const tracking = localePath(paths.orderTracking.href({ id: order.OrderID }, { saleunit: order.SaleUnit }));
  return (
    <li className={styles.card} data-testid={`order-${order.OrderID}`}>
      <div className={styles.cardHead}>
        <div>
          <Link to={detail} className={styles.orderNo}>
            {t('orderNo', { id: order.OrderID })}
          </Link>
          <div className={styles.muted}>{t('orderedAt', { date: formatDateTime(order.OrderDate, lang) ?? order.OrderDate })}</div>
          {order.SaleUnitName ? <div className={styles.muted}>{t('center', { name: orderCenterName(order, lang) })}</div> : null}
        </div>
        <StatusTag status={order.Status} />
      </div>
      <div className={styles.cardFoot}>
        <span>
          {isPointOrder(order) ? <span className={styles.muted}>{t('redeemOrder')} · </span> : null}
          <span className={styles.amount}>
            {isPointOrder(order)
              ? t('points', { points: formatNumber(Number(order.PointsUsed ?? 0), lang) })
              : formatMoney(Number(order.Total ?? order.Money ?? 0), lang)}
          </span>
        </span>
        <div className={styles.actions}>
          <Link to={tracking} className={styles.action}>
            {t('track')}
          </Link>
          <Link to={detail} className={styles.action}>
            {t('detail')}
          </Link>
          <button type="button" className={`${styles.action} ${styles.actionPrimary}`} disabled={buying} onClick={onBuyAgain}>
            {buying ? t('buyingAgain') : t('buyAgain')}
          </button>
        </div>
      </div>
    </li>
  );
}
