// `POST authen/rider/login {MobileNo, RefCode, OtpCode}`: the rider and its jtoken (kept by the bff).
import { RiderLoginAnswerSchema, type RiderLoginAnswer, type RiderLoginBody, CALL_PATHS } from '@eorder/shared';
import { riderApi, type ApiResult } from '@/lib/api';

export function riderLogin(body: RiderLoginBody): Promise<ApiResult<RiderLoginAnswer>> {
  return riderApi.post(CALL_PATHS.riderLogin, body, { schema: RiderLoginAnswerSchema });
}
