// /rider/verifyotp?frontend=Y: the code signs the rider in (`authen/rider/login`), then /rider.
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { riderLogin } from '../api/rider-login';
import { OtpLoginVerify } from '../components/otp-login-verify';
import '../i18n';
import { failureMessage } from '../lib/api-message';
import { safeRedirect } from '../lib/redirect';
import { clearOtpFlow } from '../stores/otp-flow-store';
import { signInRider } from '@/lib/session';

export function RiderVerifyOtpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const localePath = useLocalePath();

  return (
    <OtpLoginVerify
      purpose="RIDER_LOGIN"
      title={t('title.riderVerifyOtp')}
      loginPath={paths.riderLogin.href()}
      testId="rider-verify-otp-page"
      signIn={async (flow, code) => {
        const result = await riderLogin({ MobileNo: flow.mobileNo, RefCode: flow.refCode, OtpCode: code });
        if (!result.ok) return failureMessage(result, { mobile: flow.mobileNo });
        clearOtpFlow('RIDER_LOGIN');
        await signInRider(result.data.Rider);
        const target = safeRedirect(flow.query.redirect) ?? paths.rider.href();
        void navigate(localePath(target), { replace: true });
        return null;
      }}
    />
  );
}

export default RiderVerifyOtpPage;
export { RiderVerifyOtpPage as Component };
