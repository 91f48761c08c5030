// `GET authen/login/guest`: a guest session (the bff stores its jtoken in the customer cookie).
import { GuestLoginAnswerSchema, type GuestLoginAnswer, FIRST_VISIT_CALL_PATHS } from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export function guestLogin(): Promise<ApiResult<GuestLoginAnswer>> {
  return customerApi.get(FIRST_VISIT_CALL_PATHS.guestLogin, { schema: GuestLoginAnswerSchema, quiet: true });
}
