// /merchant/login: merchant staff sign in with a one-time code sent to their mobile number.
import { paths } from '@/config/paths';
import { OtpLoginPage } from '../components/otp-login-page';

export function MerchantLoginPage() {
  return (
    <OtpLoginPage
      purpose="STAFF_LOGIN"
      home={paths.merchantHome.href()}
      verifyPath={paths.merchantVerifyOtp.href()}
      titleKey="title.merchantLogin"
      introKey="intro.merchantLogin"
      testId="merchant-login-page"
    />
  );
}

export default MerchantLoginPage;
export { MerchantLoginPage as Component };
