// What the order page decides about one order: points or money, the payment method, the coupon, and
// whether the customer may still cancel it or pay it online. Pure, so the rules are tested once.
import { canCustomerCancel, mayTransition, PAYMENT_METHODS } from '@eorder/shared';
import type { Lang } from '@/config/paths';
import type { OrderFullDetail } from '../api/orders.schema';
import { isPointOrder } from '../components/order-card';

/** Methods paid online after the order is placed. */
const ONLINE_METHODS = new Set(['THAI_QR', 'TRANSFER', 'LINEPAY']);

export function orderFacts(order: OrderFullDetail['Order'], lang: Lang) {
  const points = isPointOrder(order);
  const extra = order as Record<string, unknown>;
  const method = typeof extra.PaymentMethod === 'string' ? extra.PaymentMethod : String(order.PaymentType ?? '');
  const paymentStatus = order.PaymentStatus ?? '';
  return {
    points,
    extra,
    method,
    /** The method's name in the reader's language; null for a points order (it says so itself). */
    methodName: points ? null : (PAYMENT_METHODS[method as keyof typeof PAYMENT_METHODS]?.[lang] ?? method),
    paymentStatus,
    couponId: typeof extra.CouponId === 'string' ? extra.CouponId : null,
    canCancel: canCustomerCancel({ Status: order.Status, PaymentStatus: order.PaymentStatus }),
    // An order of an online method still to pay: its payment page (the method choice for others).
    canPay:
      !points &&
      ONLINE_METHODS.has(method) &&
      mayTransition('pay', 'payment', { Status: order.Status, PaymentStatus: paymentStatus || 'UNPAID' }),
  };
}

export type OrderFacts = ReturnType<typeof orderFacts>;

/** A free line, however the API spells it. */
export const isFree = (value: unknown) => value === true || value === 'Y' || value === 1;
