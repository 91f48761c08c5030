import { CALLS, type CartMode } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { CartStateSchema } from './cart.schema';

/** `GET api/cart/sync`: the server's copy of the customer's cart for a center and a mode. */
export function getCart(saleUnit: string | null, mode: CartMode) {
  return customerApi.get(CALLS.cartGet.path, {
    query: { saleUnit: saleUnit ?? undefined, mode },
    schema: CartStateSchema,
    quiet: true,
  });
}
