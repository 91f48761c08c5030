import { describe, expect, it } from 'vitest';
import { addressBody, addressProblems, emptyAddressForm, formOf } from './address-form';

const filled = {
  ...emptyAddressForm('S'),
  name: 'ร้านสมใจ',
  address: '1 ถนนสุขุมวิท',
  provinceName: 'กรุงเทพมหานคร',
  ampherName: 'วัฒนา',
  townName: 'คลองเตยเหนือ',
  postalCode: '10110',
  phone: '0812345678',
};

describe('the address form', () => {
  it('asks for the required fields and checks the formats', () => {
    expect(addressProblems(emptyAddressForm('S'))).toEqual({
      name: 'required',
      address: 'required',
      province: 'required',
      ampher: 'required',
      town: 'required',
      postalCode: 'postalCode',
    });
    expect(addressProblems({ ...filled, phone: '12345', taxId: '123' })).toEqual({ phone: 'phone', taxId: 'taxId' });
    expect(addressProblems(filled)).toEqual({});
  });

  it('sends typed area names as their ids when there is no area list', () => {
    expect(addressBody(filled, 'C0001', 'DC01')).toMatchObject({
      _id: 0,
      Address_Type: 'S',
      Cust_ID: 'C0001',
      SaleUnit: 'DC01',
      Province: 'กรุงเทพมหานคร',
      ProvinceName: 'กรุงเทพมหานคร',
      Town: 'คลองเตยเหนือ',
      PostalCode: '10110',
      TaxID: null,
    });
  });

  it('keeps the ids of an address it edits', () => {
    const form = formOf({ _id: 5, Address_Type: 'B', Cust_ID: 'C0001', Name: 'x', Address_: 'y', Province: 10, ProvinceName: 'กรุงเทพ', Ampher: 1001, Town: 100101, PostalCode: '10200' });
    expect(addressBody(form, 'C0001', null)).toMatchObject({ _id: 5, Address_Type: 'B', Province: '10', Ampher: '1001', Town: '100101' });
  });
});
