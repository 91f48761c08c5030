// The KBank "Credit card" method (decisions 087 and 095): KBank's embedded form gives a one-time
// token that the server charges, then the browser goes to 3-D Secure or the return page.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Payment } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { getRuntimeConfig } from '@/lib/config';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { chargeKbank, createPayment } from '../api/payments';
import { kbankScriptData, tokenOf } from '../lib/kbank-form';
import type { OrderRefQuery } from '../lib/links';
import '../i18n';
import styles from '../components/payments.module.css';

export function KbankCardForm({ ref }: { ref: OrderRefQuery }) {
  const { t } = useTranslation('payments');
  const lang = useLang();
  const config = getRuntimeConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const more = ref.more ? ref.more.split(',') : [];
    void createPayment({
      OrderID: ref.orderid,
      ...(more.length ? { OrderIDs: more } : {}),
      SaleUnit: ref.saleunit,
      Method: 'CREDIT_CARD',
    }).then((result) => {
      if (!live) return;
      if (!result.ok) return setMessage(result.error.message);
      setPayment(result.data);
    });
    return () => {
      live = false;
    };
  }, [ref.orderid, ref.saleunit, ref.more]);

  // KBank's script draws its form where it stands, so it goes inside ours (once per payment).
  const kbank = config.kbank;
  useEffect(() => {
    const form = formRef.current;
    if (!form || !payment || !kbank) return;
    const script = document.createElement('script');
    script.src = kbank.scriptUrl;
    for (const [key, value] of Object.entries(kbankScriptData(kbank, payment, config.companyName, lang))) script.dataset[key] = value;
    form.prepend(script);
    return () => {
      form.replaceChildren();
    };
  }, [payment, kbank, config.companyName, lang]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!payment || busy) return;
    const token = tokenOf(new FormData(event.currentTarget));
    if (!token) return setMessage(t('kbank.noToken'));
    setBusy(true);
    setMessage(null);
    const result = await chargeKbank(payment.PaymentId, token, lang);
    if (result.ok) return window.location.assign(result.data.RedirectUrl);
    setBusy(false);
    setMessage(result.error.message);
  }

  if (!kbank) return <p role="alert">{t('kbank.unavailable')}</p>;
  return (
    <div className={styles.card} data-testid="kbank-card">
      {payment ? (
        <>
          <div>{t('orders', { ids: payment.OrderIDs.join(', ') })}</div>
          <div className={styles.amount}>{formatMoney(payment.Amount, lang)}</div>
          <p className={styles.muted}>{t('kbank.hint')}</p>
        </>
      ) : message ? null : (
        <p>{t('loading')}</p>
      )}
      {/* Filled by KBank's script; React renders nothing inside it. */}
      <form ref={formRef} method="post" className={styles.kbankForm} onSubmit={(event) => void submit(event)} aria-label={t('kbank.form')} />
      {busy ? <p role="status">{t('kbank.charging')}</p> : null}
      {message ? <p role="alert">{message}</p> : null}
    </div>
  );
}
