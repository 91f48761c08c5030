// /merchant/order/{orderid}/{saleunit}/tracking: the parcel's carrier, tracking number and
// expected date, which the customer's /order/tracking/{id} shows; and the order's timeline.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import type { MerchantOrderDetailAnswer } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { StatusTimeline } from '@/features/orders';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { editTracking } from '../api/merchant-orders';
import { OrderHeader } from '../components/order-header';
import { useOrderPage } from '../components/use-order-page';
import { dateInputValue, expectedDateKey } from '../lib/filters';
import '../i18n';
import styles from '../components/merchant-orders.module.css';

function TrackingForm({ detail, onSaved }: { detail: MerchantOrderDetailAnswer; onSaved: () => void }) {
  const { t } = useTranslation('merchantOrders');
  const [carrier, setCarrier] = useState(detail.Parcel.Carrier ?? '');
  const [trackingNo, setTrackingNo] = useState(detail.Parcel.TrackingNo ?? '');
  const [expected, setExpected] = useState(dateInputValue(detail.Parcel.ExpectedDate));
  const [busy, setBusy] = useState(false);
  const closed = detail.Order.Status === 'CANCELLED';
  return (
    <form
      className={styles.card}
      aria-label={t('tracking.edit')}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void editTracking(detail.Order.OrderID, detail.Order.SaleUnit, {
          Carrier: carrier.trim(),
          TrackingNo: trackingNo.trim(),
          ExpectedDate: expectedDateKey(expected),
        }).then((result) => {
          setBusy(false);
          if (!result.ok) return;
          showToast(t('tracking.saved'), { kind: 'success' });
          onSaved();
        });
      }}
    >
      <h2 className={styles.sectionTitle}>{t('tracking.edit')}</h2>
      {detail.Parcel.RiderName ? <div>{t('tracking.riderIs', { name: detail.Parcel.RiderName })}</div> : null}
      <label className={styles.label}>
        {t('tracking.carrier')}
        <input className={styles.input} data-testid="tracking-carrier" maxLength={60} disabled={closed} value={carrier} onChange={(event) => setCarrier(event.target.value)} />
      </label>
      <label className={styles.label}>
        {t('tracking.trackingNo')}
        <input className={styles.input} data-testid="tracking-no" maxLength={60} disabled={closed} value={trackingNo} onChange={(event) => setTrackingNo(event.target.value)} />
      </label>
      <label className={styles.label}>
        {t('tracking.expected')}
        <input className={styles.input} type="date" data-testid="tracking-expected" disabled={closed} value={expected} onChange={(event) => setExpected(event.target.value)} />
      </label>
      <Button type="submit" color="primary" loading={busy} disabled={closed} data-testid="tracking-save">
        {t('tracking.save')}
      </Button>
    </form>
  );
}

export function OrderTrackingPage() {
  const { t } = useTranslation('merchantOrders');
  const { t: tp } = useTranslation('pages');
  const { data, isLoading, notFound, mutate } = useOrderPage();
  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  return (
    <section className={styles.page} data-testid="page-merchantOrderTracking">
      <PageTitle title={tp('title.merchantOrderTracking')} />
      {data ? (
        <>
          <OrderHeader detail={data} />
          <TrackingForm key={`${data.Parcel.Carrier ?? ''}|${data.Parcel.TrackingNo ?? ''}|${data.Parcel.ExpectedDate ?? ''}`} detail={data} onSaved={() => void mutate()} />
          <section className={styles.card} aria-label={t('history')}>
            <StatusTimeline status={data.Order.Status} events={data.StatusHistory} />
          </section>
        </>
      ) : (
        <p role="alert">{t('loadFailed')}</p>
      )}
    </section>
  );
}
