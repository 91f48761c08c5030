import { describe, expect, it } from 'vitest';
import { addressLine, sortAddresses } from './customer-address';

describe('sortAddresses', () => {
  it('puts the registered address first, then shipping, then billing', () => {
    const list = [{ Address_Type: 'B' }, { Address_Type: 'S' }, { Address_Type: 'C' }];
    expect(sortAddresses(list).map((a) => a.Address_Type)).toEqual(['C', 'S', 'B']);
    expect(list[0]?.Address_Type).toBe('B');
  });
});

describe('addressLine', () => {
  it('joins the parts it has with spaces', () => {
    expect(addressLine({ Address_: '1 Main Rd', TownName: '', AmpherName: null, ProvinceName: 'Bangkok', PostalCode: '10110' })).toBe('1 Main Rd Bangkok 10110');
  });
});
