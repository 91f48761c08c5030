// `GET authen/rider/profile`: the signed-in rider.
import { RiderProfileAnswerSchema, type RiderProfileAnswer, CALL_PATHS } from '@eorder/shared';
import { riderApi, type ApiResult } from '@/lib/api';

export function getRiderProfile(): Promise<ApiResult<RiderProfileAnswer>> {
  return riderApi.get(CALL_PATHS.riderProfile, { schema: RiderProfileAnswerSchema, quiet: true });
}
