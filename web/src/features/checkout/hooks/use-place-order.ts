import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import type { CartMode, OrderPlaceBodyInput, PaymentMethod } from '@eorder/shared';
import { paths, useLocalePath } from '@/config/paths';
import { removeOrderedLines } from '@/features/cart';
import { methodPage } from '@/features/payments';
import { showToast } from '@/lib/toast';
import type { CheckoutAnswer, OrderLineBody } from '../api/checkout.schema';
import { placeOrder } from '../api/place-order';
import { attemptKey, endAttempt } from '../lib/attempt-key';

export interface PlaceChoices {
  shipToId: number | null;
  billToId: number | null;
  payment: PaymentMethod | null;
  couponId: string | null;
  remark: string;
  needTaxInvoice: boolean;
}

interface PlaceInput {
  data: CheckoutAnswer | undefined;
  saleUnit: string | null;
  mode: CartMode;
  items: OrderLineBody[];
  choices: PlaceChoices;
  /** The summary is asked again after a refused order (prices or stock may have changed). */
  refresh: () => unknown;
}

/** The order body the checkout sends, from the server's summary and the customer's choices. */
export function placeBody({
  data,
  saleUnit,
  mode,
  items,
  choices,
}: Omit<PlaceInput, 'refresh'> & { data: CheckoutAnswer }): OrderPlaceBodyInput {
  const pointMode = mode === 'point';
  const remark = choices.remark.trim();
  return {
    SaleUnit: saleUnit,
    Mode: mode,
    Items: items,
    // The contract asks for a method; a redeem order is paid with points whatever is sent.
    PaymentMethod: pointMode ? 'COD' : (choices.payment as PaymentMethod),
    ShipToAddressId: choices.shipToId,
    BillToAddressId: choices.billToId,
    NeedTaxInvoice: choices.needTaxInvoice,
    Remark: remark === '' ? null : remark,
    CouponId: choices.couponId,
    DeliveryMethod: data.Van.Deliverable && !pointMode ? 'VAN' : null,
    ExpectedTotal: pointMode ? data.Cart.Totals.Points : data.Cart.Totals.Total,
  };
}

/**
 * Places the order once: the attempt's idempotency key makes a double tap or a retry answer the
 * same order. A placed order leaves the cart and opens its payment page or its detail.
 */
export function usePlaceOrder(input: PlaceInput) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [placing, setPlacing] = useState(false);
  const busy = useRef(false);
  const pointMode = input.mode === 'point';

  const place = async () => {
    const { data, items, choices } = input;
    if (!data || busy.current) return;
    if (choices.shipToId === null) {
      showToast(t('chooseAddress'));
      return;
    }
    if (!pointMode && !choices.payment) {
      showToast(t('choosePayment'));
      return;
    }
    const body = placeBody({ ...input, data });
    busy.current = true;
    setPlacing(true);
    const result = await placeOrder(body, attemptKey(body));
    busy.current = false;
    setPlacing(false);
    if (!result.ok) {
      // A lost answer keeps the key: trying again answers the order if it was placed.
      if (result.error.code === 'CONFLICT') showToast(t('priceChanged'), { durationMs: 5000 });
      if (result.error.kind === 'http') void input.refresh();
      return;
    }
    endAttempt();
    const order = result.data.Order;
    removeOrderedLines(items.map((line) => line.P_Code));
    void import('swr').then(({ mutate: mutateAll }) =>
      mutateAll((key) => Array.isArray(key) && key[0] === 'orders', undefined),
    );
    showToast(
      pointMode ? t('redeemed', { id: order.OrderID }) : t('placed', { id: order.OrderID }),
      { kind: 'success' },
    );
    if (result.data.PaymentRequired) {
      // An online method: its payment page (a lazy chunk of its own) takes over.
      const method = typeof order.PaymentMethod === 'string' ? order.PaymentMethod : '';
      void navigate(
        localePath(methodPage(method, { orderid: order.OrderID, saleunit: order.SaleUnit })),
        { replace: true },
      );
      return;
    }
    void navigate(
      localePath(paths.historyDetail.href({ orderid: order.OrderID, saleunit: order.SaleUnit })),
      {
        replace: true,
        state: { placed: true },
      },
    );
  };

  return { placing, place };
}
