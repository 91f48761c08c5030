// The payment method page's state: the center and order of the address, the unpaid orders and the
// chosen ones (the only one when none is given), their total, and paying by a provider's redirect.
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PaymentMethod } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { createPayment, usePaymentOrder, useUnpaidOrders } from '../api/payments';
import { selectionSatang, toggleOrder } from '../lib/combine';

export function useMethodPage() {
  const { t } = useTranslation('payments');
  const [search] = useSearchParams();
  const saleunit = useParams()['saleunit'] ?? search.get('saleunit');
  const given = search.get('orderid');
  const method = search.get('method');
  const unpaid = useUnpaidOrders(saleunit);
  const [chosen, setChosen] = useState<string[]>(given ? [given] : []);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = unpaid.data ?? [];
  const ids = list.map((o) => o.OrderID);

  // With one unpaid order and none given, it is the one to pay.
  useEffect(() => {
    const only = unpaid.data?.length === 1 ? unpaid.data[0]?.OrderID : undefined;
    if (!given && only) setChosen([only]);
  }, [unpaid.data, given]);

  const first = chosen[0] ?? null;
  const order = usePaymentOrder(first, saleunit);
  const rest = chosen.slice(1);
  const refOf = (orderid: string) => ({
    orderid,
    saleunit: saleunit ?? '',
    ...(rest.length ? { more: rest.join(',') } : {}),
  });

  async function payByRedirect(method: PaymentMethod) {
    if (!first || !saleunit) return;
    setBusy(method);
    setFailure(null);
    const result = await createPayment({ OrderID: first, ...(rest.length ? { OrderIDs: rest } : {}), SaleUnit: saleunit, Method: method });
    if (result.ok && result.data.RedirectUrl) {
      window.location.assign(result.data.RedirectUrl);
      return;
    }
    setBusy(null);
    setFailure(result.ok ? t('failed', { saleCode: chosen.join(', ') }) : result.error.message);
  }

  const data = order.data;
  return {
    search, saleunit, given, method, unpaid, list, chosen, first, data, error: order.error, busy, failure,
    toggle: (orderid: string) => setChosen((now) => toggleOrder(ids, now, orderid)),
    refOf, payByRedirect,
    paidAlready: data?.PaymentStatus === 'PAID' && chosen.length === 1,
    total: list.length && chosen.every((id) => ids.includes(id)) ? selectionSatang(list, chosen) / 100 : (data?.Amount ?? 0),
  };
}

export type MethodPageState = ReturnType<typeof useMethodPage>;
