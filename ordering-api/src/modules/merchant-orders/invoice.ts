// The invoice part of the merchant's order detail (decision 065): the state kept on the order, and
// when it was decided and by whom (rider or staff), read from the history event the decision wrote.
import {
  INVOICE_STATUSES,
  type InvoiceStatus,
  type MerchantOrderInvoice,
  type TrackingEvent,
} from '@eorder/shared';

const DECIDED_BY: Partial<Record<InvoiceStatus, string>> = {
  Approved: 'INVOICE_APPROVED',
  Canceled: 'INVOICE_CANCELED',
};

const isInvoiceStatus = (value: string): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(value);

export function invoiceOf(
  status: string | null,
  history: readonly TrackingEvent[],
): MerchantOrderInvoice | null {
  if (status === null || !isInvoiceStatus(status)) return null;
  const event = DECIDED_BY[status];
  // The latest event wins: a decided invoice is not decided again, but history is oldest first.
  const decided = event ? history.findLast((row) => row.Status === event) : undefined;
  return { Status: status, At: decided?.At ?? null, By: decided?.By ?? null };
}
