// The merchant payment view (decision 084): each payment with its ledger, and refunds, by hand
// where the provider has no refund call (decision 121).
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { PAYMENT_METHODS, type MerchantPayment, type MerchantPaymentViewAnswer } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { imageUrl } from '@/lib/image-url';
import { showToast } from '@/lib/toast';
import { refundOrder } from '../api/merchant-orders';
import '../i18n';
import styles from './merchant-orders.module.css';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <span>{label}</span>
      <span>{children}</span>
    </div>
  );
}

/** Where staff pay a refund back by hand: the provider's own portal when it has one, else in general. */
function useByHandText() {
  const { t } = useTranslation('merchantOrders');
  return (payment: MerchantPayment) => t(`refund.byHandAt.${payment.Provider}`, { defaultValue: t('refund.byHand') });
}

function RefundDialog({ view, payment, onClose, onDone }: { view: MerchantPaymentViewAnswer; payment: MerchantPayment | null; onClose: () => void; onDone: (changed: MerchantPaymentViewAnswer | null) => void }) {
  const { t } = useTranslation('merchantOrders');
  const byHand = useByHandText();
  const lang = useLang();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const refundable = payment?.Refundable ?? 0;
  const asked = amount.trim() === '' ? refundable : Number(amount);
  const ready = payment !== null && reason.trim() !== '' && Number.isFinite(asked) && asked > 0 && asked <= refundable && !busy;
  const whole = asked === refundable;

  async function confirm() {
    setBusy(true);
    const result = await refundOrder(view.OrderID, view.SaleUnit, { Reason: reason.trim(), ...(whole ? {} : { Amount: Math.round(asked * 100) / 100 }) });
    setBusy(false);
    if (result.ok) showToast(t('refund.done'), { kind: 'success' });
    onDone(result.ok ? result.data : null);
  }

  return (
    <Dialog
      visible={payment !== null}
      title={t('refund.title', { id: view.OrderID })}
      onClose={onClose}
      closeOnMaskClick={!busy}
      content={
        <div className={styles.dialogForm} data-testid="refund-dialog">
          <p>{t('refund.left', { amount: formatMoney(refundable, lang) })}</p>
          {whole && view.RefundCancels ? <p>{t('refund.cancels')}</p> : null}
          {payment && !payment.AutomaticRefund ? <p role="note">{byHand(payment)}</p> : null}
          <label className={styles.label}>
            {t('refund.amount')}
            <input className={styles.input} data-testid="refund-amount" inputMode="decimal" placeholder={refundable.toFixed(2)} value={amount} onChange={(event) => setAmount(event.target.value)} />
          </label>
          <label className={styles.label}>
            {t('refund.reason')}
            <textarea className={styles.input} data-testid="refund-reason" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
        </div>
      }
      actions={[
        [
          { key: 'back', text: t('dialog.back'), disabled: busy, onClick: onClose },
          { key: 'confirm', text: payment && !payment.AutomaticRefund ? t('refund.markDone') : t('refund.confirm'), bold: true, danger: true, disabled: !ready, onClick: () => void confirm() },
        ],
      ]}
    />
  );
}

function PaymentCard({ payment, onRefund }: { payment: MerchantPayment; onRefund: () => void }) {
  const { t } = useTranslation('merchantOrders');
  const byHand = useByHandText();
  const lang = useLang();
  const method = PAYMENT_METHODS[payment.Method as keyof typeof PAYMENT_METHODS]?.[lang] ?? payment.Method;
  return (
    <section className={styles.card} aria-label={t('ledger.payment', { id: payment.PaymentId })} data-testid="merchant-payment">
      <h2 className={styles.sectionTitle}>{t('ledger.payment', { id: payment.PaymentId })}</h2>
      <Row label={t('payment.method')}>{method}</Row>
      <Row label={t('payment.amount')}>{formatMoney(payment.Amount, lang)}</Row>
      <Row label={t('payment.state')}>
        <strong data-testid="merchant-payment-state">{t(`ledger.states.${payment.Status}`, { defaultValue: payment.Status })}</strong>
      </Row>
      {payment.Refunded > 0 ? <Row label={t('ledger.refunded')}>{formatMoney(payment.Refunded, lang)}</Row> : null}
      <Row label={t('payment.provider')}>{payment.Provider}</Row>
      {payment.ProviderReference || payment.TransactionId ? <Row label={t('payment.reference')}>{payment.ProviderReference ?? payment.TransactionId}</Row> : null}
      {payment.Reason ? <Row label={t('ledger.reason')}>{payment.Reason}</Row> : null}
      {payment.SlipUrl ? <img className={styles.slip} src={imageUrl(payment.SlipUrl) ?? undefined} alt={t('payment.slip')} loading="lazy" /> : null}
      {payment.Refundable > 0 && !payment.AutomaticRefund ? <p className={styles.muted}>{byHand(payment)}</p> : null}
      {payment.Refundable > 0 ? (
        <div className={styles.actions}>
          <Button color="danger" fill="outline" onClick={onRefund} data-testid="refund-open">
            {t('refund.open')}
          </Button>
        </div>
      ) : null}
      <h3 className={styles.sectionTitle}>{t('ledger.title')}</h3>
      {payment.Ledger.length === 0 ? (
        <p className={styles.muted}>{t('ledger.empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="ledger">
          {payment.Ledger.map((entry) => (
            <li key={`${entry.Provider}:${entry.EventId}`} className={styles.row}>
              <span>
                {t(`ledger.kinds.${entry.Kind}`, { defaultValue: entry.Kind })} · {t(`ledger.outcomes.${entry.Outcome}`, { defaultValue: entry.Outcome })}
                <div className={styles.muted}>
                  {formatDateTime(entry.ReceivedAt, lang)} · {entry.EventId}
                </div>
                {entry.Note ? <div className={styles.muted}>{entry.Note}</div> : null}
              </span>
              <span>{entry.Amount === null ? '' : formatMoney(entry.Amount, lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PaymentLedger({ view, onChanged }: { view: MerchantPaymentViewAnswer; onChanged: (changed: MerchantPaymentViewAnswer | null) => void }) {
  const { t } = useTranslation('merchantOrders');
  const [refunding, setRefunding] = useState<MerchantPayment | null>(null);
  if (view.Payments.length === 0) return <p className={styles.muted}>{t('ledger.none')}</p>;
  return (
    <>
      {view.Payments.map((payment) => (
        <PaymentCard key={payment.PaymentId} payment={payment} onRefund={() => setRefunding(payment)} />
      ))}
      {refunding ? (
        <RefundDialog
          view={view}
          payment={refunding}
          onClose={() => setRefunding(null)}
          onDone={(changed) => {
            setRefunding(null);
            onChanged(changed);
          }}
        />
      ) : null}
    </>
  );
}
