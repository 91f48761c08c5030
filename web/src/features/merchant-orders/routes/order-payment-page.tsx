// /merchant/order/{orderid}/{saleunit}/payment: how the order is paid; a payment waiting for staff
// (a slip, a counter or bill-payment reference) is approved or rejected here.
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { useTranslation } from '@/lib/i18n';
import { OrderHeader } from '../components/order-header';
import { PaymentReview } from '../components/payment-review';
import { PaymentSummary } from '../components/payment-summary';
import { useOrderPage } from '../components/use-order-page';
import '../i18n';
import styles from '../components/merchant-orders.module.css';

export function OrderPaymentPage() {
  const { t } = useTranslation('merchantOrders');
  const { t: tp } = useTranslation('pages');
  const { data, isLoading, notFound, mutate } = useOrderPage();
  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  return (
    <section className={styles.page} data-testid="page-merchantOrderPayment">
      <PageTitle title={tp('title.merchantOrderPayment')} />
      {data ? (
        <>
          <OrderHeader detail={data} />
          <PaymentSummary payment={data.Payment} full />
          <PaymentReview payment={data.Payment} onDone={() => void mutate()} />
        </>
      ) : (
        <p role="alert">{t('loadFailed')}</p>
      )}
    </section>
  );
}
