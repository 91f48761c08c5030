// How an order is paid, read-only: method, amount, state, and the provider's reference and the
// slip's picture once the payment calls have recorded them.
import { ORDER_PAYMENT_STATUS_LABELS, PAYMENT_METHODS, type MerchantOrderPayment } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { imageUrl } from '@/lib/image-url';
import { useTranslation } from '@/lib/i18n';
import '../i18n';
import styles from './merchant-orders.module.css';

export function PaymentSummary({ payment, full = false }: { payment: MerchantOrderPayment; full?: boolean }) {
  const { t } = useTranslation('merchantOrders');
  const lang = useLang();
  const method = payment.Method === 'POINT' ? t('payment.points') : (PAYMENT_METHODS[payment.Method as keyof typeof PAYMENT_METHODS]?.[lang] ?? payment.Method);
  const state = ORDER_PAYMENT_STATUS_LABELS[payment.Status as keyof typeof ORDER_PAYMENT_STATUS_LABELS]?.[lang] ?? payment.Status;
  return (
    <section className={styles.card} aria-label={t('payment.title')} data-testid="payment">
      <h2 className={styles.sectionTitle}>{t('payment.title')}</h2>
      <div className={styles.row}>
        <span>{t('payment.method')}</span>
        <span>{method}</span>
      </div>
      <div className={styles.row}>
        <span>{t('payment.amount')}</span>
        <span>{payment.Method === 'POINT' ? t('points', { points: formatNumber(Number(payment.Points ?? 0), lang) }) : formatMoney(Number(payment.Amount ?? 0), lang)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('payment.state')}</span>
        <strong data-testid="payment-state">{state}</strong>
      </div>
      {full && payment.Provider ? (
        <div className={styles.row}>
          <span>{t('payment.provider')}</span>
          <span>{payment.Provider}</span>
        </div>
      ) : null}
      {full && payment.ProviderReference ? (
        <div className={styles.row}>
          <span>{t('payment.reference')}</span>
          <span>{payment.ProviderReference}</span>
        </div>
      ) : null}
      {full && payment.UpdatedAt ? <div className={styles.muted}>{formatDateTime(payment.UpdatedAt, lang)}</div> : null}
      {full && payment.SlipUrl ? <img className={styles.slip} src={imageUrl(payment.SlipUrl) ?? undefined} alt={t('payment.slip')} loading="lazy" /> : null}
      {full && !payment.Provider && !payment.SlipUrl ? <p className={styles.muted}>{t('payment.noRecord')}</p> : null}
    </section>
  );
}
