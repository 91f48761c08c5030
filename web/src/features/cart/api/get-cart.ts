import { CALL_PATHS, CartStateAnswerSchema, type CartMode } from '@eorder/shared';
import { customerApi } from '@/lib/api';

/** `GET api/cart/sync`: the server's copy of the customer's cart for a center and a mode. */
export function getCart(saleUnit: string | null, mode: CartMode) {
  return customerApi.get(CALL_PATHS.cartGet, {
    query: { saleUnit: saleUnit ?? undefined, mode },
    schema: CartStateAnswerSchema,
    quiet: true,
  });
}
