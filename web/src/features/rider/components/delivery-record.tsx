// What an order holds, under its steps: its lines (short ones with what was handed over), the
// proof of its outcome, and the history of its events.
import { orderEventLabel, type RiderOrderDetailAnswer } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { imageUrl } from '@/lib/image-url';
import styles from '../rider.module.css';

export function DeliveryLines({ detail }: { detail: RiderOrderDetailAnswer }) {
  const { t } = useTranslation('rider');
  const lang = useLang();
  return (
    <div className={styles.card}>
      <div className={styles.title}>{t('lines')}</div>
      {detail.Lines.map((line) => (
        <div key={line.LineNo} className={styles.line}>
          <span>
            {lang === 'en' ? line.ProductNameEn : line.ProductName}
            {line.DeliveredQty !== null && line.DeliveredQty < line.Qty ? (
              <span className={styles.error}> · {t('deliveredOf', { qty: line.DeliveredQty, of: line.Qty })} {line.Reason}</span>
            ) : null}
          </span>
          <span>
            {line.Qty} {lang === 'en' ? line.UnitNameEn : line.UnitName}
          </span>
        </div>
      ))}
    </div>
  );
}

export function DeliveryProof({ detail }: { detail: RiderOrderDetailAnswer }) {
  const { t } = useTranslation('rider');
  const lang = useLang();
  const proof = detail.Delivery;
  // An arrival alone leaves a record with nothing to show yet.
  if (!proof || !detail.Order.Outcome) return null;
  return (
    <div className={styles.card} data-testid="delivery-proof">
      {proof.ReceiverName ? <div>{t('receivedBy', { name: proof.ReceiverName })}</div> : null}
      {detail.Order.CashCollected !== null ? (
        <div>{t('cashCollected')}: {formatMoney(detail.Order.CashCollected, lang)}</div>
      ) : null}
      {proof.Reason ? <div>{t('reason')}: {proof.Reason}</div> : null}
      {proof.PhotoUrl ? <img className={styles.preview} src={imageUrl(proof.PhotoUrl) ?? undefined} alt={t('photo')} /> : null}
      {proof.SignatureUrl ? <img className={styles.preview} src={imageUrl(proof.SignatureUrl) ?? undefined} alt={t('signature')} /> : null}
    </div>
  );
}

export function DeliveryEvents({ events }: { events: RiderOrderDetailAnswer['Events'] }) {
  const { t } = useTranslation('rider');
  const lang = useLang();
  return (
    <ul className={styles.events} aria-label={t('events')}>
      {events.map((event, index) => (
        <li key={`${event.Status}-${index}`} data-testid="rider-event" data-status={event.Status}>
          {formatDateTime(event.At, lang)} · {orderEventLabel(event.Status)?.[lang] ?? event.Status}
          {event.Remark ? ` · ${event.Remark}` : ''}
        </li>
      ))}
    </ul>
  );
}
