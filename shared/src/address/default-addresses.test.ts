import { describe, expect, it } from 'vitest';
import { AddDeliveryAddressBodySchema, type DeliveryAddress } from './address.schema.js';
import { defaultAddressesToCreate } from './default-addresses.js';

const registered: DeliveryAddress = {
  _id: 1,
  Address_Type: 'C',
  Active: 'Y',
  Cust_ID: 'C0001',
  SaleUnit: 'S101',
  Name: 'ร้านสมใจ',
  Address_: '1 ถนนสุขุมวิท',
  Province: 10,
  Ampher: 1039,
  Town: 103901,
  PostalCode: '10110',
  Phone: '021234567',
};

describe('defaultAddressesToCreate', () => {
  it('creates a shipping and a billing address from the registered one', () => {
    const created = defaultAddressesToCreate([registered]);
    expect(created.map((a) => a.Address_Type)).toEqual(['S', 'B']);
    for (const address of created) {
      expect(address._id).toBe(0);
      expect(address.Name).toBe('ร้านสมใจ');
      expect(AddDeliveryAddressBodySchema.safeParse(address).success).toBe(true);
    }
  });
  it('creates nothing when another address exists or there is no registered one', () => {
    expect(
      defaultAddressesToCreate([registered, { ...registered, _id: 2, Address_Type: 'S' }]),
    ).toEqual([]);
    expect(defaultAddressesToCreate([])).toEqual([]);
  });
  it('ignores inactive addresses', () => {
    expect(
      defaultAddressesToCreate([
        registered,
        { ...registered, _id: 2, Address_Type: 'S', Active: 'N' },
      ]),
    ).toHaveLength(2);
  });
});
