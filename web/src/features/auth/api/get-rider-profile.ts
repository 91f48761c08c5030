// `GET authen/rider/profile`: the signed-in rider.
import { RiderProfileAnswerSchema, type RiderProfileAnswer } from '@eorder/shared';
import { riderApi, type ApiResult } from '@/lib/api';

export function getRiderProfile(): Promise<ApiResult<RiderProfileAnswer>> {
  return riderApi.get('authen/rider/profile', { schema: RiderProfileAnswerSchema, quiet: true });
}
