// `POST authen/customer/register`: the verified mobile number, its code, a name and a password.
import { RegisterAnswerSchema, type RegisterAnswer, type RegisterBody } from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export function registerCustomer(body: RegisterBody): Promise<ApiResult<RegisterAnswer>> {
  return customerApi.post('authen/customer/register', body, { schema: RegisterAnswerSchema });
}
