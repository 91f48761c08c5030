import useSWR from 'swr';
import { buildPath, OrderTrackingAnswerSchema } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

/** `GET api/orders/tracking/{orderId}/{saleUnit}`: the order's status timeline and its carrier. */
export async function getOrderTracking(orderId: string, saleUnit: string) {
  const result = await customerApi.get(buildPath('orderTracking', { orderId, saleUnit }), {
    schema: OrderTrackingAnswerSchema,
    quiet: true,
  });
  if (!result.ok) throw Object.assign(new Error(result.error.message), { status: result.status, code: result.error.code });
  return result.data;
}

export function useOrderTracking(orderId: string | null, saleUnit: string | null) {
  return useSWR<Awaited<ReturnType<typeof getOrderTracking>>, Error>(orderId && saleUnit ? ['orders', 'tracking', orderId, saleUnit] : null, () => getOrderTracking(orderId as string, saleUnit as string), {
    ...swrDefaults,
  });
}
