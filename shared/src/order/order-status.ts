/**
 * Order statuses (the specification does not list them; these follow its screens: the merchant
 * approves an order, which issues the invoice riders see as "Invoice Approve", a rider delivers).
 *
 * - WAIT: placed, waiting for the merchant (or for its online payment)
 * - APPROVED: accepted by the merchant; the invoice is approved
 * - SHIPPING: out for delivery with a rider
 * - DELIVERED: handed to the customer
 * - CANCELLED: cancelled by the customer (while WAIT), the merchant or the system
 */
export const ORDER_STATUSES = ['WAIT', 'APPROVED', 'SHIPPING', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export const ORDER_STATUS_LABELS = {
  WAIT: { th: 'รอดำเนินการ', en: 'Wait' },
  APPROVED: { th: 'อนุมัติแล้ว', en: 'Approved' },
  SHIPPING: { th: 'กำลังจัดส่ง', en: 'Shipping' },
  DELIVERED: { th: 'จัดส่งแล้ว', en: 'Delivered' },
  CANCELLED: { th: 'ยกเลิก', en: 'Canceled' },
} as const satisfies Record<OrderStatus, { th: string; en: string }>;

/** Payment states of an order. */
export const ORDER_PAYMENT_STATUSES = ['UNPAID', 'PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Who moves an order. */
export type OrderActor = 'customer' | 'merchant' | 'rider' | 'system';

const TRANSITIONS: Record<OrderActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  customer: { WAIT: ['CANCELLED'] },
  merchant: {
    WAIT: ['APPROVED', 'CANCELLED'],
    APPROVED: ['SHIPPING', 'CANCELLED'],
    SHIPPING: ['DELIVERED'],
  },
  rider: { APPROVED: ['SHIPPING'], SHIPPING: ['DELIVERED'] },
  system: { WAIT: ['APPROVED', 'CANCELLED'] },
};

/** May this actor move an order from one status to another? */
export function canTransition(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return (TRANSITIONS[actor][from] ?? []).includes(to);
}

/** The statuses an actor may move an order to from its current status. */
export const nextStatuses = (actor: OrderActor, from: OrderStatus): readonly OrderStatus[] =>
  TRANSITIONS[actor][from] ?? [];

/**
 * May the customer cancel? Only while the order waits for the merchant and nothing has been
 * paid (a paid order is cancelled by the merchant, who handles the refund).
 */
export function canCustomerCancel(order: {
  Status: string;
  PaymentStatus?: string | null;
}): boolean {
  const paid = order.PaymentStatus === 'PAID' || order.PaymentStatus === 'PENDING';
  return order.Status === 'WAIT' && !paid;
}

/** Tabs of the merchant order list; 'All' is the default. */
export const ORDER_LIST_TABS = ['All', ...ORDER_STATUSES] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];
