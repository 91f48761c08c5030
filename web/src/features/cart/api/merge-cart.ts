import { CALL_PATHS, CartStateAnswerSchema, IDEMPOTENCY_KEY_HEADER } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import type { CartLineBody } from './cart.schema';

/**
 * `POST api/cart/merge`: moves the device's guest lines (and the server copy of the guest this
 * browser was, which the customer's session names) into the customer's money cart and empties
 * the guest's, in one transaction. The idempotency key makes a retry add nothing twice.
 */
export function mergeCart(input: { saleUnit: string | null; items: CartLineBody[]; idempotencyKey: string }) {
  return customerApi.post(
    CALL_PATHS.cartMerge,
    { SaleUnit: input.saleUnit, Mode: 'money', Items: input.items },
    { schema: CartStateAnswerSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey } },
  );
}
