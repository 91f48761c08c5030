// /payment/status/{status}?orderid=&saleunit=: the result of a payment and what to do next. The
// status in the address is only where the customer came from: the page shows the order's payment
// state as the server knows it.
import Button from 'antd-mobile/es/components/button';
import { Link, useParams } from 'react-router-dom';
import { PAYMENT_PAGE_STATUSES, type PaymentPageStatus } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { usePaymentOrder } from '../api/payments';
import { methodPage } from '../lib/links';
import { useOrderRef } from '../lib/use-order-ref';
import '../i18n';
import styles from '../components/payments.module.css';

const asStatus = (value: string | undefined): PaymentPageStatus =>
  (PAYMENT_PAGE_STATUSES as readonly string[]).includes(value ?? '') ? (value as PaymentPageStatus) : 'pending';

export function StatusPage() {
  const { t } = useTranslation('payments');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const ref = useOrderRef();
  const { data } = usePaymentOrder(ref?.orderid ?? null, ref?.saleunit ?? null);
  const claimed = asStatus(useParams()['status']);
  // The server's word wins over the address.
  const status: PaymentPageStatus = data ? (data.PaymentStatus === 'PAID' ? 'success' : claimed === 'success' ? 'pending' : claimed) : claimed;
  return (
    <section className={styles.page} data-testid="page-paymentStatus">
      <PageTitle title={tp('title.paymentStatus')} />
      <div className={styles.card} data-testid={`payment-status-${status}`}>
        <h2>{t(`status.${status}`)}</h2>
        {status === 'failed' ? <p role="alert">{t('failed', { saleCode: ref?.orderid ?? '' })}</p> : null}
        {status === 'success' ? <p>{t('paidNext')}</p> : null}
        {status === 'pending' ? <p>{t('pendingNext')}</p> : null}
        {status === 'expired' ? <p>{t('expired')}</p> : null}
        <div className={styles.actions}>
          {ref && (status === 'failed' || status === 'expired') && data ? (
            <Link to={localePath(methodPage(data.Payment?.Method ?? '', ref))}>
              <Button color="primary">{t('tryAgain')}</Button>
            </Link>
          ) : null}
          {ref ? (
            <Link to={localePath(paths.historyDetail.href({ orderid: ref.orderid, saleunit: ref.saleunit }))}>
              <Button>{t('viewOrder')}</Button>
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
