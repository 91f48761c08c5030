import { CALL_PATHS, IDEMPOTENCY_KEY_HEADER, OrderPlaceAnswerSchema, type OrderPlaceBodyInput } from '@eorder/shared';
import { customerApi } from '@/lib/api';

/**
 * `POST api/orders/place` with the checkout attempt's idempotency key: sent again with the same
 * key and body (a retry, a double tap), it answers the same order, never a second one.
 */
export function placeOrder(body: OrderPlaceBodyInput, idempotencyKey: string) {
  return customerApi.post(CALL_PATHS.orderPlace, body, {
    schema: OrderPlaceAnswerSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
