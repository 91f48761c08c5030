// `GET authen/user/dcs`: the centers of the signed-in staff user.
import { UserDcsAnswerSchema, type UserDcsAnswer, FIRST_VISIT_CALL_PATHS } from '@eorder/shared';
import { merchantApi, type ApiResult } from '@/lib/api';

export function getStaffDcs(): Promise<ApiResult<UserDcsAnswer>> {
  return merchantApi.get(FIRST_VISIT_CALL_PATHS.userDcs, { schema: UserDcsAnswerSchema, quiet: true });
}
