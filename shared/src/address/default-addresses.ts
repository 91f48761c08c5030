import type { AddDeliveryAddressBody, DeliveryAddress } from './address.schema.js';

/**
 * The addresses to create when a customer has none besides the registered one (type C): one
 * shipping (S) and one billing (B) address, copied from the C address. Empty when the customer
 * already has another address, or has no C address to copy from.
 */
export function defaultAddressesToCreate(
  addresses: readonly DeliveryAddress[],
): AddDeliveryAddressBody[] {
  const active = addresses.filter((address) => (address.Active ?? 'Y') !== 'N');
  const registered = active.find((address) => address.Address_Type === 'C');
  if (!registered || active.some((address) => address.Address_Type !== 'C')) return [];
  const copy = (type: 'S' | 'B'): AddDeliveryAddressBody => ({
    _id: 0,
    Address_Type: type,
    Active: 'Y',
    Cust_ID: registered.Cust_ID,
    SaleUnit: registered.SaleUnit ?? null,
    TaxID: registered.TaxID ?? null,
    Name: registered.Name ?? '',
    Address_: registered.Address_ ?? '',
    Province: registered.Province ?? '',
    ProvinceName: registered.ProvinceName ?? null,
    Ampher: registered.Ampher ?? '',
    AmpherName: registered.AmpherName ?? null,
    Town: registered.Town ?? '',
    TownName: registered.TownName ?? null,
    PostalCode: registered.PostalCode ?? '',
    Lat: registered.Lat ?? null,
    Long: registered.Long ?? null,
    Remark: registered.Remark ?? null,
    Phone: registered.Phone ?? null,
  });
  return [copy('S'), copy('B')];
}
