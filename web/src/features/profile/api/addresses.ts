// Delivery addresses on the specification's paths: list (S and B are created from C the first
// time), add (`_id` 0), update and delete. SAP customers are refused by the server as well.
import useSWR from 'swr';
import {
  CALL_PATHS,
  DeliveryAddressListAnswerSchema,
  DeliveryAddressWriteAnswerSchema,
  type AddDeliveryAddressBody,
  type UpdateDeliveryAddressBody,
} from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

export async function getAddresses(customerCode: string) {
  const result = await customerApi.post(CALL_PATHS.deliveryAddressList, { CustomerCode: customerCode }, { schema: DeliveryAddressListAnswerSchema });
  if (!result.ok) throw new Error(result.error.message);
  return result.data.data.filter((address) => address.Active !== 'N');
}

export function useAddresses(customerCode: string | null) {
  return useSWR<Awaited<ReturnType<typeof getAddresses>>, Error>(customerCode ? ['profile', 'addresses', customerCode] : null, () => getAddresses(customerCode as string), { ...swrDefaults });
}

export function addAddress(body: AddDeliveryAddressBody) {
  return customerApi.post(CALL_PATHS.addDeliveryAddress, body, { schema: DeliveryAddressWriteAnswerSchema });
}

export function updateAddress(body: UpdateDeliveryAddressBody) {
  return customerApi.post(CALL_PATHS.updateDeliveryAddress, body, { schema: DeliveryAddressWriteAnswerSchema });
}

export function deleteAddress(id: number, customerCode: string) {
  return customerApi.post(CALL_PATHS.deleteDeliveryAddress, { _id: id, Cust_ID: customerCode }, { schema: DeliveryAddressWriteAnswerSchema });
}
