// `/rider/detail/{orderid}/{saleunit}` (and `singha/`): one delivery's steps, each sent through
// the phone's queue so a step made without signal goes when the network returns.
import { useLocation, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { useLang } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useRiderOrder } from '../api/rider-api';
import { DeliverForm } from '../components/deliver-form';
import { DeliveryEvents, DeliveryLines, DeliveryProof } from '../components/delivery-record';
import { CollectLine } from '../components/rider-order-card';
import { OrderContact } from '../components/order-contact';
import { PendingSteps } from '../components/pending-steps';
import { RefuseForm } from '../components/refuse-form';
import { StepButtons } from '../components/step-buttons';
import { useRiderStep } from '../hooks/use-rider-step';
import styles from '../rider.module.css';

export function RiderDeliveryPage() {
  const { t } = useTranslation('rider');
  const lang = useLang();
  const { orderid, saleunit } = useParams();
  const singha = useLocation().pathname.includes('/detail/singha/');
  const { data, error, isLoading, mutate } = useRiderOrder(orderid, saleunit);
  const { form, setForm, busy, message, failure, submit } = useRiderStep({
    orderId: orderid,
    saleUnit: saleunit,
    update: (answer) => mutate(answer, { revalidate: false }),
  });

  if (!orderid || !saleunit) return <p className={styles.page}>{t('notFound')}</p>;
  if (isLoading) return <p className={styles.page}>{t('loading')}</p>;
  if (error || !data)
    return (
      <section className={styles.page} data-testid="rider-order-missing">
        <PageTitle title={t('detailTitle')} />
        <p className={styles.error}>{t('notFound')}</p>
      </section>
    );

  const order = data.Order;
  return (
    <section className={styles.page} data-testid="rider-delivery" data-status={order.Status}>
      <PageTitle title={t('detailTitle')} />
      <PendingSteps />
      <div className={styles.card}>
        <div className={styles.head}>
          <div>
            <div className={styles.title}>{order.CustomerName ?? order.CustomerCode}</div>
            <div className={styles.muted}>{t('orderNo', { id: order.OrderID })}</div>
          </div>
          <span data-testid="rider-order-status">
            {order.Outcome ? t(`outcome.${order.Outcome}`) : lang === 'en' ? order.StatusNameEn : order.StatusName}
          </span>
        </div>
        <div>{order.Address || t('noAddress')}</div>
        <CollectLine order={order} />
        {order.InvoiceStatus ? <div>{t('invoiceStatus', { status: t(`invoice.${order.InvoiceStatus}`) })}</div> : null}
        <div className={styles.row}>
          <OrderContact order={order} />
        </div>
      </div>

      {message ? (
        <div className={styles.notice} role="status" data-testid="step-saved-offline">
          {message}
        </div>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}

      {form === 'deliver' ? (
        <DeliverForm detail={data} busy={busy} onSubmit={submit} onCancel={() => setForm(null)} />
      ) : form === 'refuse' ? (
        <RefuseForm busy={busy} onSubmit={submit} onCancel={() => setForm(null)} />
      ) : (
        <StepButtons
          steps={data.Steps}
          invoice={singha || Boolean(order.InvoiceStatus)}
          busy={busy}
          submit={submit}
          open={setForm}
        />
      )}

      <DeliveryLines detail={data} />
      <DeliveryProof detail={data} />
      <DeliveryEvents events={data.Events} />
    </section>
  );
}
