// The address form's values and their rules (the contract's: name and street required, a 5-digit
// postal code, a phone of 9 or 10 digits starting with 0, a 13-digit tax ID when given).
import type { AddDeliveryAddressBody, DeliveryAddress } from '@eorder/shared';

export interface AddressForm {
  id: number;
  type: 'S' | 'B';
  name: string;
  address: string;
  provinceId: string;
  provinceName: string;
  ampherId: string;
  ampherName: string;
  townId: string;
  townName: string;
  postalCode: string;
  phone: string;
  taxId: string;
  remark: string;
}

export const emptyAddressForm = (type: 'S' | 'B'): AddressForm => ({
  id: 0,
  type,
  name: '',
  address: '',
  provinceId: '',
  provinceName: '',
  ampherId: '',
  ampherName: '',
  townId: '',
  townName: '',
  postalCode: '',
  phone: '',
  taxId: '',
  remark: '',
});

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function formOf(address: DeliveryAddress): AddressForm {
  return {
    id: Number(address._id),
    type: address.Address_Type === 'B' ? 'B' : 'S',
    name: text(address.Name),
    address: text(address.Address_),
    provinceId: text(address.Province),
    provinceName: text(address.ProvinceName),
    ampherId: text(address.Ampher),
    ampherName: text(address.AmpherName),
    townId: text(address.Town),
    townName: text(address.TownName),
    postalCode: text(address.PostalCode),
    phone: text(address.Phone),
    taxId: text(address.TaxID),
    remark: text(address.Remark),
  };
}

export type AddressField = 'name' | 'address' | 'province' | 'ampher' | 'town' | 'postalCode' | 'phone' | 'taxId';

/** Each field's problem (a text key), empty when the form can be saved. */
export function addressProblems(form: AddressForm): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {};
  if (form.name.trim() === '') problems.name = 'required';
  if (form.address.trim() === '') problems.address = 'required';
  if ((form.provinceId || form.provinceName).trim() === '') problems.province = 'required';
  if ((form.ampherId || form.ampherName).trim() === '') problems.ampher = 'required';
  if ((form.townId || form.townName).trim() === '') problems.town = 'required';
  if (!/^\d{5}$/.test(form.postalCode.trim())) problems.postalCode = 'postalCode';
  if (form.phone.trim() !== '' && !/^0\d{8,9}$/.test(form.phone.trim())) problems.phone = 'phone';
  if (form.taxId.trim() !== '' && !/^\d{13}$/.test(form.taxId.trim())) problems.taxId = 'taxId';
  return problems;
}

const nullIfEmpty = (value: string) => (value.trim() === '' ? null : value.trim());
const clip = (value: string, max: number) => value.trim().slice(0, max);

/** The body of ADD_DELIVERY_ADDRESS (id 0) or UPDATE_DELIVERY_ADDRESS. */
export function addressBody(form: AddressForm, customerCode: string, saleUnit: string | null): AddDeliveryAddressBody & { _id: number } {
  return {
    _id: form.id,
    Address_Type: form.type,
    Active: 'Y',
    Cust_ID: customerCode,
    SaleUnit: saleUnit,
    TaxID: nullIfEmpty(form.taxId),
    Name: form.name.trim(),
    Address_: form.address.trim(),
    // Without the area lists the names typed stand for the ids as well.
    Province: clip(form.provinceId || form.provinceName, 20),
    ProvinceName: nullIfEmpty(form.provinceName),
    Ampher: clip(form.ampherId || form.ampherName, 20),
    AmpherName: nullIfEmpty(form.ampherName),
    Town: clip(form.townId || form.townName, 20),
    TownName: nullIfEmpty(form.townName),
    PostalCode: form.postalCode.trim(),
    Phone: nullIfEmpty(form.phone),
    Remark: nullIfEmpty(form.remark),
  } as AddDeliveryAddressBody & { _id: number };
}
