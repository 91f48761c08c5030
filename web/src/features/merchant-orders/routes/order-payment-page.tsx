// /merchant/order/{orderid}/{saleunit}/payment: how the order is paid, read-only.
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { useTranslation } from '@/lib/i18n';
import { OrderHeader } from '../components/order-header';
import { PaymentSummary } from '../components/payment-summary';
import { useOrderPage } from '../components/use-order-page';
import '../i18n';
import styles from '../components/merchant-orders.module.css';

export function OrderPaymentPage() {
  const { t } = useTranslation('merchantOrders');
  const { t: tp } = useTranslation('pages');
  const { data, isLoading, notFound } = useOrderPage();
  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  return (
    <section className={styles.page} data-testid="page-merchantOrderPayment">
      <PageTitle title={tp('title.merchantOrderPayment')} />
      {data ? (
        <>
          <OrderHeader detail={data} />
          <PaymentSummary payment={data.Payment} full />
        </>
      ) : (
        <p role="alert">{t('loadFailed')}</p>
      )}
    </section>
  );
}
