// A method paid on a provider's page or with a reference number (decision 089): the payment is
// started; GHL's hosted page is opened (its address comes from the server, hash included), and a
// counter-service or bill-payment reference is shown with how to pay it.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Payment, PaymentCreateBody } from '@eorder/shared';
import { useLang, useLocalePath } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { createPayment } from '../api/payments';
import { statusPage, type OrderRefQuery } from '../lib/links';
import '../i18n';
import styles from '../components/payments.module.css';

export function ProviderStart({ method, ref }: { method: string; ref: OrderRefQuery }) {
  const { t } = useTranslation('payments');
  const lang = useLang();
  const localePath = useLocalePath();
  const [payment, setPayment] = useState<Payment | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void createPayment({ OrderID: ref.orderid, SaleUnit: ref.saleunit, Method: method as PaymentCreateBody['Method'] }).then((result) => {
      if (!live) return;
      if (!result.ok) return setMessage(result.error.message);
      if (result.data.RedirectUrl) return window.location.assign(result.data.RedirectUrl);
      setPayment(result.data);
    });
    return () => {
      live = false;
    };
  }, [method, ref.orderid, ref.saleunit]);

  if (message) return <p role="alert">{message}</p>;
  if (!payment) return <p>{t('loading')}</p>;
  return (
    <div className={styles.card} data-testid="payment-reference">
      <div>{t('orders', { ids: payment.OrderIDs.join(', ') })}</div>
      <div className={styles.amount}>{formatMoney(payment.Amount, lang)}</div>
      <div>{t('referenceNumber')}</div>
      <strong className={styles.amount}>{payment.Reference}</strong>
      <ol>
        {(['step1', 'step2', 'step3'] as const).map((step) => (
          <li key={step}>{t(`referenceSteps.${method === 'BANK' ? 'bank' : 'counter'}.${step}`)}</li>
        ))}
      </ol>
      <Link to={localePath(statusPage('pending', ref))}>
        <Button block>{t('viewOrder')}</Button>
      </Link>
    </div>
  );
}
