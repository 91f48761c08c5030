// Cart calls as this server serves them. To move to @eorder/shared (src/cart/cart.schema.ts):
// the contract's sync body has no Version (so two devices cannot be merged without loss) and no
// GuestUid (so a guest's server copy cannot be named), and its answer has no Version.
import { z } from 'zod';
import { extend } from 'zod/mini';
import {
  CartAnswerSchema,
  CartLineInputSchema,
  CartModeSchema,
  LineTextSchema,
  SaleUnitSchema,
} from '@eorder/shared';

/** A guest's id (the guest-uid cookie): names the guest's server copy of the cart. */
export const GuestUidSchema = LineTextSchema.check(
  z.trim(),
  z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid guest id'),
);

const uniqueProducts = (body: { Items: readonly { P_Code: string }[] }) =>
  new Set(body.Items.map((item) => item.P_Code)).size === body.Items.length;

/** `GET api/cart/sync` query. */
export const CartQuerySchema = z.object({
  saleUnit: z.optional(SaleUnitSchema),
  mode: z._default(CartModeSchema, 'money'),
  guestUid: z.optional(GuestUidSchema),
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
    GuestUid: z.nullish(GuestUidSchema),
  })
  .refine(uniqueProducts, { path: ['Items'], message: 'A product appears once in a cart' });
export type CartWriteBody = z.infer<typeof CartWriteBodySchema>;

/**
 * `POST api/cart/merge` body: the guest cart held by the device, and the guest's id when the
 * guest cart was also kept on the server. Both are added into the customer's cart and the guest's
 * server copy is emptied, in one transaction.
 */
export const CartMergeWriteBodySchema = z
  .strictObject({
    SaleUnit: z.nullish(SaleUnitSchema),
    Mode: z._default(CartModeSchema, 'money'),
    Items: z.array(CartLineInputSchema).max(200).default([]),
    GuestUid: z.nullish(GuestUidSchema),
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
