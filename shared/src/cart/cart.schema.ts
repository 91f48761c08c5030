import * as z from 'zod/mini';
import { ProductCodeSchema, SaleUnitSchema } from '../common/common.schema.js';
import { ProductSchema } from '../product/product.schema.js';
import { MAX_LINE_QTY } from '../constants.js';

export const CartModeSchema = z.enum(['money', 'point']);

const qty = z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_LINE_QTY)), 0);

/** A cart line as the client keeps it: the product code, quantities per unit level, selection. */
export const CartLineInputSchema = z.strictObject({
  P_Code: ProductCodeSchema,
  qty1: qty,
  qty2: qty,
  qty3: qty,
  selected: z._default(z.boolean(), true),
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;
export type CartLineInputIn = z.input<typeof CartLineInputSchema>;

/** `GET api/cart/sync` query: the cart of the token's customer for a center and a mode. */
export const CartSyncQuerySchema = z.object({
  saleUnit: z.optional(SaleUnitSchema),
  mode: z._default(CartModeSchema, 'money'),
});
export type CartSyncQuery = z.infer<typeof CartSyncQuerySchema>;

/**
 * `POST api/cart/sync` body: the client's whole cart, which replaces the stored one (the last
 * writer wins; the client merges before it writes). At most 200 lines, one per product.
 */
export const CartSyncBodySchema = z
  .strictObject({
    SaleUnit: z.nullish(SaleUnitSchema),
    Mode: z._default(CartModeSchema, 'money'),
    Items: z.array(CartLineInputSchema).check(z.maxLength(200)),
  })
  .check(
    z.refine((body) => new Set(body.Items.map((item) => item.P_Code)).size === body.Items.length, {
      path: ['Items'],
      message: 'A product appears once in a cart',
    }),
  );
export type CartSyncBody = z.infer<typeof CartSyncBodySchema>;

/**
 * `POST api/cart/merge` body: a guest cart moved into the customer's cart after login.
 * Quantities of a product in both carts are added.
 */
export const CartMergeBodySchema = z.strictObject({
  SaleUnit: z.nullish(SaleUnitSchema),
  Mode: z._default(CartModeSchema, 'money'),
  Items: z.array(CartLineInputSchema).check(z.maxLength(200)),
});
export type CartMergeBody = z.infer<typeof CartMergeBodySchema>;

/**
 * The stored cart, its lines as products with their quantities (products no longer sold are
 * dropped; their codes are listed in `Removed`).
 */
export const CartAnswerSchema = z.looseObject({
  SaleUnit: z.string(),
  Mode: z.string(),
  Items: z.array(ProductSchema),
  Removed: z.array(z.string()),
  UpdatedAt: z.nullable(z.string()),
});
export type CartAnswer = z.infer<typeof CartAnswerSchema>;
