// A customer's latest orders at a center, each a link to the merchant's order page: on the
// customer's page, and beside a chat conversation (loaded there on demand).
import { Link } from 'react-router-dom';
import { orderEventLabel, type MerchantCustomerAnswer } from '@eorder/shared';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useCustomerDetail } from '../api/customers';
import '../i18n';
import styles from './merchant-customers.module.css';

export function RecentOrders({ customer }: { customer: MerchantCustomerAnswer }) {
  const { t } = useTranslation('merchantCustomers');
  const lang = useLang();
  const localePath = useLocalePath();
  return (
    <section className={styles.card} aria-label={t('recentOrders')} data-testid="customer-recent-orders">
      <h2 className={styles.sectionTitle}>{t('recentOrders')}</h2>
      {customer.RecentOrders.length === 0 ? <p className={styles.muted}>{t('noOrders')}</p> : null}
      <ul className={styles.list}>
        {customer.RecentOrders.map((order) => (
          <li key={order.OrderID} className={styles.row}>
            <Link
              className={styles.orderLink}
              to={localePath(
                paths.merchantOrderDetail.href({
                  orderid: order.OrderID,
                  saleunit: customer.SaleUnit,
                }),
              )}
            >
              {order.OrderID}
            </Link>
            <span className={styles.muted}>{formatDateTime(order.CreateDate, lang)}</span>
            <span>{orderEventLabel(order.Status)?.[lang] ?? order.Status}</span>
            <strong>{formatMoney(order.Total, lang)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The latest orders of a customer read by code and center; nothing when the customer is not the staff member's. */
export default function CustomerRecentOrders({
  code,
  saleUnit,
}: {
  code: string;
  saleUnit: string;
}) {
  const { data } = useCustomerDetail(code, saleUnit);
  return data ? <RecentOrders customer={data} /> : null;
}
