// Cancelling an order that still waits and is unpaid: a button, then the reason and a confirmation.
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/lib/i18n';
import type { OrderFullDetail } from '../api/orders.schema';
import { useCancelOrder } from '../hooks/use-cancel-order';
import styles from './orders.module.css';

export function CancelPanel({ detail, onDone }: { detail: OrderFullDetail; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const { OrderID, SaleUnit } = detail.Order;
  const { open, setOpen, reason, setReason, busy, confirm } = useCancelOrder(OrderID, SaleUnit, onDone);
  if (!open) {
    return (
      <div>
        <Button color="danger" fill="outline" size="small" onClick={() => setOpen(true)} data-testid="cancel-order">
          {t('cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.card} role="group" aria-label={t('cancelTitle', { id: OrderID })}>
      <strong>{t('cancelTitle', { id: OrderID })}</strong>
      <label className={styles.muted} htmlFor="cancel-reason">
        {t('cancelReason')}
      </label>
      <textarea id="cancel-reason" className={styles.input} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      <div className={styles.actions}>
        <Button color="danger" loading={busy} onClick={() => void confirm()}>
          {t('cancelConfirm')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('keep')}</Button>
      </div>
    </div>
  );
}
