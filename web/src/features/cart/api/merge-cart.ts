import { CALL_PATHS, IDEMPOTENCY_KEY_HEADER } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { CartStateSchema, type CartLineBody } from './cart.schema';

/**
 * `POST api/cart/merge`: moves the guest cart (the device's lines and, with the guest id, the
 * guest's server copy) into the customer's money cart and empties the guest's, in one
 * transaction. The idempotency key makes a retry add nothing twice.
 */
export function mergeCart(input: { saleUnit: string | null; items: CartLineBody[]; guestUid: string | null; idempotencyKey: string }) {
  return customerApi.post(
    CALL_PATHS.cartMerge,
    { SaleUnit: input.saleUnit, Mode: 'money', Items: input.items, GuestUid: input.guestUid },
    { schema: CartStateSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey } },
  );
}
