import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { CartMode, PaymentMethod } from '@eorder/shared';
import { swrDefaults } from '@/lib/swr';
import type { CheckoutAnswer, OrderLineBody } from '../api/checkout.schema';
import { getCheckout, type CheckoutInput } from '../api/get-checkout';
import { fingerprintOf } from '../lib/attempt-key';

/** The selected cart lines with a quantity, as the order takes them. */
export function orderLines(
  items: readonly {
    P_Code: string;
    qty1?: number;
    qty2?: number;
    qty3?: number;
    selected: boolean;
  }[],
): OrderLineBody[] {
  return items
    .filter((line) => line.selected && (line.qty1 ?? 0) + (line.qty2 ?? 0) + (line.qty3 ?? 0) > 0)
    .map((line) => ({
      P_Code: line.P_Code,
      qty1: line.qty1 ?? 0,
      qty2: line.qty2 ?? 0,
      qty3: line.qty3 ?? 0,
    }));
}

async function loadCheckout(input: CheckoutInput): Promise<CheckoutAnswer> {
  const result = await getCheckout(input);
  if (!result.ok) throw Object.assign(new Error(result.error.message), { code: result.error.code });
  return result.data;
}

interface SummaryInput {
  cartKey: string | null;
  saleUnit: string | null;
  mode: CartMode;
  items: OrderLineBody[];
  couponId: string | null;
}

/** The server's summary of the order, and the addresses and payment the customer chose. */
export function useCheckoutSummary({ cartKey, saleUnit, mode, items, couponId }: SummaryInput) {
  const pointMode = mode === 'point';
  const [shipToId, setShipToId] = useState<number | null>(null);
  const [billToId, setBillToId] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const input: CheckoutInput = {
    saleUnit,
    mode,
    items,
    couponId,
    shipToId,
    billToId,
    // The summary does not depend on the method chosen: choosing one does not ask again.
    paymentMethod: null,
    deliveryMethod: null,
  };
  const summary = useSWR<CheckoutAnswer, Error>(
    items.length > 0 && cartKey ? ['checkout', fingerprintOf(input)] : null,
    () => loadCheckout(input),
    { ...swrDefaults, keepPreviousData: true },
  );
  const data = summary.data;

  // Defaults the server chose, until the customer picks otherwise.
  useEffect(() => {
    if (!data) return;
    if (shipToId === null && data.DefaultShipToId !== null) setShipToId(data.DefaultShipToId);
    if (billToId === null && data.DefaultBillToId !== null) setBillToId(data.DefaultBillToId);
    const usable = data.PaymentMethods.filter((method) => method.Available);
    if (!pointMode && (payment === null || !usable.some((method) => method.Method === payment))) {
      const first = usable[0]?.Method as PaymentMethod | undefined;
      if (first && first !== payment) setPayment(first);
    }
  }, [data, shipToId, billToId, payment, pointMode]);

  return { ...summary, shipToId, setShipToId, billToId, setBillToId, payment, setPayment };
}
