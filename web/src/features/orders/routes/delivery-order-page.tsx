// /history/deliveryorder/{orderid}/{saleunit}: the delivery order of an order as a document to
// print or show when the goods arrive: who and where, what and how many, and the signatures.
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { orderCenterName } from '@/lib/localized-name';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useOrderDetail } from '../api/get-order-detail';
import '../i18n';
import { partyText } from '../lib/party-text';
import styles from '../components/orders.module.css';

export function DeliveryOrderPage() {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const session = useSession();
  const params = useParams();
  const orderId = params.orderid ?? null;
  const saleUnit = params.saleunit || session.customer?.ActiveDC || session.customer?.SALEUNIT || null;
  const { data, error, isLoading } = useOrderDetail(orderId, saleUnit);

  if (!orderId) {
    return (
      <section className={styles.page} data-testid="page-historyDeliveryOrder">
        <PageTitle title={tp('title.historyDeliveryOrder')} />
        <Link to={localePath(paths.history.href())}>{t('backToHistory')}</Link>
      </section>
    );
  }
  if (isLoading) return <PageSkeleton />;
  if (error || !data) {
    return (
      <section className={styles.page} data-testid="page-historyDeliveryOrder">
        <PageTitle title={tp('title.historyDeliveryOrder')} />
        <p role="alert">{t('notFound')}</p>
        <Link to={localePath(paths.history.href())}>{t('backToHistory')}</Link>
      </section>
    );
  }
  const { Order: order, ShipTo: shipTo } = data;
  return (
    <section className={styles.page} data-testid="page-historyDeliveryOrder">
      <div className={`${styles.cardHead} ${styles.noPrint}`}>
        <PageTitle title={tp('title.historyDeliveryOrder')} />
        <Button onClick={() => window.print()}>{t('print')}</Button>
      </div>
      <article className={styles.document}>
        <header className={styles.documentHead}>
          <div>
            <h2 className={styles.sectionTitle}>{t('deliveryOrder')}</h2>
            <div>{orderCenterName(order, lang) || order.SaleUnit}</div>
          </div>
          <div>
            <div>{t('documentNo', { id: order.OrderID })}</div>
            <div>{t('documentDate', { date: formatDateTime(order.OrderDate, lang) ?? order.OrderDate })}</div>
          </div>
        </header>
        <div>
          <div className={styles.muted}>{t('customer')}</div>
          <strong>
            {order.Customer_Name} ({order.Customer_Id})
          </strong>
          {shipTo ? (
            <>
              <div>{shipTo.Name}</div>
              <div>{partyText(shipTo)}</div>
              {shipTo.Phone ? <div>{t('phone', { phone: shipTo.Phone })}</div> : null}
            </>
          ) : null}
        </div>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('product')}</th>
              <th scope="col" className={styles.num}>
                {t('qty')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.OrderDetails.map((line, index) => (
              <tr key={`${line.LineNo ?? index}-${line.P_Code}`}>
                <td>{index + 1}</td>
                <td>
                  {line.P_Code} {line.PRODUCTNAME}
                  {line.IsFree === true ? ` (${t('free')})` : ''}
                </td>
                <td className={styles.num}>
                  {formatNumber(Number(line.Qty ?? 0), lang)} {line.UNITNAME}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.Remark ? (
          <div>
            {t('remark')}: {order.Remark}
          </div>
        ) : null}
        <div className={styles.signatures}>
          <div>
            <div className={styles.signatureLine}>{t('receivedBy')}</div>
            <div className={styles.muted}>{t('signatureDate')}</div>
          </div>
          <div>
            <div className={styles.signatureLine}>{t('deliveredBy')}</div>
            <div className={styles.muted}>{t('signatureDate')}</div>
          </div>
        </div>
      </article>
    </section>
  );
}
