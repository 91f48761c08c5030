// /payment/upload/slip/{saleunit}?orderid=: the customer transfers the amount and uploads the
// slip's picture. The server reads the slip's QR and has it verified (or waits for staff).
import Button from 'antd-mobile/es/components/button';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { useLang, useLocalePath } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { forgetPaymentOrder, uploadSlip, usePaymentOrder } from '../api/payments';
import { statusPage } from '../lib/links';
import { useOrderRef } from '../lib/use-order-ref';
import '../i18n';
import styles from '../components/payments.module.css';

export function UploadSlipPage() {
  const { t } = useTranslation('payments');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const ref = useOrderRef();
  const { data } = usePaymentOrder(ref?.orderid ?? null, ref?.saleunit ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const send = async () => {
    if (!file || !ref) return;
    setBusy(true);
    setMessage(null);
    const result = await uploadSlip(file, file.name, ref.orderid, ref.saleunit);
    setBusy(false);
    if (!result.ok) {
      setMessage(result.error.message);
      return;
    }
    // The order's payment changed: the result page must not show what this page read before.
    await forgetPaymentOrder(ref.orderid, ref.saleunit);
    void navigate(localePath(statusPage(result.data.Status === 'PAID' ? 'success' : 'pending', ref)), { replace: true });
  };

  return (
    <section className={styles.page} data-testid="page-paymentUploadSlip">
      <PageTitle title={tp('title.paymentUploadSlip')} />
      {!ref ? <p>{t('noOrder')}</p> : null}
      {data ? (
        <div className={styles.card}>
          <div>{t('orders', { ids: data.OrderID })}</div>
          <div className={styles.amount}>{formatMoney(data.Amount, lang)}</div>
          <p>{t('transferThenUpload')}</p>
          <label>
            {t('slipPicture')}{' '}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
              data-testid="slip-file"
            />
          </label>
          {message ? <p role="alert" className={styles.error}>{message}</p> : null}
          <Button color="primary" loading={busy} disabled={!file} onClick={() => void send()}>
            {t('sendSlip')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
