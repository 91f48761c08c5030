// Cart calls as this server serves them. To move to @eorder/shared (src/cart/cart.schema.ts):
// the contract's sync body has no Version (so two devices cannot be merged without loss), and its
// answer has no Version. A guest's server copy is the guest token's own: no request names one.
import { z } from 'zod';
import { extend } from 'zod/mini';
import {
  CartAnswerSchema,
  CartLineInputSchema,
  CartModeSchema,
  LineTextSchema,
  SaleUnitSchema,
} from '@eorder/shared';

const uniqueProducts = (body: { Items: readonly { P_Code: string }[] }) =>
  new Set(body.Items.map((item) => item.P_Code)).size === body.Items.length;

/** `GET api/cart/sync` query. */
export const CartQuerySchema = z.object({
  saleUnit: z.optional(SaleUnitSchema),
  mode: z._default(CartModeSchema, 'money'),
});
export type CartQuery = z.infer<typeof CartQuerySchema>;

/**
 * `POST api/cart/sync` body: the client's whole cart. With `Version` (the version the client last
 * read) the server merges by product and unit, so a write from a device that missed another
 * device's changes loses neither; without it the cart is replaced.
 */
export const CartWriteBodySchema = z
  .strictObject({
    SaleUnit: z.nullish(SaleUnitSchema),
    Mode: z._default(CartModeSchema, 'money'),
    Items: z.array(CartLineInputSchema).max(200),
    Version: z.number().int().min(0).nullish(),
  })
  .refine(uniqueProducts, { path: ['Items'], message: 'A product appears once in a cart' });
export type CartWriteBody = z.infer<typeof CartWriteBodySchema>;

/**
 * `POST api/cart/merge` body: the guest cart held by the device. It is added into the customer's
 * cart, with the server copy of the guest the customer signed in from (named by the customer's
 * token), and that copy is emptied, in one transaction.
 */
export const CartMergeWriteBodySchema = z
  .strictObject({
    SaleUnit: z.nullish(SaleUnitSchema),
    Mode: z._default(CartModeSchema, 'money'),
    Items: z.array(CartLineInputSchema).max(200).default([]),
  })
  .refine(uniqueProducts, { path: ['Items'], message: 'A product appears once in a cart' });
export type CartMergeWriteBody = z.infer<typeof CartMergeWriteBodySchema>;

/** The optional Idempotency-Key of a merge: a retry with the same key adds nothing twice. */
export const OptionalIdempotencyHeadersSchema = z.object({
  'idempotency-key': z.optional(
    LineTextSchema.check(
      z.trim(),
      z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits, - or _'),
    ),
  ),
});

/** The stored cart with its version. */
export const CartStateAnswerSchema = extend(CartAnswerSchema, {
  /** Raised by every change; send it back with the next write. 0 for a cart never written. */
  Version: z.number().int(),
  /** Products where another device's newer change was kept over this write. */
  Conflicts: z.array(z.string()),
});
export type CartStateAnswer = z.infer<typeof CartStateAnswerSchema>;
