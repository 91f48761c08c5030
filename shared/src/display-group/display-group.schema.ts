import * as z from 'zod/mini';
import { AnswerFlagSchema, YesNoSchema, takeSchema } from '../common/common.schema.js';
import { DRAWER_GROUPS_TAKE, DISPLAY_GROUP_TYPES } from '../constants.js';
import { ProductSchema } from '../product/product.schema.js';

/** A display group: a named shelf of products on the home page or in the drawer. */
export const DisplayGroupSchema = z.looseObject({
  Id: z.union([z.string(), z.number()]),
  Name: z.string(),
  NameEN: z.nullish(z.string()),
  LogoImage: z.nullish(z.string()),
  UseTranslateName: z.nullish(AnswerFlagSchema),
});
export type DisplayGroup = z.infer<typeof DisplayGroupSchema>;

/** One group with its products (products only with `productsIncluded=Y`). */
export const DisplayGroupItemSchema = z.looseObject({
  Group: DisplayGroupSchema,
  Products: z.nullish(z.array(ProductSchema)),
});
export type DisplayGroupItem = z.infer<typeof DisplayGroupItemSchema>;

export const DisplayGroupTypeSchema = z.enum(DISPLAY_GROUP_TYPES);
export type DisplayGroupType = z.infer<typeof DisplayGroupTypeSchema>;

/** `GET api/products/display-group/type/{typeName}`. */
export const DisplayGroupParamsSchema = z.object({ typeName: DisplayGroupTypeSchema });
export type DisplayGroupParams = z.infer<typeof DisplayGroupParamsSchema>;
export const DisplayGroupQuerySchema = z.object({
  productsIncluded: z._default(YesNoSchema, 'N'),
  take: takeSchema(DRAWER_GROUPS_TAKE),
});
export type DisplayGroupQuery = z.infer<typeof DisplayGroupQuerySchema>;
export const DisplayGroupAnswerSchema = z.looseObject({ Data: z.array(DisplayGroupItemSchema) });
export type DisplayGroupAnswer = z.infer<typeof DisplayGroupAnswerSchema>;
