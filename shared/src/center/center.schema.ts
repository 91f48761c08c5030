import * as z from 'zod/mini';
import {
  AnswerNumberSchema,
  LatitudeQuerySchema,
  LongitudeQuerySchema,
  SearchTextSchema,
  skipSchema,
  takeSchema,
} from '../common/common.schema.js';
import { CENTER_PICKER_PAGE_SIZE } from '../constants.js';

/** A center's LINE official account; a center with one opens the "Later / Go to merchant" dialog. */
export const LineChannelSchema = z.looseObject({
  channel_name: z.nullish(z.string()),
  url_line_oa: z.nullish(z.string()),
});
export type LineChannel = z.infer<typeof LineChannelSchema>;

/**
 * A distribution center (the specification also says sale unit or merchant). `Distance` is
 * computed in km from the caller's position, absent without one.
 */
export const DistributionCenterSchema = z.looseObject({
  SaleUnit: z.string(),
  DIST_NAME: z.string(),
  DIST_SHORTNAME: z.nullish(z.string()),
  /** The names in English, when the center has them (pages under /en show them). */
  DIST_NAME_EN: z.nullish(z.string()),
  DIST_SHORTNAME_EN: z.nullish(z.string()),
  FullAddress: z.nullish(z.string()),
  LatDecimal: z.nullish(AnswerNumberSchema),
  LonDecimal: z.nullish(AnswerNumberSchema),
  lat: z.nullish(AnswerNumberSchema),
  lon: z.nullish(AnswerNumberSchema),
  PHOTO_PATH: z.nullish(z.string()),
  Distance: z.nullish(AnswerNumberSchema),
  LineChannel: z.nullish(LineChannelSchema),
});
export type DistributionCenter = z.infer<typeof DistributionCenterSchema>;

/** `GET authen/customer/dcs` query: the caller's position, when known. */
export const CustomerDcsQuerySchema = z.object({
  lat: LatitudeQuerySchema,
  lng: LongitudeQuerySchema,
});
export type CustomerDcsQuery = z.infer<typeof CustomerDcsQuerySchema>;

/** `GET authen/customer/dcs` answer: the caller's own centers and every center. */
export const CustomerDcsAnswerSchema = z.looseObject({
  Customer: z.array(DistributionCenterSchema),
  All: z.array(DistributionCenterSchema),
});
export type CustomerDcsAnswer = z.infer<typeof CustomerDcsAnswerSchema>;

/**
 * `GET authen/customer/dcs/all` query: center search with paging. `take` defaults to the picker's
 * 12 and is capped at 100.
 */
export const CustomerDcsAllQuerySchema = z.object({
  text: SearchTextSchema,
  skip: skipSchema(0),
  take: takeSchema(CENTER_PICKER_PAGE_SIZE),
  lat: LatitudeQuerySchema,
  lng: LongitudeQuerySchema,
});
export type CustomerDcsAllQuery = z.infer<typeof CustomerDcsAllQuerySchema>;

export const CustomerDcsAllAnswerSchema = z.array(DistributionCenterSchema);
export type CustomerDcsAllAnswer = z.infer<typeof CustomerDcsAllAnswerSchema>;
