// `GET authen/user/dcs`: the centers of the signed-in staff user.
import { UserDcsAnswerSchema, type UserDcsAnswer } from '@eorder/shared';
import { merchantApi, type ApiResult } from '@/lib/api';

export function getStaffDcs(): Promise<ApiResult<UserDcsAnswer>> {
  return merchantApi.get('authen/user/dcs', { schema: UserDcsAnswerSchema, quiet: true });
}
