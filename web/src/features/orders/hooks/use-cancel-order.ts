// The cancel panel's state: closed until asked, the reason, and the call that cancels the order.
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { cancelOrder } from '../api/cancel-order';

export function useCancelOrder(orderId: string, saleUnit: string, onDone: () => void) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const result = await cancelOrder(orderId, saleUnit, reason.trim() || null);
    setBusy(false);
    if (!result.ok) return;
    showToast(t('cancelled'), { kind: 'success' });
    setOpen(false);
    onDone();
  };

  return { open, setOpen, reason, setReason, busy, confirm };
}
