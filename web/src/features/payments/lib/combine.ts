// The combined payment (decision 086): several unpaid orders of one center paid at once.

/** Methods whose payment answers a provider page to send the browser to. */
export const REDIRECT_METHODS: readonly string[] = ['C2P_CARD'];

/** Methods whose page pays a single order only (the slip is checked against one order's amount). */
export const SINGLE_ORDER_METHODS: readonly string[] = ['TRANSFER'];

/** The sum of the chosen orders, in satang (integers: no baht rounding on the way). */
export function selectionSatang(orders: readonly { OrderID: string; AmountSatang: number }[], chosen: readonly string[]): number {
  return orders.filter((o) => chosen.includes(o.OrderID)).reduce((sum, o) => sum + o.AmountSatang, 0);
}

/** Adds or removes an order, keeping the order of the list (the first chosen is the payment's first order). */
export function toggleOrder(list: readonly string[], chosen: readonly string[], orderId: string): string[] {
  const next = chosen.includes(orderId) ? chosen.filter((id) => id !== orderId) : [...chosen, orderId];
  return list.filter((id) => next.includes(id));
}
