// How the merchant's detail page shows the invoice decided at delivery (decision 065).
import type { InvoiceStatus, MerchantOrderInvoice } from '@eorder/shared';

const COLORS = { Wait: 'warning', Approved: 'success', Canceled: 'danger' } as const satisfies Record<
  InvoiceStatus,
  string
>;

/** The tag colour of a state, and who decided it ('rider' or 'staff') when it is decided. */
export function invoiceView(invoice: MerchantOrderInvoice) {
  const who = invoice.By === 'rider' || invoice.By === 'staff' ? invoice.By : null;
  return { color: COLORS[invoice.Status], decided: invoice.At && who ? { at: invoice.At, who } : null };
}
