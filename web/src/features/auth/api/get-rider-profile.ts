// `GET authen/rider/profile`: the signed-in rider.
import { RiderProfileAnswerSchema, type RiderProfileAnswer, FIRST_VISIT_CALL_PATHS } from '@eorder/shared';
import { riderApi, type ApiResult } from '@/lib/api';

export function getRiderProfile(): Promise<ApiResult<RiderProfileAnswer>> {
  return riderApi.get(FIRST_VISIT_CALL_PATHS.riderProfile, { schema: RiderProfileAnswerSchema, quiet: true });
}
