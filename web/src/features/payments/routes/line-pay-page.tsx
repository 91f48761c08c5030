// /payment/{type}/{status}/{orderid}/{saleunit}/{key}: a provider's return; for LINE Pay it starts
// and confirms through the server (decision 083). The address decides nothing.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { PaymentPageStatus } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { useLang, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { openedByLine } from '@/lib/liff';
import { getBasePath } from '@/lib/navigation';
import { confirmLinePay, createPayment, inquirePayment } from '../api/payments';
import { statusPage } from '../lib/links';
import '../i18n';
import styles from '../components/payments.module.css';

type Outcome = Awaited<ReturnType<typeof confirmLinePay>>;

/** The result page an answer of the server leads to. */
function resultOf(outcome: Outcome): PaymentPageStatus {
  if (outcome.ok) return outcome.data.Status === 'PAID' ? 'success' : 'pending';
  if (outcome.error.code === 'PAYMENT_QR_EXPIRED') return 'expired';
  if (outcome.error.code === 'ORDER_ALREADY_PAID') return 'success';
  return 'failed';
}

function LinePayReturn({ status, orderid, saleunit, keyId }: { status: string; orderid: string; saleunit: string; keyId: string }) {
  const { t } = useTranslation('payments');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const ref = { orderid, saleunit };

  useEffect(() => {
    // One call per attempt (React runs effects twice in development).
    if (started.current === attempt) return;
    started.current = attempt;
    const go = (result: PaymentPageStatus) => void navigate(localePath(statusPage(result, ref)), { replace: true });
    void (async () => {
      if (status === 'start') {
        const returnUrl = `${window.location.origin}${getBasePath().replace(/\/$/, '')}${lang === 'en' ? '/en' : ''}/payment/linepay`;
        const result = await createPayment({ OrderID: orderid, SaleUnit: saleunit, Method: 'LINEPAY', ReturnUrl: returnUrl });
        if (!result.ok) {
          if (result.error.code === 'ORDER_ALREADY_PAID') go('success');
          else setProblem(result.error.message);
          return;
        }
        const target = (openedByLine() ? result.data.RedirectUrlApp : null) ?? result.data.RedirectUrl;
        // Replaced, so that Back from LINE Pay returns to the order rather than opening LINE Pay again.
        if (target) window.location.replace(target);
        else setProblem(t('failed', { saleCode: orderid }));
        return;
      }
      if (status === 'confirm') {
        go(resultOf(await confirmLinePay({ PaymentId: keyId, TransactionId: search.get('transactionId') })));
        return;
      }
      go(resultOf(await inquirePayment(keyId)));
    })();
  }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- one call per attempt; the address does not change on this page

  return (
    <div className={styles.card} data-testid="linepay-return">
      {problem ? (
        <>
          <p role="alert">{problem}</p>
          <Button color="primary" onClick={() => { setProblem(null); setAttempt((n) => n + 1); }}>
            {t('retry')}
          </Button>
        </>
      ) : (
        <p aria-live="polite">{status === 'start' ? t('linePay.starting') : t('linePay.confirming')}</p>
      )}
    </div>
  );
}

export function ProviderReturnPage() {
  const { t } = useTranslation('payments');
  const { t: tp } = useTranslation('pages');
  const { type, status, orderid, saleunit, key } = useParams();
  const known = type === 'linepay' && status && orderid && saleunit && key;
  return (
    <section className={styles.page} data-testid="page-paymentReturn">
      <PageTitle title={tp('title.paymentReturn')} />
      {known ? <LinePayReturn status={status} orderid={orderid} saleunit={saleunit} keyId={key} /> : <p>{t('linePay.unknownReturn')}</p>}
    </section>
  );
}
