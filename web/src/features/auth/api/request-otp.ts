// `POST authen/otp/request {MobileNo, Purpose}`: sends a one-time code. Each purpose goes through the
// client of its area, so a staff or rider request never carries a customer token.
import { OtpRequestAnswerSchema, type OtpPurpose, type OtpRequestAnswer, CALL_PATHS } from '@eorder/shared';
import { customerApi, merchantApi, riderApi, type ApiClient, type ApiResult } from '@/lib/api';

function clientFor(purpose: OtpPurpose): ApiClient {
  if (purpose === 'STAFF_LOGIN') return merchantApi;
  if (purpose === 'RIDER_LOGIN') return riderApi;
  return customerApi;
}

export function requestOtp(mobileNo: string, purpose: OtpPurpose): Promise<ApiResult<OtpRequestAnswer>> {
  return clientFor(purpose).post(
    CALL_PATHS.otpRequest,
    { MobileNo: mobileNo, Purpose: purpose },
    { schema: OtpRequestAnswerSchema },
  );
}
