// `POST api/merchant/profile/changePassword`: the new token replaces the cookie's (the bff moves it),
// every other session of the member ends.
import { CALL_PATHS, MerchantChangePasswordAnswerSchema } from '@eorder/shared';
import { merchantApi } from '@/lib/api';

export function changeMerchantPassword(oldPassword: string, newPassword: string) {
  return merchantApi.post(CALL_PATHS.merchantChangePassword, { OldPassword: oldPassword, NewPassword: newPassword }, { schema: MerchantChangePasswordAnswerSchema, quiet: true });
}
