// /history/{orderid}/{saleunit}: one placed order with its actions; the rules are in
// lib/order-facts, the sections in the feature's components.
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { orderCenterName } from '@/lib/localized-name';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { StatusTag } from '@/components/order-status-tag';
import { CancelPanel } from '../components/cancel-panel';
import { OrderActions } from '../components/order-actions';
import { OrderItems } from '../components/order-items';
import { OrderParty } from '../components/order-party';
import { OrderPayment } from '../components/order-payment';
import { StatusTimeline } from '../components/status-timeline';
import { useOrderDetailPage } from '../hooks/use-order-detail-page';
import { orderFacts } from '../lib/order-facts';
import '../i18n';
import styles from '../components/orders.module.css';

export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const { data, error, isLoading, mutate, buy, placed } = useOrderDetailPage();

  if (isLoading) return <PageSkeleton />;
  if (error || !data) {
    return (
      <section className={styles.page} data-testid="page-historyDetail">
        <PageTitle title={tp('title.historyDetail')} />
        <div className={styles.card} role="alert">
          <p>{(error as { status?: number } | undefined)?.status === 404 ? t('notFound') : t('loadFailed')}</p>
          <Link to={localePath(paths.history.href())}>{t('backToHistory')}</Link>
        </div>
      </section>
    );
  }

  const order = data.Order;
  const facts = orderFacts(order, lang);

  return (
    <section className={styles.page} data-testid="page-historyDetail">
      <PageTitle title={tp('title.historyDetail')} />
      {placed ? (
        <p className={styles.notice} role="status">
          {t('placedNotice')}
        </p>
      ) : null}
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <div>
            <div className={styles.orderNo} data-testid="order-id">
              {t('orderNo', { id: order.OrderID })}
            </div>
            <div className={styles.muted}>{t('orderedAt', { date: formatDateTime(order.OrderDate, lang) ?? order.OrderDate })}</div>
            {order.SaleUnitName ? <div className={styles.muted}>{t('center', { name: orderCenterName(order, lang) })}</div> : null}
            {order.PlacedByName ? <div className={styles.muted}>{t('placedBy', { name: order.PlacedByName })}</div> : null}
          </div>
          <StatusTag status={order.Status} />
        </div>
        <OrderActions data={data} facts={facts} buy={buy} />
        {facts.canCancel ? <CancelPanel detail={data} onDone={() => void mutate()} /> : null}
      </div>

      <div className={styles.grid}>
        <div className={styles.grid} style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <OrderItems data={data} facts={facts} />
          <section className={styles.card} aria-label={t('history')}>
            <h2 className={styles.sectionTitle}>{t('history')}</h2>
            <StatusTimeline status={order.Status} events={data.StatusHistory} />
          </section>
        </div>
        <div className={styles.aside}>
          <OrderPayment data={data} facts={facts} />
          <OrderParty title={t('shipTo')} party={data.ShipTo} />
          <OrderParty title={t('billTo')} party={data.BillTo} />
        </div>
      </div>
    </section>
  );
}
