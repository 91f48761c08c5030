// `POST authen/otp/request` with purpose STAFF_REGISTER: the code that proves the mobile number.
import { CALL_PATHS, OtpRequestAnswerSchema } from '@eorder/shared';
import { merchantApi } from '@/lib/api';

export function requestRegisterOtp(mobileNo: string) {
  return merchantApi.post(CALL_PATHS.otpRequest, { MobileNo: mobileNo, Purpose: 'STAFF_REGISTER' }, { schema: OtpRequestAnswerSchema, quiet: true });
}
