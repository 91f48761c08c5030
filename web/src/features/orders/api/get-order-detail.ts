import useSWR from 'swr';
import { CALL_PATHS } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';
import { OrderFullDetailSchema } from './orders.schema';

/** `POST api/orders/detail`: one of the customer's orders with its lines, addresses and history. */
export async function getOrderDetail(orderId: string, saleUnit: string) {
  const result = await customerApi.post(
    CALL_PATHS.orderDetail,
    { orderid: orderId, saleunit: saleUnit },
    { schema: OrderFullDetailSchema, quiet: true },
  );
  if (!result.ok) throw Object.assign(new Error(result.error.message), { status: result.status, code: result.error.code });
  return result.data;
}

export function useOrderDetail(orderId: string | null, saleUnit: string | null) {
  return useSWR<Awaited<ReturnType<typeof getOrderDetail>>, Error>(orderId && saleUnit ? ['orders', 'detail', orderId, saleUnit] : null, () => getOrderDetail(orderId as string, saleUnit as string), {
    ...swrDefaults,
  });
}
