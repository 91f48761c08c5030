// The head of every merchant order page: number, status, customer, date, center, and the links
// between the detail, payment and tracking pages.
import { Link } from 'react-router-dom';
import type { MerchantOrderDetailAnswer } from '@eorder/shared';
import { orderCenterName } from '@/lib/localized-name';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { StatusTag } from '@/components/order-status-tag';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import '../i18n';
import styles from './merchant-orders.module.css';

export function OrderHeader({ detail }: { detail: MerchantOrderDetailAnswer }) {
  const { t } = useTranslation('merchantOrders');
  const lang = useLang();
  const localePath = useLocalePath();
  const order = detail.Order;
  const ref = { orderid: order.OrderID, saleunit: order.SaleUnit };
  return (
    <div className={styles.card}>
      <div className={styles.row}>
        <div>
          <div className={styles.orderNo} data-testid="order-id">
            {t('orderNo', { id: order.OrderID })}
          </div>
          <div className={styles.muted}>{formatDateTime(order.OrderDate, lang)}</div>
          <div>
            {order.Customer_Name ?? ''} <span className={styles.muted}>({order.Customer_Id})</span>
          </div>
          {order.SaleUnitName ? <div className={styles.muted}>{orderCenterName(order, lang)}</div> : null}
          {order.PlacedByName ? <div className={styles.muted}>{t('placedBy', { name: order.PlacedByName })}</div> : null}
        </div>
        <StatusTag status={order.Status} />
      </div>
      <nav className={styles.actions} aria-label={t('sections')}>
        <Link to={localePath(paths.merchantOrderDetail.href(ref))}>{t('detail')}</Link>
        <Link to={localePath(paths.merchantOrderPayment.href(ref))} data-testid="payment-link">
          {t('payment.title')}
        </Link>
        <Link to={localePath(paths.merchantOrderTracking.href(ref))} data-testid="tracking-link">
          {t('tracking.title')}
        </Link>
      </nav>
    </div>
  );
}
