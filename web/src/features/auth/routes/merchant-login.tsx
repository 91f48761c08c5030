// /merchant/login: merchant staff sign in with a one-time code sent to their mobile number.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { AuthPage } from '../components/auth-page';
import { OtpRequestForm } from '../components/otp-request-form';
import { useSession } from '../hooks/use-session';
import '../i18n';
import { redirectTarget, safeRedirect } from '../lib/redirect';

export function MerchantLoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const session = useSession();
  const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  const target = redirectTarget(location.search, location.state, paths.merchantHome.href());
  const signedIn = session.status === 'ready' && session.staff !== null;

  useEffect(() => {
    if (signedIn) void navigate(localePath(target), { replace: true });
  }, [signedIn, navigate, localePath, target]);

  return (
    <AuthPage title={t('title.merchantLogin')} intro={t('intro.merchantLogin')} testId="merchant-login-page">
      <OtpRequestForm
        purpose="STAFF_LOGIN"
        query={redirect ? { redirect } : {}}
        verifyPath={() => paths.merchantVerifyOtp.href()}
      />
    </AuthPage>
  );
}

export default MerchantLoginPage;
export { MerchantLoginPage as Component };
