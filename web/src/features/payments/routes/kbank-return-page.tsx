// /payment/kbank/callback/{type}/{saleunit}?paymentId= (several orders) and
// /paymentkbank/callback/{type}/{orderid}/{saleunit}?paymentId= (one order): where KBank's 3-D
// Secure sends the browser back (decision 087). The page asks the server, which asks KBank.
import { useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';
import { PaymentVerdictView } from './return-page';
import '../i18n';
import styles from '../components/payments.module.css';

export function KbankReturnPage() {
  const { t: tp } = useTranslation('pages');
  const params = useParams();
  const [search] = useSearchParams();
  return (
    <section className={styles.page} data-testid="page-paymentKbankCallback">
      <PageTitle title={tp('title.paymentKbankCallback')} />
      <PaymentVerdictView paymentId={search.get('paymentId')} orderid={params['orderid'] ?? null} saleunit={params['saleunit'] ?? null} />
    </section>
  );
}
