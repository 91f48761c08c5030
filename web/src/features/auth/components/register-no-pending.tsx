import { Button } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { keptRegisterQuery } from '../lib/register-query';
import { AuthPage } from './auth-page';

/** Shown when no code was requested in this browser: back to the registration's first page. */
export function NoPendingFlow({ title }: { title: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const localePath = useLocalePath();
  const back = paths.register.href(undefined, keptRegisterQuery(location.search));
  return (
    <AuthPage title={title} intro={t('otp.noPending')} testId="verify-otp-page">
      <div style={{ padding: '0 16px' }}>
        <Button block color="primary" size="large" onClick={() => void navigate(localePath(back))}>
          {t('action.requestOtp')}
        </Button>
      </div>
    </AuthPage>
  );
}
