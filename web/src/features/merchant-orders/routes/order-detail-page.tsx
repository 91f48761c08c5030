// /merchant/order/{orderid}/{saleunit}: the order with its lines, promotions, addresses, payment,
// parcel and status history, and the actions the lifecycle allows staff now, each one click with
// a confirmation.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import type { MerchantOrderAction } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { StatusTimeline } from '@/features/orders';
import { useTranslation } from '@/lib/i18n';
import { ActionDialog } from '../components/action-dialog';
import { OrderLines } from '../components/order-lines';
import { ParcelCard, Party } from '../components/order-parcel';
import { OrderHeader } from '../components/order-header';
import { PaymentSummary } from '../components/payment-summary';
import { useOrderPage } from '../components/use-order-page';
import '../i18n';
import styles from '../components/merchant-orders.module.css';

export function OrderDetailPage() {
  const { t } = useTranslation('merchantOrders');
  const { t: tp } = useTranslation('pages');
  const { data, error, isLoading, notFound, mutate } = useOrderPage();
  const [action, setAction] = useState<MerchantOrderAction | null>(null);

  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  if (error || !data) {
    return (
      <section className={styles.page}>
        <PageTitle title={tp('title.merchantOrderDetail')} />
        <p role="alert">{t('loadFailed')}</p>
      </section>
    );
  }
  const order = data.Order;

  return (
    <section className={styles.page} data-testid="page-merchantOrderDetail">
      <PageTitle title={tp('title.merchantOrderDetail')} />
      <OrderHeader detail={data} />
      {data.Actions.length > 0 ? (
        <div className={`${styles.card} ${styles.actions}`} data-testid="order-actions">
          {data.Actions.map((name) => (
            <Button key={name} color={name === 'cancel' ? 'danger' : 'primary'} fill={name === 'cancel' ? 'outline' : 'solid'} data-testid={`action-${name}`} onClick={() => setAction(name)}>
              {t(`actions.${name}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <div className={styles.twoColumns}>
        <OrderLines detail={data} />
        <div className={styles.page}>
          <PaymentSummary payment={data.Payment} />
          <ParcelCard detail={data} />
          <Party title={t('shipTo')} party={data.ShipTo} />
          <Party title={t('billTo')} party={data.BillTo} />
        </div>
      </div>
      <section className={styles.card} aria-label={t('history')}>
        <h2 className={styles.sectionTitle}>{t('history')}</h2>
        <StatusTimeline status={order.Status} events={data.StatusHistory} />
      </section>
      <ActionDialog
        key={`${action ?? ''}-${order.Status}`}
        action={action}
        detail={data}
        onClose={() => setAction(null)}
        onDone={(changed) => {
          setAction(null);
          void (changed ? mutate(changed, { revalidate: false }) : mutate());
        }}
      />
    </section>
  );
}
