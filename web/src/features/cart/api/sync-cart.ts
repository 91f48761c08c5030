import { CALL_PATHS, CartStateAnswerSchema, type CartMode } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import type { CartLineBody } from './cart.schema';

/**
 * `POST api/cart/sync`: writes the whole cart. With the version last read, the server merges by
 * product and unit with what another device wrote meanwhile, so neither loses an item.
 */
export function syncCart(input: { saleUnit: string | null; mode: CartMode; items: CartLineBody[]; version: number | null }) {
  return customerApi.post(
    CALL_PATHS.cartSync,
    { SaleUnit: input.saleUnit, Mode: input.mode, Items: input.items, Version: input.version },
    { schema: CartStateAnswerSchema, quiet: true },
  );
}
