// /gateway/verify?paymentId=&orderid=&saleunit=: the gateway LIFF's verification step (decision
// 086). A provider's page finished inside LINE comes back through the gateway LIFF; this page asks
// the server about the payment (the server asks the provider) and shows the verdict.
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';
import { PaymentVerdictView } from './return-page';
import '../i18n';
import styles from '../components/payments.module.css';

export function GatewayVerifyPage() {
  const { t: tp } = useTranslation('pages');
  const [search] = useSearchParams();
  return (
    <section className={styles.page} data-testid="page-gatewayVerify">
      <PageTitle title={tp('title.gatewayVerify')} />
      <PaymentVerdictView paymentId={search.get('paymentId')} orderid={search.get('orderid')} saleunit={search.get('saleunit')} />
    </section>
  );
}
