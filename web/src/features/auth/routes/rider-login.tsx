// /rider/login: riders sign in with a one-time code sent to their mobile number.
import { paths } from '@/config/paths';
import { OtpLoginPage } from '../components/otp-login-page';

export function RiderLoginPage() {
  return (
    <OtpLoginPage
      purpose="RIDER_LOGIN"
      home={paths.rider.href()}
      verifyPath={paths.riderVerifyOtp.href()}
      titleKey="title.riderLogin"
      introKey="intro.riderLogin"
      testId="rider-login-page"
    />
  );
}

export default RiderLoginPage;
export { RiderLoginPage as Component };
