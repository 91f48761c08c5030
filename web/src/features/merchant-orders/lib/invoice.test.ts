import { describe, expect, it } from 'vitest';
import { invoiceView } from './invoice';

describe('invoiceView', () => {
  it('shows a waiting invoice undecided', () => {
    expect(invoiceView({ Status: 'Wait', At: null, By: null })).toEqual({ color: 'warning', decided: null });
  });

  it('names when and who approved or cancelled it', () => {
    const at = '2026-11-27T05:00:00.000Z';
    expect(invoiceView({ Status: 'Approved', At: at, By: 'rider' })).toEqual({
      color: 'success',
      decided: { at, who: 'rider' },
    });
    expect(invoiceView({ Status: 'Canceled', At: at, By: 'staff' }).decided?.who).toBe('staff');
    expect(invoiceView({ Status: 'Canceled', At: at, By: 'someone' })).toEqual({ color: 'danger', decided: null });
  });
});
