// `POST authen/customerProfile {}`: the signed-in customer (or guest) as the ordering API knows it.
// The bff renews the customer cookie from the jtoken of the answer and removes it from the body.
import { CustomerProfileAnswerSchema, type CustomerProfileAnswer, FIRST_VISIT_CALL_PATHS } from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export function getCustomerProfile(): Promise<ApiResult<CustomerProfileAnswer>> {
  return customerApi.post(FIRST_VISIT_CALL_PATHS.customerProfile, {}, { schema: CustomerProfileAnswerSchema, quiet: true });
}
