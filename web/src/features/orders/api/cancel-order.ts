import { buildPath, OrderCancelAnswerSchema } from '@eorder/shared';
import { customerApi } from '@/lib/api';

/**
 * `POST api/orders/cancel/{orderId}/{saleUnit}`: allowed while the order waits and nothing is paid;
 * the stock, promotion uses, credit, points and coupon it took are given back.
 */
export function cancelOrder(orderId: string, saleUnit: string, reason: string | null) {
  return customerApi.post(buildPath('orderCancel', { orderId, saleUnit }), { Reason: reason }, { schema: OrderCancelAnswerSchema });
}
