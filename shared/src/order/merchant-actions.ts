import type { REDEEM_STATUSES } from '../point/point.schema.js';
import { mayTransition, type OrderStatus } from './order-status.js';

/**
 * What staff do to an order from the merchant pages, in the order they appear: confirm
 * (approve), hand it to a rider or a carrier (ship), mark it delivered, cancel it with a reason.
 * Each is a transition of ORDER_TRANSITIONS made by the actor 'staff' (decision 043).
 */
export const MERCHANT_ORDER_ACTIONS = ['approve', 'ship', 'deliver', 'cancel'] as const;
export type MerchantOrderAction = (typeof MERCHANT_ORDER_ACTIONS)[number];

/** The actions staff may take on an order in this state, as the lifecycle would allow them. */
export function merchantActionsFor(order: {
  Status: string;
  PaymentStatus?: string | null;
}): MerchantOrderAction[] {
  return MERCHANT_ORDER_ACTIONS.filter((action) => mayTransition(action, 'staff', order));
}

/** The goods issue states of a redeem order (the third document's Wait, Approve, Cancel). */
export type GoodsIssueTab = (typeof REDEEM_STATUSES)[number];

/**
 * The order statuses of each goods issue state: a redeem order waits with its goods issue, is
 * approved with it (and may then ship and be delivered), and is cancelled with it.
 */
export const GOODS_ISSUE_ORDER_STATUSES: Record<GoodsIssueTab, readonly OrderStatus[]> = {
  WAIT: ['WAIT'],
  APPROVE: ['APPROVED', 'SHIPPING', 'DELIVERED'],
  CANCEL: ['CANCELLED'],
};

/**
 * A parcel's expected arrival, as the tracking edit takes it: a Bangkok date 'YYYYMMDD' that is a
 * real calendar day. Answers carry it as 'YYYY-MM-DD'.
 */
export function isCalendarDateKey(key: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(key);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
