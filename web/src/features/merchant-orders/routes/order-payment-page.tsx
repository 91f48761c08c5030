// /merchant/order/{orderid}/{saleunit}/payment: how the order is paid (the merchant payment view):
// each payment with its ledger, the refund of a paid order, and the review of a payment waiting
// for staff (a slip, a counter or bill-payment reference).
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { useTranslation } from '@/lib/i18n';
import { useMerchantPayments } from '../api/merchant-orders';
import { OrderHeader } from '../components/order-header';
import { PaymentLedger } from '../components/payment-ledger';
import { PaymentReview } from '../components/payment-review';
import { PaymentSummary } from '../components/payment-summary';
import { useOrderPage } from '../components/use-order-page';
import '../i18n';
import styles from '../components/merchant-orders.module.css';

export function OrderPaymentPage() {
  const { t } = useTranslation('merchantOrders');
  const { t: tp } = useTranslation('pages');
  const { orderid, saleunit } = useParams();
  const { data, isLoading, notFound, mutate } = useOrderPage();
  const payments = useMerchantPayments(orderid, saleunit);
  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  return (
    <section className={styles.page} data-testid="page-merchantOrderPayment">
      <PageTitle title={tp('title.merchantOrderPayment')} />
      {data ? (
        <>
          <OrderHeader detail={data} />
          <PaymentSummary payment={data.Payment} full />
          <PaymentReview
            payment={data.Payment}
            onDone={() => {
              void mutate();
              void payments.mutate();
            }}
          />
          {payments.data ? (
            <PaymentLedger
              view={payments.data}
              onChanged={(changed) => {
                void (changed
                  ? payments.mutate(changed, { revalidate: false })
                  : payments.mutate());
                void mutate();
              }}
            />
          ) : null}
          {payments.error ? <p role="alert">{t('loadFailed')}</p> : null}
        </>
      ) : (
        <p role="alert">{t('loadFailed')}</p>
      )}
    </section>
  );
}
