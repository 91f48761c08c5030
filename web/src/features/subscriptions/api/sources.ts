// Where a new recurring order takes its lines from (a past order) and where it can go (the
// customer's addresses).
import useSWR from 'swr';
import { CALL_PATHS, DeliveryAddressListAnswerSchema, OrderDetailAnswerSchema } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

/** `POST api/orders/detail`: the lines of a past order. */
export function useOrderLines(orderId: string | null, saleUnit: string | null) {
  return useSWR(orderId && saleUnit ? ['subscriptions', 'order', orderId, saleUnit] : null, async () => {
    const result = await customerApi.post(
      CALL_PATHS.orderDetail,
      { orderid: orderId, saleunit: saleUnit },
      { schema: OrderDetailAnswerSchema, quiet: true },
    );
    if (!result.ok) throw new Error(result.error.message);
    return result.data;
  }, { ...swrDefaults });
}

/** `POST GET_MASTER_DATA/GET_DELIVERY_ADDRESS`: the customer's addresses (C, S and B). */
export function useAddresses(customerCode: string | null) {
  return useSWR(customerCode ? ['subscriptions', 'addresses', customerCode] : null, async () => {
    const result = await customerApi.post(CALL_PATHS.deliveryAddressList, { CustomerCode: customerCode }, { schema: DeliveryAddressListAnswerSchema, quiet: true });
    if (!result.ok) throw new Error(result.error.message);
    return result.data.data.filter((address) => address.Active !== 'N' && address.Address_Type !== 'B');
  }, { ...swrDefaults });
}
