// /payment/qrcode/ipone: an order's PromptPay / Thai QR with amount and countdown, polling the
// server until paid or expired (decision 060).
import Button from 'antd-mobile/es/components/button';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatThai, type Payment } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { useLang, useLocalePath } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { createPayment, inquirePayment } from '../api/payments';
import { clockSkew, remaining } from '../lib/countdown';
import { statusPage } from '../lib/links';
import { useOrderRef } from '../lib/use-order-ref';
import '../i18n';
import styles from '../components/payments.module.css';

/** How often the page asks whether the bank has paid. */
const POLL_MS = 3000;

type State = { kind: 'loading' } | { kind: 'ready'; payment: Payment; skew: number } | { kind: 'expired'; message: string } | { kind: 'error'; message: string };

export function QrPage() {
  const { t } = useTranslation('payments');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const ref = useOrderRef();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [now, setNow] = useState(() => Date.now());

  const start = useCallback(async () => {
    if (!ref) return;
    setState({ kind: 'loading' });
    const more = ref.more?.split(',').filter(Boolean) ?? [];
    const result = await createPayment({ OrderID: ref.orderid, ...(more.length ? { OrderIDs: more } : {}), SaleUnit: ref.saleunit, Method: 'THAI_QR' });
    if (!result.ok) {
      if (result.error.code === 'ORDER_ALREADY_PAID') void navigate(localePath(statusPage('success', ref)), { replace: true });
      else setState({ kind: 'error', message: result.error.message });
      return;
    }
    setState({ kind: 'ready', payment: result.data, skew: clockSkew(result.data.ServerTime) });
  }, [ref?.orderid, ref?.saleunit, ref?.more]); // eslint-disable-line react-hooks/exhaustive-deps -- one payment per order; navigate and t change identity

  useEffect(() => {
    void start();
  }, [start]);

  const paymentId = state.kind === 'ready' ? state.payment.PaymentId : null;
  useEffect(() => {
    if (!paymentId || !ref) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    const poll = setInterval(() => {
      void inquirePayment(paymentId).then((result) => {
        if (result.ok) {
          if (result.data.Status === 'PAID') void navigate(localePath(statusPage('success', ref)), { replace: true });
          return;
        }
        if (result.error.code === 'PAYMENT_QR_EXPIRED') setState({ kind: 'expired', message: result.error.message });
        else if (result.error.code === 'PAYMENT_FAILED') void navigate(localePath(statusPage('failed', ref)), { replace: true });
      });
    }, POLL_MS);
    return () => {
      clearInterval(timer);
      clearInterval(poll);
    };
  }, [paymentId]); // eslint-disable-line react-hooks/exhaustive-deps -- timers restart only for another payment

  return (
    <section className={styles.page} data-testid="page-paymentQrCodeIpone">
      <PageTitle title={tp('title.paymentQrCodeIpone')} />
      {!ref ? <p>{t('noOrder')}</p> : null}
      {state.kind === 'loading' && ref ? <p className={styles.muted}>{t('loading')}</p> : null}
      {state.kind === 'error' ? (
        <div className={styles.card} role="alert">
          <p>{state.message}</p>
          <Button onClick={() => void start()}>{t('retry')}</Button>
        </div>
      ) : null}
      {state.kind === 'expired' ? (
        <div className={styles.card} role="alert" data-testid="qr-expired">
          <p>{t('expired')}</p>
          <p className={styles.muted}>{state.message}</p>
          <Button color="primary" onClick={() => void start()}>
            {t('newQr')}
          </Button>
        </div>
      ) : null}
      {state.kind === 'ready' && state.payment.QrPayload ? (
        <div className={styles.card}>
          <p>{t('scanWithBankApp')}</p>
          <QRCodeSVG
            value={state.payment.QrPayload}
            className={styles.qr}
            size={280}
            marginSize={2}
            level="M"
            title={t('qrTitle')}
            data-testid="thai-qr"
            data-payload={state.payment.QrPayload}
          />
          <div className={styles.amount} data-testid="payment-amount" data-amount={state.payment.Amount}>
            {formatMoney(state.payment.Amount, lang)}
          </div>
          {state.payment.ExpiresAt ? (
            <>
              <div className={styles.countdown} aria-live="off" data-testid="qr-countdown">
                {t('timeLeft', { time: remaining(state.payment.ExpiresAt, state.skew, now).text })}
              </div>
              <p>{t('scanBefore', { date: formatThai(new Date(state.payment.ExpiresAt), 'D MMMM BBBB HH:mm') })}</p>
            </>
          ) : null}
          <p className={styles.muted}>
            {t('orders', { ids: state.payment.OrderIDs.join(', ') })}
            <br />
            <span data-testid="payment-reference">{t('reference', { id: state.payment.PaymentId })}</span>
          </p>
          <p className={styles.muted}>{t('waitingForBank')}</p>
        </div>
      ) : null}
    </section>
  );
}
