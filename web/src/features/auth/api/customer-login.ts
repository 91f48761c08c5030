// `POST authen/customer/login {Username, Password}`: Username is a username or a mobile number.
// Not quiet: a refusal shows the catalogue toast as well as the page's inline message.
import {
  CustomerLoginAnswerSchema,
  type CustomerLoginAnswer,
  type CustomerLoginBody,
  CALL_PATHS,
} from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export function customerLogin(body: CustomerLoginBody): Promise<ApiResult<CustomerLoginAnswer>> {
  return customerApi.post(CALL_PATHS.customerLogin, body, { schema: CustomerLoginAnswerSchema });
}
