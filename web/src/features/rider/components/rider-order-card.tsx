import Tag from 'antd-mobile/es/components/tag';
import { Link } from 'react-router-dom';
import type { RiderOrderCard as Card } from '@eorder/shared';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { OrderContact } from './order-contact';
import styles from '../rider.module.css';

/** An order of the rider's list: who, where, what to collect, and the way to it. */
export function RiderOrderCard({ order, singha = false }: { order: Card; singha?: boolean }) {
  const { t } = useTranslation('rider');
  const lang = useLang();
  const localePath = useLocalePath();
  const params = { orderid: order.OrderID, saleunit: order.SaleUnit };
  const detail = localePath(singha ? paths.riderDetailSingha.href(params) : paths.riderDetail.href(params));
  return (
    <li className={styles.card} data-testid={`rider-order-${order.OrderID}`}>
      <div className={styles.head}>
        <div>
          <Link to={detail} className={styles.title}>
            {order.CustomerName ?? order.CustomerCode}
          </Link>
          <div className={styles.muted}>{t('orderNo', { id: order.OrderID })}</div>
          {order.DeliveredAt ? (
            <div className={styles.muted}>{t('endedAt', { date: formatDateTime(order.DeliveredAt, lang) ?? '' })}</div>
          ) : null}
        </div>
        <Tag color="primary" fill="outline" data-testid="rider-order-status" data-status={order.Status}>
          {order.Outcome ? t(`outcome.${order.Outcome}`) : lang === 'en' ? order.StatusNameEn : order.StatusName}
        </Tag>
      </div>
      <div>{order.Address || t('noAddress')}</div>
      <CollectLine order={order} />
      <div className={styles.row}>
        <OrderContact order={order} />
        <Link to={detail} className={`${styles.action} ${styles.primary}`}>
          {t('open')}
        </Link>
      </div>
    </li>
  );
}

/** What the rider collects: the cash amount, or why there is none. */
export function CollectLine({ order }: { order: Card }) {
  const { t } = useTranslation('rider');
  const lang = useLang();
  if (order.AmountToCollect > 0)
    return (
      <div>
        {t('collect')} <span className={styles.amount} data-testid="amount-to-collect">{formatMoney(order.AmountToCollect, lang)}</span>
      </div>
    );
  const reason = order.PaymentMethod === 'CREDIT' ? t('credit') : order.PaymentStatus === 'PAID' ? t('paid') : t('nothingToCollect');
  return <div className={styles.muted}>{reason}</div>;
}
