import * as z from 'zod/mini';
import { ProductCodeSchema, SaleUnitSchema } from '../common/common.schema.js';
import { ProductSchema } from '../product/product.schema.js';
import { IDEMPOTENCY_KEY_HEADER, MAX_LINE_QTY } from '../constants.js';
import { LineTextSchema } from '../common/text.schema.js';

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

const oneLinePerProduct = z.refine<{ Items: readonly { P_Code: string }[] }>(
  (body) => new Set(body.Items.map((item) => item.P_Code)).size === body.Items.length,
  { path: ['Items'], message: 'A product appears once in a cart' },
);

/**
 * `POST api/cart/sync` body: the client's whole cart, at most 200 lines, one per product. With
 * `Version` (the version the client last read) the server merges by product and unit, so a write
 * from a device that missed another device's changes loses neither; without it the cart is
 * replaced (docs/decisions/024).
 */
export const CartSyncBodySchema = z
  .strictObject({
    SaleUnit: z.nullish(SaleUnitSchema),
    Mode: z._default(CartModeSchema, 'money'),
    Items: z.array(CartLineInputSchema).check(z.maxLength(200)),
    Version: z.nullish(z.number().check(z.int(), z.gte(0))),
  })
  .check(oneLinePerProduct);
export type CartSyncBody = z.infer<typeof CartSyncBodySchema>;

/**
 * `POST api/cart/merge` body: the guest cart held by the device. It is added into the customer's
 * cart with the server copy of the guest the customer signed in from (named by the customer's
 * token), and that copy is emptied, in one transaction. Quantities of a product are added.
 */
export const CartMergeBodySchema = z
  .strictObject({
    SaleUnit: z.nullish(SaleUnitSchema),
    Mode: z._default(CartModeSchema, 'money'),
    Items: z._default(z.array(CartLineInputSchema).check(z.maxLength(200)), []),
  })
  .check(oneLinePerProduct);
export type CartMergeBody = z.infer<typeof CartMergeBodySchema>;

/** The optional Idempotency-Key of a merge: a retry with the same key adds nothing twice. */
export const CartMergeHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.optional(
    LineTextSchema.check(
      z.trim(),
      z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits, - or _'),
    ),
  ),
});

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

/** The stored cart with its version: the answer of `api/cart/sync` (GET and POST) and `api/cart/merge`. */
export const CartStateAnswerSchema = z.extend(CartAnswerSchema, {
  /** Raised by every change; send it back with the next write. 0 for a cart never written. */
  Version: z.number().check(z.int()),
  /** Products where another device's newer change was kept over this write. */
  Conflicts: z._default(z.array(z.string()), []),
});
export type CartStateAnswer = z.infer<typeof CartStateAnswerSchema>;
