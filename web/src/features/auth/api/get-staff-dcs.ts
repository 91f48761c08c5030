// `GET authen/user/dcs`: the centers of the signed-in staff user.
import { UserDcsAnswerSchema, type UserDcsAnswer, CALL_PATHS } from '@eorder/shared';
import { merchantApi, type ApiResult } from '@/lib/api';

export function getStaffDcs(): Promise<ApiResult<UserDcsAnswer>> {
  return merchantApi.get(CALL_PATHS.userDcs, { schema: UserDcsAnswerSchema, quiet: true });
}
