// `POST authen/customer/register`: the verified mobile number, its code, a name and a password.
import { RegisterAnswerSchema, type RegisterAnswer, type RegisterBody, CALL_PATHS } from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export function registerCustomer(body: RegisterBody): Promise<ApiResult<RegisterAnswer>> {
  return customerApi.post(CALL_PATHS.customerRegister, body, { schema: RegisterAnswerSchema });
}
