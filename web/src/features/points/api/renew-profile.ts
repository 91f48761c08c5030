import { CALL_PATHS, CustomerProfileAnswerSchema } from '@eorder/shared';
import { customerApi } from '@/lib/api';

/** `POST authen/customerProfile`: the customer again, with a renewed jtoken (set by the bff). */
export function renewProfile() {
  return customerApi.post(CALL_PATHS.customerProfile, {}, { schema: CustomerProfileAnswerSchema });
}
