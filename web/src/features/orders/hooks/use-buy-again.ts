import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { cartStore } from '@/features/cart';
import { showToast } from '@/lib/toast';
import { getOrderDetail } from '../api/get-order-detail';
import type { OrderFullDetail } from '../api/orders.schema';
import { buyAgain } from '../lib/buy-again';

/** Puts an order's lines back into the cart and opens the cart; tells what could not be added. */
export function useBuyAgain() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (order: { OrderID: string; SaleUnit: string }, detail?: OrderFullDetail) => {
    if (busy) return;
    setBusy(order.OrderID);
    try {
      const lines = detail ?? (await getOrderDetail(order.OrderID, order.SaleUnit).catch(() => null));
      if (!lines) {
        showToast(t('notFound'), { kind: 'fail' });
        return;
      }
      const saleUnit = cartStore.saleUnit ?? order.SaleUnit;
      const result = await buyAgain(lines.OrderDetails, saleUnit, cartStore.mode === 'point');
      if (result.added === 0) {
        showToast(t('nothingAdded'), { kind: 'fail' });
        return;
      }
      const missing = result.missing.length > 0 ? ` ${t('notAvailable', { names: result.missing.join(', ') })}` : '';
      showToast(`${t('boughtAgain', { count: result.added })}${missing}`, { kind: 'success', durationMs: missing ? 4000 : 2000 });
      void navigate(localePath(paths.cart.href()));
    } finally {
      setBusy(null);
    }
  };

  return { run, busy };
}
