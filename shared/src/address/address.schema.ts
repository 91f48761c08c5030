import * as z from 'zod/mini';
import { LineTextSchema, MultilineTextSchema } from '../common/text.schema.js';
import { AnswerNumberSchema, CustomerCodeSchema, SaleUnitSchema } from '../common/common.schema.js';

/** Address types: C the customer's own (registered) address, S shipping, B billing. */
export const ADDRESS_TYPES = ['C', 'S', 'B'] as const;
export const AddressTypeSchema = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof AddressTypeSchema>;

const text = z.nullish(z.string());
const num = z.nullish(AnswerNumberSchema);

/** A delivery address (SHIPTO). */
export const DeliveryAddressSchema = z.looseObject({
  _id: z.union([z.number(), z.string()]),
  AddressCode: text,
  Address_Type: z.string(),
  Active: text,
  Cust_ID: z.string(),
  SaleUnit: text,
  TaxID: text,
  Name: text,
  Address_: text,
  Province: z.nullish(z.union([z.string(), z.number()])),
  ProvinceName: text,
  Ampher: z.nullish(z.union([z.string(), z.number()])),
  AmpherName: text,
  Town: z.nullish(z.union([z.string(), z.number()])),
  TownName: text,
  PostalCode: text,
  Lat: num,
  Long: num,
  Remark: text,
  Phone: text,
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** `POST GET_MASTER_DATA/GET_DELIVERY_ADDRESS` body. */
export const DeliveryAddressListBodySchema = z.strictObject({
  CustomerCode: CustomerCodeSchema,
  AddressCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  AddressType: z.nullish(AddressTypeSchema),
});
export type DeliveryAddressListBody = z.infer<typeof DeliveryAddressListBodySchema>;

/** Its answer: `status`, `status_code` '200' and the addresses in `data`. */
export const DeliveryAddressListAnswerSchema = z.looseObject({
  status: z.union([z.number(), z.string(), z.boolean()]),
  status_code: z.string(),
  data: z.array(DeliveryAddressSchema),
});
export type DeliveryAddressListAnswer = z.infer<typeof DeliveryAddressListAnswerSchema>;

const optionalText = (max: number) => z.nullish(LineTextSchema.check(z.trim(), z.maxLength(max)));
const areaId = z.union([
  z.coerce.number().check(z.int(), z.positive()),
  LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(20)),
]);

/**
 * The fields of an address as written by a client. `_id` 0 adds (the specification's
 * ADD_DELIVERY_ADDRESS), a positive `_id` names the address to update.
 */
export const DeliveryAddressInputSchema = z.strictObject({
  _id: z.coerce.number().check(z.int(), z.gte(0)),
  Address_Type: AddressTypeSchema,
  Active: z._default(z.enum(['Y', 'N']), 'Y'),
  Cust_ID: CustomerCodeSchema,
  SaleUnit: z.nullish(SaleUnitSchema),
  TaxID: z.nullish(LineTextSchema.check(z.trim(), z.regex(/^(\d{13})?$/, 'Tax ID has 13 digits'))),
  Name: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
  Address_: MultilineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(500)),
  Province: areaId,
  ProvinceName: optionalText(100),
  Ampher: areaId,
  AmpherName: optionalText(100),
  Town: areaId,
  TownName: optionalText(100),
  PostalCode: LineTextSchema.check(z.trim(), z.regex(/^\d{5}$/, 'Postal code has 5 digits')),
  Lat: z.nullish(z.coerce.number().check(z.gte(-90), z.lte(90))),
  Long: z.nullish(z.coerce.number().check(z.gte(-180), z.lte(180))),
  Remark: z.nullish(MultilineTextSchema.check(z.trim(), z.maxLength(500))),
  Phone: z.nullish(
    LineTextSchema.check(
      z.trim(),
      z.regex(/^0\d{8,9}$/, 'Phone number has 9 or 10 digits starting with 0'),
    ),
  ),
});
export type DeliveryAddressInput = z.infer<typeof DeliveryAddressInputSchema>;

/** `POST master_data_management/ADD_DELIVERY_ADDRESS` body: a new address, `_id` 0. */
export const AddDeliveryAddressBodySchema = z.extend(DeliveryAddressInputSchema, {
  _id: z._default(z.literal(0), 0),
});
export type AddDeliveryAddressBody = z.infer<typeof AddDeliveryAddressBodySchema>;

/** `POST master_data_management/UPDATE_DELIVERY_ADDRESS` body: an existing address. */
export const UpdateDeliveryAddressBodySchema = z.extend(DeliveryAddressInputSchema, {
  _id: z.coerce.number().check(z.int(), z.positive()),
});
export type UpdateDeliveryAddressBody = z.infer<typeof UpdateDeliveryAddressBodySchema>;

/** `POST master_data_management/DELETE_DELIVERY_ADDRESS` body. The C address cannot be deleted. */
export const DeleteDeliveryAddressBodySchema = z.strictObject({
  _id: z.coerce.number().check(z.int(), z.positive()),
  Cust_ID: CustomerCodeSchema,
});
export type DeleteDeliveryAddressBody = z.infer<typeof DeleteDeliveryAddressBodySchema>;

/** Answer of add, update and delete: the address concerned. */
export const DeliveryAddressWriteAnswerSchema = z.looseObject({
  status: z.union([z.number(), z.string(), z.boolean()]),
  status_code: z.string(),
  data: DeliveryAddressSchema,
});
export type DeliveryAddressWriteAnswer = z.infer<typeof DeliveryAddressWriteAnswerSchema>;
