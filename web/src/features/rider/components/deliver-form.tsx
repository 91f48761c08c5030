// The proof of a delivery: photo, receiver, the quantity handed over per line (a reason when
// short), the cash collected and the signature.
import Button from 'antd-mobile/es/components/button';
import type { RiderOrderDetailAnswer } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDeliverForm } from '../hooks/use-deliver-form';
import type { Submit } from '../hooks/use-rider-step';
import styles from '../rider.module.css';
import { SignatureField } from './signature-field';

interface Props {
  detail: RiderOrderDetailAnswer;
  busy: boolean;
  onSubmit: Submit;
  onCancel: () => void;
}

export function DeliverForm({ detail, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('rider');
  const lang = useLang();
  const form = useDeliverForm(detail, onSubmit);

  return (
    <form className={styles.card} onSubmit={(event) => void form.send(event)} data-testid="deliver-form">
      <div className={styles.title}>{t('step.DELIVER')}</div>
      <label className={styles.field}>
        <span>{t('photo')}</span>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          data-testid="proof-photo"
          onChange={(event) => form.setPhoto(event.target.files?.[0] ?? null)}
        />
      </label>
      {form.preview ? <img className={styles.preview} src={form.preview} alt={t('photo')} /> : null}
      <label className={styles.field}>
        <span>{t('receiver')}</span>
        <input type="text" value={form.receiver} maxLength={200} onChange={(event) => form.setReceiver(event.target.value)} data-testid="receiver-name" />
      </label>
      <div className={styles.field}>
        <span>{t('linesHandedOver')}</span>
        {detail.Lines.map((line) => {
          const entry = form.entries.get(line.LineNo);
          const qty = entry?.qty ?? line.Qty;
          return (
            <div key={line.LineNo} className={styles.line} data-testid={`deliver-line-${line.LineNo}`}>
              <span>{lang === 'en' ? line.ProductNameEn : line.ProductName}</span>
              <span className={styles.qty}>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.Qty}
                  value={qty}
                  aria-label={t('qtyHandedOver')}
                  onChange={(event) => form.setEntry(line.LineNo, line.Qty, { qty: Number(event.target.value) })}
                />
                / {line.Qty}
              </span>
              {qty < line.Qty ? (
                <input
                  type="text"
                  placeholder={t('lineReason')}
                  aria-label={t('lineReason')}
                  value={entry?.reason ?? ''}
                  maxLength={200}
                  onChange={(event) => form.setEntry(line.LineNo, line.Qty, { reason: event.target.value })}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <label className={styles.field}>
        <span>{t('cashCollected')}</span>
        <input type="text" inputMode="decimal" value={form.cashText} onChange={(event) => form.setCash(event.target.value)} data-testid="cash-collected" />
      </label>
      <SignatureField ref={form.signature} />
      {form.problem ? (
        <p className={styles.error} role="alert">
          {form.problem}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" color="success" loading={busy} data-testid="deliver-submit">
          {t('confirmDelivered')}
        </Button>
        <Button onClick={onCancel}>{t('back')}</Button>
      </div>
    </form>
  );
}
