// `POST authen/user/login {MobileNo, RefCode, OtpCode}`: a merchant staff user with its centers.
import { StaffLoginAnswerSchema, type StaffLoginAnswer, type StaffLoginBody, CALL_PATHS } from '@eorder/shared';
import { merchantApi, type ApiResult } from '@/lib/api';

export function staffLogin(body: StaffLoginBody): Promise<ApiResult<StaffLoginAnswer>> {
  return merchantApi.post(CALL_PATHS.staffLogin, body, { schema: StaffLoginAnswerSchema });
}
