// /payment/{type}/{status}/{orderid}/{saleunit}/{key}: where a provider's page sends the browser
// back (2C2P card: /payment/2c2p/return/...; key is our payment id). The page asks the server and
// shows the result with every order the payment paid (a combined payment pays several).
import Button from 'antd-mobile/es/components/button';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { methodPage } from '../lib/links';
import { usePaymentVerdict } from '../lib/use-payment-verdict';
import '../i18n';
import styles from '../components/payments.module.css';

export function PaymentVerdictView({ paymentId, orderid, saleunit }: { paymentId: string | null; orderid: string | null; saleunit: string | null }) {
  const { t } = useTranslation('payments');
  const lang = useLang();
  const localePath = useLocalePath();
  const verdict = usePaymentVerdict(paymentId);
  if (verdict.kind === 'asking') {
    return (
      <div className={styles.card} aria-busy="true">
        <p>{t('verifying')}</p>
      </div>
    );
  }
  const { status, payment } = verdict;
  const ids = payment?.OrderIDs.length ? payment.OrderIDs : orderid ? [orderid] : [];
  const center = payment?.SaleUnit ?? saleunit;
  return (
    <div className={styles.card} data-testid={`payment-status-${status}`}>
      <h2>{t(`status.${status}`)}</h2>
      {payment ? <div className={styles.amount}>{formatMoney(payment.Amount, lang)}</div> : null}
      {status === 'failed' ? <p role="alert">{t('failed', { saleCode: ids.join(', ') })}</p> : null}
      {status === 'success' ? <p>{t('paidNext')}</p> : null}
      {status === 'pending' ? <p>{t('pendingNext')}</p> : null}
      {status === 'expired' ? <p>{verdict.message ?? t('expired')}</p> : null}
      {center && ids.length ? (
        <ul className={styles.orderList} aria-label={t('ordersOfPayment')}>
          {ids.map((id) => (
            <li key={id} data-testid="paid-order">
              <Link to={localePath(paths.historyDetail.href({ orderid: id, saleunit: center }))}>{t('orders', { ids: id })}</Link>
              <span>{t(`orderState.${status}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {center && ids[0] && (status === 'failed' || status === 'expired') ? (
        <div className={styles.actions}>
          <Link to={localePath(methodPage('', { orderid: ids[0], saleunit: center }))}>
            <Button color="primary">{t('tryAgain')}</Button>
          </Link>
        </div>
      ) : null}
    </div>
  );
}

export function ReturnPage() {
  const { t: tp } = useTranslation('pages');
  const params = useParams();
  return (
    <section className={styles.page} data-testid="page-paymentReturn">
      <PageTitle title={tp('title.paymentReturn')} />
      <PaymentVerdictView paymentId={params['key'] ?? null} orderid={params['orderid'] ?? null} saleunit={params['saleunit'] ?? null} />
    </section>
  );
}
