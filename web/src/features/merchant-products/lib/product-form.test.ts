// A product without an English name (decision 124): the form shows the field empty and saves it
// as none given, never as a copy of the Thai name.
import { describe, expect, it } from 'vitest';
import type { Product } from '@eorder/shared';
import { formValues, saveBody } from './product-form';

const thaiOnly = { P_Code: 'TH-ONLY', PRODUCTNAME: 'น้ำดื่ม', PRODUCTNAME_TH: 'น้ำดื่ม', PRODUCTNAME_EN: null, UNIT1: 'BTL', UNIT1NAME_TH: 'ขวด' } as Product;

describe('the English product name in the form', () => {
  it('is empty when the product has none, and is saved as none', () => {
    const values = formValues(thaiOnly);
    expect(values.PRODUCTNAME_TH).toBe('น้ำดื่ม');
    expect(values.PRODUCTNAME_EN).toBe('');
    const body = saveBody({ ...values, PRODUCTNAME_EN: '  ' }, { isNew: false, saleUnit: 'DC01', pictures: [], product: thaiOnly, disabled: false });
    expect(body.PRODUCTNAME).toBe('น้ำดื่ม');
    expect(body.PRODUCTNAME_EN).toBeNull();
  });

  it('keeps an English name given', () => {
    const body = saveBody({ ...formValues(thaiOnly), PRODUCTNAME_EN: 'Drinking water' }, { isNew: false, saleUnit: 'DC01', pictures: [], product: thaiOnly, disabled: false });
    expect(body.PRODUCTNAME_EN).toBe('Drinking water');
  });
});
