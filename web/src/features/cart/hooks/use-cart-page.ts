// The cart page's state and actions: selection, removal with a confirmation, the total and checkout.
import { promotionLabel } from '@/lib/localized-name';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { ensureAntdRender } from '@/lib/antd-imperative';
import { formatMoney, formatNumber } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { flushCart } from '../index';
import { useCartPricing } from './use-cart-pricing';
import { removeFromCart } from '../stores/cart-actions';
import { cartStore } from '../stores/cart-store';

async function confirm(content: string, confirmText: string, cancelText: string): Promise<boolean> {
  await ensureAntdRender();
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({ content, confirmText, cancelText });
}

export function useCartPage() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const cart = useSnapshot(cartStore);
  const { priced, stale, error, retry } = useCartPricing();
  const [leaving, setLeaving] = useState(false);
  const pointMode = cart.mode === 'point';
  const selectedCount = cart.items.filter((line) => line.selected).length;
  const allSelected = cart.items.length > 0 && selectedCount === cart.items.length;
  const pricesHidden = priced?.PricesHidden ?? false;
  const promotionName = (id: number) => {
    const promotion = priced?.Promotions.find((p) => p.PromotionId === id);
    return promotion ? promotionLabel(promotion, lang) : t('discount');
  };

  const checkout = async () => {
    if (selectedCount === 0) {
      showToast(t('nothingSelected'));
      return;
    }
    setLeaving(true);
    try {
      await flushCart();
    } finally {
      setLeaving(false);
    }
    void navigate(localePath(paths.checkoutAdv.href()));
  };

  const removeLine = async (code: string, label: string) => {
    if (await confirm(t('removeConfirm', { name: label }), t('confirm'), t('cancel'))) removeFromCart(code);
  };

  const removeSelected = async () => {
    const codes = cart.items.filter((line) => line.selected).map((line) => line.P_Code);
    if (codes.length === 0) return;
    if (await confirm(t('removeSelectedConfirm', { count: codes.length }), t('confirm'), t('cancel'))) removeFromCart(...codes);
  };

  // The totals come from the last pricing answer only; before the first one they wait.
  const totalText = !priced
    ? '…'
    : pointMode
      ? t('points', { points: formatNumber(priced.Totals.Points, lang) })
      : pricesHidden
        ? t('priceHidden')
        : formatMoney(priced.Totals.Total, lang);

  return {
    cart, priced, stale, error, retry, leaving, pointMode, selectedCount, allSelected,
    pricesHidden, promotionName, checkout, removeLine, removeSelected, totalText,
  };
}
