import * as z from 'zod/mini';
import { CartLineInputSchema } from './cart.schema.js';

/** A stored cart line: the line's fields plus the product snapshot kept beside them. */
const StoredCartLineSchema = z.catchall(CartLineInputSchema, z.unknown());
export type StoredCartLine = z.infer<typeof StoredCartLineSchema>;
const StoredCartSchema = z.array(StoredCartLineSchema).check(z.maxLength(500));

/**
 * Reads a cart kept in local storage (lines with their product fields, which are kept). Null when it is not a valid cart (the caller removes it
 * and empties the cart, as the specification says); an absent cart is an empty one.
 */
export function parseStoredCart(raw: string | null | undefined): StoredCartLine[] | null {
  if (raw === null || raw === undefined || raw === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StoredCartSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
