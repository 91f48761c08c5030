// /payment/combine/{saleunit}?orderid=: how to pay an unpaid order: the online methods the center
// offers (with the seeds' codes), each leading to its page; ?method= starts a provider's page or a
// reference number.
import Button from 'antd-mobile/es/components/button';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { useLang, useLocalePath } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { usePaymentOrder } from '../api/payments';
import { methodPage } from '../lib/links';
import { useOrderRef } from '../lib/use-order-ref';
import { ProviderStart } from './provider-start';
import '../i18n';
import styles from '../components/payments.module.css';

export function MethodPage() {
  const { t } = useTranslation('payments');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const ref = useOrderRef();
  const [search] = useSearchParams();
  const method = search.get('method');
  const { data, error } = usePaymentOrder(ref?.orderid ?? null, ref?.saleunit ?? null);
  return (
    <section className={styles.page} data-testid="page-paymentMethods">
      <PageTitle title={tp('title.paymentCombine')} />
      {!ref ? <p>{t('noOrder')}</p> : null}
      {error ? <p role="alert">{error.message}</p> : null}
      {method && ref ? <ProviderStart method={method} ref={ref} /> : null}
      {data && ref && !method ? (
        <div className={styles.card}>
          <div>{t('orders', { ids: data.OrderID })}</div>
          <div className={styles.amount}>{formatMoney(data.Amount, lang)}</div>
          {data.PaymentStatus === 'PAID' ? (
            <p>{t('status.success')}</p>
          ) : (
            <div className={styles.methods} role="list" aria-label={t('chooseMethod')}>
              {data.Methods.length === 0 ? <p>{t('noMethod')}</p> : null}
              {data.Methods.map((method) => (
                <Link key={method.Method} role="listitem" to={localePath(methodPage(method.Method, ref))} data-code={method.Code}>
                  <Button block color="primary" fill="outline">
                    {lang === 'th' ? method.NameTH : method.NameEN}
                  </Button>
                </Link>
              ))}
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
