// /rider/login: riders sign in with a one-time code sent to their mobile number.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { AuthPage } from '../components/auth-page';
import { OtpRequestForm } from '../components/otp-request-form';
import { useSession } from '../hooks/use-session';
import '../i18n';
import { redirectTarget, safeRedirect } from '../lib/redirect';

export function RiderLoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const session = useSession();
  const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  const target = redirectTarget(location.search, location.state, paths.rider.href());
  const signedIn = session.status === 'ready' && session.rider !== null;

  useEffect(() => {
    if (signedIn) void navigate(localePath(target), { replace: true });
  }, [signedIn, navigate, localePath, target]);

  return (
    <AuthPage title={t('title.riderLogin')} intro={t('intro.riderLogin')} testId="rider-login-page">
      <OtpRequestForm
        purpose="RIDER_LOGIN"
        query={redirect ? { redirect } : {}}
        verifyPath={() => paths.riderVerifyOtp.href()}
      />
    </AuthPage>
  );
}

export default RiderLoginPage;
export { RiderLoginPage as Component };
