// /payment/combine/{saleunit}?orderid=: the unpaid orders to pay together and the center's online
// methods (decisions 086, 089, 095); split per decision 118.
import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';
import { OrderPicker, PaymentChoice } from '../components/method-parts';
import { useMethodPage } from '../hooks/use-method-page';
import { KbankCardForm } from './kbank-card-form';
import { ProviderStart } from './provider-start';
import '../i18n';
import styles from '../components/payments.module.css';

export function MethodPage() {
  const { t } = useTranslation('payments');
  const { t: tp } = useTranslation('pages');
  const state = useMethodPage();
  const { search, saleunit, given, method, unpaid, list, first, data, error, failure } = state;
  if (method && given && saleunit) {
    return (
      <section className={styles.page} data-testid="page-paymentMethods">
        <PageTitle title={tp('title.paymentCombine')} />
        {method === 'CREDIT_CARD' ? (
          <KbankCardForm ref={{ orderid: given, saleunit, ...(search.get('more') ? { more: search.get('more') as string } : {}) }} />
        ) : (
          <ProviderStart method={method} ref={{ orderid: given, saleunit }} />
        )}
      </section>
    );
  }
  return (
    <section className={styles.page} data-testid="page-paymentMethods">
      <PageTitle title={tp('title.paymentCombine')} />
      {!saleunit ? <p>{t('noOrder')}</p> : null}
      {unpaid.error ? <p role="alert">{unpaid.error.message}</p> : null}
      {list.length > 0 ? <OrderPicker state={state} /> : null}
      {unpaid.data && list.length === 0 && !given ? <p>{t('nothingToPay')}</p> : null}
      {error ? <p role="alert">{error.message}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      {first && data && saleunit ? <PaymentChoice state={state} first={first} data={data} /> : null}
      {!first && list.length > 0 ? <p className={styles.muted}>{t('pickFirst')}</p> : null}
    </section>
  );
}
