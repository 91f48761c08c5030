// /order/tracking/{id}: where an order is: its steps with their times, the tracking number and the
// rider. The center comes from `?saleunit=` (links from the history carry it), else the active one.
// Without an id: find an order by its number, or pick one of the latest.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { formatDate, formatDateTime } from '@/lib/format';
import { useOrderTracking } from '../api/get-order-tracking';
import { useOrders } from '../api/get-orders';
import { StatusTag } from '@/components/order-status-tag';
import { StatusTimeline } from '../components/status-timeline';
import '../i18n';
import styles from '../components/orders.module.css';

function FindOrder() {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { orders } = useOrders('All');
  return (
    <>
      <form
        className={`${styles.card} ${styles.searchForm}`}
        onSubmit={(event) => {
          event.preventDefault();
          const id = text.trim();
          if (id) void navigate(localePath(paths.orderTracking.href({ id })));
        }}
      >
        <input className={styles.input} aria-label={t('trackingSearch')} placeholder={t('trackingSearch')} value={text} maxLength={40} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" color="primary">
          {t('trackingFind')}
        </Button>
      </form>
      {orders.length > 0 ? (
        <section className={styles.card} aria-label={t('trackingRecent')}>
          <h2 className={styles.sectionTitle}>{t('trackingRecent')}</h2>
          <ul className={styles.list}>
            {orders.slice(0, 5).map((order) => (
              <li key={order.OrderID} className={styles.cardFoot}>
                <Link to={localePath(paths.orderTracking.href({ id: order.OrderID }, { saleunit: order.SaleUnit }))}>
                  {t('orderNo', { id: order.OrderID })}
                </Link>
                <span className={styles.muted}>{formatDateTime(order.OrderDate, lang)}</span>
                <StatusTag status={order.Status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function TrackingPage() {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const session = useSession();
  const { id } = useParams();
  const [search] = useSearchParams();
  const saleUnit = search.get('saleunit') || session.customer?.ActiveDC || session.customer?.SALEUNIT || null;
  const { data, error, isLoading } = useOrderTracking(id ?? null, saleUnit);

  return (
    <section className={styles.page} data-testid="page-orderTracking">
      <PageTitle title={tp('title.orderTracking')} />
      {!id ? <FindOrder /> : null}
      {id && isLoading ? <PageSkeleton /> : null}
      {id && error ? (
        <div className={styles.card} role="alert">
          <p>{(error as { status?: number }).status === 404 ? t('notFound') : t('loadFailed')}</p>
          <Link to={localePath(paths.orderTracking.href())}>{t('trackingTitle')}</Link>
        </div>
      ) : null}
      {data ? (
        <div className={styles.card} data-testid="tracking">
          <div className={styles.cardHead}>
            <Link className={styles.orderNo} to={localePath(paths.historyDetail.href({ orderid: data.OrderID, saleunit: data.SaleUnit }))}>
              {t('orderNo', { id: data.OrderID })}
            </Link>
            <StatusTag status={data.Status} />
          </div>
          {data.Carrier ? <div data-testid="tracking-carrier">{t('carrier', { name: data.Carrier })}</div> : null}
          {data.TrackingNo ? <div data-testid="tracking-number">{t('trackingNo', { no: data.TrackingNo })}</div> : null}
          {data.ExpectedDate ? <div data-testid="tracking-expected">{t('expectedDate', { date: formatDate(data.ExpectedDate, lang) ?? data.ExpectedDate })}</div> : null}
          {data.RiderName ? (
            <div>
              {t('rider', { name: data.RiderName })}
              {data.RiderMobileNo ? (
                <>
                  {' · '}
                  <a href={`tel:${data.RiderMobileNo}`} aria-label={t('callRider')}>
                    {data.RiderMobileNo}
                  </a>
                </>
              ) : null}
            </div>
          ) : null}
          <StatusTimeline status={data.Status} events={data.Events} />
        </div>
      ) : null}
    </section>
  );
}
