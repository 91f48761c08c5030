// The checkout page's state: the cart's lines, the server's summary and its choices, the coupon,
// the remark and tax-invoice wish, placing the order, and whether ordering is closed.
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLang } from '@/config/paths';
import { cartStore } from '@/features/cart';
import { getRuntimeConfig } from '@/lib/config';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUsableCoupons } from '../api/get-usable-coupons';
import { canPlaceOrder } from '../lib/checkout-gate';
import { activeMaintenance, maintenanceEnds } from '../lib/maintenance';
import { orderLines, useCheckoutSummary } from './use-checkout-summary';
import { useCoupon, useCouponRecheck } from './use-coupon';
import { usePlaceOrder } from './use-place-order';

export function useCheckoutPage() {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const session = useSession();
  const cart = useSnapshot(cartStore);
  const pointMode = cart.mode === 'point';
  const items = useMemo(() => orderLines(cart.items), [cart.items]);
  const customerCode = session.customer?.CUSTOMERCODE ?? null;

  const [remark, setRemark] = useState('');
  const [needTaxInvoice, setNeedTaxInvoice] = useState(false);
  const coupon = useCoupon(customerCode);
  const summary = useCheckoutSummary({
    cartKey: cart.key,
    saleUnit: cart.saleUnit,
    mode: cart.mode,
    items,
    couponId: coupon.couponId,
  });
  const { data } = summary;
  const saleUnit = data?.Cart.SaleUnit ?? cart.saleUnit;
  const coupons = useUsableCoupons(pointMode ? null : customerCode, saleUnit);
  useCouponRecheck(data, coupon.couponId, coupon.dropCoupon);
  const { placing, place } = usePlaceOrder({
    data,
    saleUnit,
    mode: cart.mode,
    items,
    choices: {
      shipToId: summary.shipToId,
      billToId: summary.billToId,
      payment: summary.payment,
      couponId: coupon.couponId,
      remark,
      needTaxInvoice,
    },
    refresh: summary.mutate,
  });

  const maintenance = activeMaintenance(getRuntimeConfig().maintenance);
  const blockedMessage = data?.OrderingBlocked
    ? data.OrderingBlocked.Message
    : maintenance
      ? t('maintenance', maintenanceEnds(maintenance, lang))
      : null;
  const billTo = data?.BillTo.find((address) => Number(address._id) === summary.billToId) ?? null;
  const canPlace = canPlaceOrder({
    data,
    blockedMessage,
    validating: summary.isValidating,
    pointMode,
    payment: summary.payment,
  });

  return {
    session,
    pointMode,
    items,
    saleUnit,
    summary,
    coupon,
    coupons: coupons.data ?? [],
    remark,
    setRemark,
    needTaxInvoice,
    setNeedTaxInvoice,
    placing,
    place,
    blockedMessage,
    taxIdMissing: !!billTo && !billTo.TaxID,
    canPlace,
  };
}
