import * as z from 'zod/mini';
import { EmptyBodySchema } from '../common/common.schema.js';

const text = z.nullish(z.string());
const areaId = z.union([z.string(), z.number()]);

export const ProvinceSchema = z.looseObject({
  ProvinceID: areaId,
  ProvinceName: z.string(),
  ProvinceNameEN: text,
});
export type Province = z.infer<typeof ProvinceSchema>;

/** A district (amphoe); `Department_ID` is its province. */
export const AmpherSchema = z.looseObject({
  AmpherID: areaId,
  AmpherName: z.string(),
  AmpherNameEN: text,
  Department_ID: areaId,
});
export type Ampher = z.infer<typeof AmpherSchema>;

/** A sub-district (tambon); `Section_ID` is its district. */
export const TownSchema = z.looseObject({
  Town_ID: areaId,
  TownName: z.string(),
  TownNameEN: text,
  Section_ID: areaId,
  ZipCode: z.string(),
});
export type Town = z.infer<typeof TownSchema>;

/** `POST GET_MASTER_DATA/GET_ALL_PROVINCE` body (`{}`) and answer. */
export const AllProvinceBodySchema = EmptyBodySchema;
export type AllProvinceBody = z.infer<typeof AllProvinceBodySchema>;
export const AllProvinceAnswerSchema = z.looseObject({
  data: z.looseObject({
    Province: z.array(ProvinceSchema),
    Ampher: z.array(AmpherSchema),
    Town: z.array(TownSchema),
  }),
});
export type AllProvinceAnswer = z.infer<typeof AllProvinceAnswerSchema>;
