// `GET authen/login/guest`: a guest session (the bff stores its jtoken in the customer cookie).
import { GuestLoginAnswerSchema, type GuestLoginAnswer } from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export function guestLogin(): Promise<ApiResult<GuestLoginAnswer>> {
  return customerApi.get('authen/login/guest', { schema: GuestLoginAnswerSchema, quiet: true });
}
