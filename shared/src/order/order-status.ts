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
  WAIT: { th: 'รอดำเนินการ', en: 'Awaiting confirmation' },
  APPROVED: { th: 'อนุมัติแล้ว', en: 'Approved' },
  SHIPPING: { th: 'กำลังจัดส่ง', en: 'Shipping' },
  DELIVERED: { th: 'จัดส่งแล้ว', en: 'Delivered' },
  CANCELLED: { th: 'ยกเลิก', en: 'Canceled' },
} as const satisfies Record<OrderStatus, { th: string; en: string }>;

/** Payment states of an order. */
export const ORDER_PAYMENT_STATUSES = ['UNPAID', 'PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const ORDER_PAYMENT_STATUS_LABELS = {
  UNPAID: { th: 'ยังไม่ชำระเงิน', en: 'Unpaid' },
  PENDING: { th: 'รอยืนยันการชำระเงิน', en: 'Payment pending' },
  PAID: { th: 'ชำระเงินแล้ว', en: 'Paid' },
  FAILED: { th: 'ชำระเงินไม่สำเร็จ', en: 'Payment failed' },
  REFUNDED: { th: 'คืนเงินแล้ว', en: 'Refunded' },
} as const satisfies Record<OrderPaymentStatus, { th: string; en: string }>;

/**
 * The states of an order's invoice where the company approves invoices at delivery (decision 065):
 * the seeds' Wait, Approved, Canceled. Null on orders of a company that does not.
 */
export const INVOICE_STATUSES = ['Wait', 'Approved', 'Canceled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS = {
  Wait: { th: 'รออนุมัติใบแจ้งหนี้', en: 'Wait' },
  Approved: { th: 'อนุมัติใบแจ้งหนี้แล้ว', en: 'Approved' },
  Canceled: { th: 'ยกเลิกใบแจ้งหนี้', en: 'Canceled' },
} as const satisfies Record<InvoiceStatus, { th: string; en: string }>;

/**
 * Events of the status history that are not a status of the order: the delivery steps and the
 * invoice decisions (decision 064). Each is shown on the tracking timeline and sent once on LINE.
 */
export const ORDER_EVENT_LABELS = {
  ARRIVED: { th: 'พนักงานส่งถึงจุดส่งแล้ว', en: 'Rider arrived' },
  PARTIALLY_DELIVERED: { th: 'จัดส่งแล้วบางส่วน', en: 'Partly delivered' },
  REFUSED: { th: 'ลูกค้าปฏิเสธการรับสินค้า', en: 'Refused by the customer' },
  INVOICE_APPROVED: { th: 'อนุมัติใบแจ้งหนี้แล้ว', en: 'Invoice approved' },
  INVOICE_CANCELED: { th: 'ยกเลิกใบแจ้งหนี้', en: 'Invoice canceled' },
} as const satisfies Record<string, { th: string; en: string }>;
export type OrderEvent = keyof typeof ORDER_EVENT_LABELS;

/** The label of a status-history event: an order status, a payment status or a delivery event. */
export function orderEventLabel(status: string): { th: string; en: string } | null {
  if (isOrderStatus(status)) return ORDER_STATUS_LABELS[status];
  return (
    (ORDER_PAYMENT_STATUS_LABELS as Record<string, { th: string; en: string }>)[status] ??
    (ORDER_EVENT_LABELS as Record<string, { th: string; en: string }>)[status] ??
    null
  );
}

/**
 * Who moves an order: the customer (or the salesperson or agent ordering for them), staff of the
 * order's center, the rider assigned to it, a payment provider's confirmed event, the scheduler.
 */
export const ORDER_ACTORS = ['customer', 'staff', 'rider', 'payment', 'scheduler'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Who may place an order (it starts in WAIT). */
export const ORDER_PLACED_BY: readonly OrderActor[] = ['customer', 'staff', 'scheduler'];

export interface OrderTransition {
  /** The statuses each allowed actor may make it from; an actor not named may not make it. */
  readonly from: Partial<Record<OrderActor, readonly OrderStatus[]>>;
  /** The new status; absent when only the payment status changes. */
  readonly to?: OrderStatus;
  /** The payment status it needs and sets, when it is a payment transition. */
  readonly payment?: { readonly from: readonly OrderPaymentStatus[]; readonly to: OrderPaymentStatus };
  /** Actors who may make it only while nothing is paid or being paid. */
  readonly unpaidOnly?: readonly OrderActor[];
  /** The invoice status it needs and sets, when it is an invoice decision. */
  readonly invoice?: { readonly from: readonly InvoiceStatus[]; readonly to: InvoiceStatus };
  /** The history event (and LINE notice) it writes instead of the new status. */
  readonly event?: OrderEvent;
}

const NOT_CANCELLED: readonly OrderStatus[] = ['WAIT', 'APPROVED', 'SHIPPING', 'DELIVERED'];

/**
 * Every change of an existing order (decision 043). The ordering API's lifecycle module is the
 * only code that makes them; screens use the table to offer only what the user may do.
 */
export const ORDER_TRANSITIONS = {
  approve: { from: { staff: ['WAIT'] }, to: 'APPROVED' },
  ship: { from: { staff: ['APPROVED'], rider: ['APPROVED'] }, to: 'SHIPPING' },
  arrive: { from: { staff: ['SHIPPING'], rider: ['SHIPPING'] }, event: 'ARRIVED' },
  deliver: { from: { staff: ['SHIPPING'], rider: ['SHIPPING'] }, to: 'DELIVERED' },
  refuse: { from: { staff: ['SHIPPING'], rider: ['SHIPPING'] }, to: 'CANCELLED', event: 'REFUSED' },
  approveInvoice: {
    from: { staff: ['APPROVED', 'SHIPPING', 'DELIVERED'], rider: ['SHIPPING', 'DELIVERED'] },
    invoice: { from: ['Wait'], to: 'Approved' },
    event: 'INVOICE_APPROVED',
  },
  cancelInvoice: {
    from: { staff: ['APPROVED', 'SHIPPING', 'DELIVERED'], rider: ['SHIPPING', 'DELIVERED'] },
    invoice: { from: ['Wait'], to: 'Canceled' },
    event: 'INVOICE_CANCELED',
  },
  cancel: {
    from: { customer: ['WAIT'], staff: ['WAIT', 'APPROVED'], scheduler: ['WAIT'] },
    to: 'CANCELLED',
    unpaidOnly: ['customer', 'scheduler'],
  },
  pay: {
    from: { payment: NOT_CANCELLED, staff: NOT_CANCELLED },
    payment: { from: ['UNPAID', 'PENDING', 'FAILED'], to: 'PAID' },
  },
  refund: {
    from: { payment: ['CANCELLED'], staff: ['CANCELLED'] },
    payment: { from: ['PAID'], to: 'REFUNDED' },
  },
} as const satisfies Record<string, OrderTransition>;
export type OrderTransitionName = keyof typeof ORDER_TRANSITIONS;

const isPaidOrPaying = (paymentStatus: string | null | undefined) =>
  paymentStatus === 'PAID' || paymentStatus === 'PENDING';

/** May this actor make the transition on an order in this state? (Ownership is checked apart.) */
export function mayTransition(
  name: OrderTransitionName,
  actor: OrderActor,
  order: { Status: string; PaymentStatus?: string | null; InvoiceStatus?: string | null },
): boolean {
  const transition: OrderTransition = ORDER_TRANSITIONS[name];
  const from = transition.from[actor];
  if (!from || !(from as readonly string[]).includes(order.Status)) return false;
  if (transition.unpaidOnly?.includes(actor) && isPaidOrPaying(order.PaymentStatus)) return false;
  const invoice = transition.invoice;
  if (invoice && !(invoice.from as readonly string[]).includes(order.InvoiceStatus ?? '')) return false;
  const payment = transition.payment;
  return !payment || (payment.from as readonly string[]).includes(order.PaymentStatus ?? 'UNPAID');
}

/** May this actor move an order from one status to another? */
export function canTransition(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses(actor, from).includes(to);
}

/** The statuses an actor may move an order to from its current status. */
export const nextStatuses = (actor: OrderActor, from: OrderStatus): readonly OrderStatus[] =>
  Object.values(ORDER_TRANSITIONS as Record<string, OrderTransition>).flatMap((t) =>
    t.to && (t.from[actor] ?? []).includes(from) ? [t.to] : [],
  );

/**
 * May the customer cancel? Only while the order waits for the merchant and nothing has been
 * paid (a paid order is cancelled by the merchant, who handles the refund).
 */
export const canCustomerCancel = (order: { Status: string; PaymentStatus?: string | null }) =>
  mayTransition('cancel', 'customer', order);

/** Tabs of the merchant order list; 'All' is the default. */
export const ORDER_LIST_TABS = ['All', ...ORDER_STATUSES] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];
