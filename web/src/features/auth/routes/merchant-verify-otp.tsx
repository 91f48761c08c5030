// /merchant/verifyotp?frontend=Y: the code signs the staff user in (`authen/user/login`); then the
// center is chosen as at start-up (the saved one, the only one, or the picker) and /merchant opens.
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { staffLogin } from '../api/staff-login';
import { OtpLoginVerify } from '../components/otp-login-verify';
import '../i18n';
import { failureMessage } from '../lib/api-message';
import { safeRedirect } from '../lib/redirect';
import { completeStaffSignIn } from '../stores/bootstrap-session';
import { clearOtpFlow } from '../stores/otp-flow-store';

export function MerchantVerifyOtpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const localePath = useLocalePath();

  return (
    <OtpLoginVerify
      purpose="STAFF_LOGIN"
      title={t('title.merchantVerifyOtp')}
      loginPath={paths.merchantLogin.href()}
      testId="merchant-verify-otp-page"
      signIn={async (flow, code) => {
        const result = await staffLogin({ MobileNo: flow.mobileNo, RefCode: flow.refCode, OtpCode: code });
        if (!result.ok) return failureMessage(result, { mobile: flow.mobileNo });
        clearOtpFlow('STAFF_LOGIN');
        await completeStaffSignIn(result.data.User, result.data.Dists);
        const target = safeRedirect(flow.query.redirect) ?? paths.merchantHome.href();
        void navigate(localePath(target), { replace: true });
        return null;
      }}
    />
  );
}

export default MerchantVerifyOtpPage;
export { MerchantVerifyOtpPage as Component };
