import * as z from 'zod/mini';
import { CartLineInputSchema, type CartLineInput } from './cart.schema.js';

/** The largest quantity a cart line keeps per unit level. */
export const MAX_LINE_QTY = 99_999;

const cap = (value: number) => Math.min(MAX_LINE_QTY, Math.max(0, Math.trunc(value)));

/**
 * A guest cart moved into a customer's cart: lines of a product in both carts have their
 * quantities added per unit level (capped at 99,999) and stay selected if either was; lines
 * in one cart only are kept as they are. The customer's order of lines comes first.
 */
export function mergeCartLines(
  target: readonly CartLineInput[],
  incoming: readonly CartLineInput[],
): CartLineInput[] {
  const merged = new Map<string, CartLineInput>();
  for (const line of [...target, ...incoming]) {
    const current = merged.get(line.P_Code);
    merged.set(
      line.P_Code,
      current
        ? {
            P_Code: line.P_Code,
            qty1: cap(current.qty1 + line.qty1),
            qty2: cap(current.qty2 + line.qty2),
            qty3: cap(current.qty3 + line.qty3),
            selected: current.selected || line.selected,
          }
        : { ...line, qty1: cap(line.qty1), qty2: cap(line.qty2), qty3: cap(line.qty3) },
    );
  }
  return [...merged.values()];
}

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
