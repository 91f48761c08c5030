// The invoice state the merchant sees: none where invoices are not approved, Wait undecided, the
// decision's time and who (rider or staff) once approved or cancelled.
import { describe, expect, it } from 'vitest';
import { invoiceOf } from './invoice';

const history = [
  { Status: 'APPROVED', At: '2026-11-27T02:00:00.000Z', Remark: null, By: 'staff' },
  { Status: 'INVOICE_APPROVED', At: '2026-11-27T05:00:00.000Z', Remark: null, By: 'rider' },
];

describe('invoiceOf', () => {
  it('is null where the company does not approve invoices, or for a state it does not know', () => {
    expect(invoiceOf(null, history)).toBeNull();
    expect(invoiceOf('Lost', history)).toBeNull();
  });

  it('shows a waiting invoice without a decision', () => {
    expect(invoiceOf('Wait', history)).toEqual({ Status: 'Wait', At: null, By: null });
  });

  it('names when and by whom the invoice was approved or cancelled', () => {
    expect(invoiceOf('Approved', history)).toEqual({
      Status: 'Approved',
      At: '2026-11-27T05:00:00.000Z',
      By: 'rider',
    });
    const canceled = [{ Status: 'INVOICE_CANCELED', At: '2026-11-27T06:00:00.000Z', Remark: null, By: 'rider' }];
    expect(invoiceOf('Canceled', canceled)).toMatchObject({ Status: 'Canceled', By: 'rider' });
    expect(invoiceOf('Canceled', history)).toEqual({ Status: 'Canceled', At: null, By: null });
  });
});
