import * as z from 'zod/mini';
import { ProductCodeSchema, QueryBooleanSchema } from '../common/common.schema.js';
import { ProductSchema } from '../product/product.schema.js';

/** `GET api/Products/favourite/items?detail=`: codes, or products with `detail=true`. */
export const FavouriteItemsQuerySchema = z.object({
  detail: z._default(QueryBooleanSchema, false),
});
export type FavouriteItemsQuery = z.infer<typeof FavouriteItemsQuerySchema>;
export const FavouriteItemsAnswerSchema = z.union([z.array(ProductSchema), z.array(z.string())]);
export type FavouriteItemsAnswer = z.infer<typeof FavouriteItemsAnswerSchema>;

/** `POST api/Products/favourite/items/add` and `/remove` body. */
export const FavouriteChangeBodySchema = z.strictObject({
  productIds: z.array(ProductCodeSchema).check(z.minLength(1), z.maxLength(100)),
});
export type FavouriteChangeBody = z.infer<typeof FavouriteChangeBodySchema>;

/** Answer of add and remove: the wishlist's codes afterwards. */
export const FavouriteChangeAnswerSchema = z.looseObject({
  status: z.number().check(z.int()),
  Data: z.array(z.string()),
});
export type FavouriteChangeAnswer = z.infer<typeof FavouriteChangeAnswerSchema>;
