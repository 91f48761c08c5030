// The first step of a one-time-code sign-in (merchant staff, riders): the mobile number, then the
// code page of the area. Someone already signed in to the area goes straight to where they were going.
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import '../i18n';
import { redirectTarget, safeRedirect } from '../lib/redirect';
import { AuthPage } from './auth-page';
import { OtpRequestForm } from './otp-request-form';

export interface OtpLoginPageProps {
  purpose: 'STAFF_LOGIN' | 'RIDER_LOGIN';
  /** Where a signed-in person goes when no redirect was asked for. */
  home: string;
  /** The code page of the area. */
  verifyPath: string;
  titleKey: 'title.merchantLogin' | 'title.riderLogin';
  introKey: 'intro.merchantLogin' | 'intro.riderLogin';
  testId: string;
}

export function OtpLoginPage({ purpose, home, verifyPath, titleKey, introKey, testId }: OtpLoginPageProps) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const session = useSession();
  const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  const target = redirectTarget(location.search, location.state, home);
  const signedIn =
    session.status === 'ready' && (purpose === 'STAFF_LOGIN' ? session.staff !== null : session.rider !== null);

  useEffect(() => {
    if (signedIn) void navigate(localePath(target), { replace: true });
  }, [signedIn, navigate, localePath, target]);

  return (
    <AuthPage title={t(titleKey)} intro={t(introKey)} testId={testId}>
      <OtpRequestForm purpose={purpose} query={redirect ? { redirect } : {}} verifyPath={() => verifyPath} />
    </AuthPage>
  );
}
