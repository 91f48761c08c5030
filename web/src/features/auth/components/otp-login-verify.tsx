// The code step of the staff and rider sign-ins: the code signs in directly.
import { Button } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import type { OtpPurpose } from '@eorder/shared';
import { useLocalePath } from '@/config/paths';
import { useOtpFlow } from '../hooks/use-otp-flow';
import '../i18n';
import { clearOtpFlow, type OtpFlow } from '../stores/otp-flow-store';
import { AuthPage } from './auth-page';
import { OtpCodeForm } from './otp-code-form';

export interface OtpLoginVerifyProps {
  purpose: Extract<OtpPurpose, 'STAFF_LOGIN' | 'RIDER_LOGIN'>;
  title: string;
  /** The sign-in page of the area (Thai path), where a new code is requested. */
  loginPath: string;
  testId: string;
  /** Signs in with the code; answers an error message, or null when signed in (it navigates). */
  signIn: (flow: OtpFlow, code: string) => Promise<string | null>;
}

export function OtpLoginVerify({ purpose, title, loginPath, testId, signIn }: OtpLoginVerifyProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const flow = useOtpFlow(purpose);

  const backToLogin = (query: Readonly<Record<string, string>> = {}) => {
    const redirect = query.redirect;
    const search = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
    void navigate(localePath(`${loginPath}${search}`), { replace: true });
  };

  if (!flow) {
    return (
      <AuthPage title={title} intro={t('otp.noPending')} testId={testId}>
        <div style={{ padding: '0 16px' }}>
          <Button block color="primary" size="large" onClick={() => backToLogin()}>
            {t('action.requestOtp')}
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={title} testId={testId}>
      <OtpCodeForm
        flow={flow}
        submitLabel={t('action.login')}
        onCode={(code) => signIn(flow, code)}
        onChangeMobile={() => {
          const query = flow.query;
          clearOtpFlow(purpose);
          backToLogin(query);
        }}
      />
    </AuthPage>
  );
}
