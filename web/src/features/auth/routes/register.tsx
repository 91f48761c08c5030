// /register: a mobile number, then a one-time code is sent and the person goes on to /verifyotp
// (or /backupverifyotp when the code went by the fallback channel).
import { Button } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { AuthPage } from '../components/auth-page';
import { OtpRequestForm } from '../components/otp-request-form';
import { useOtpFlow } from '../hooks/use-otp-flow';
import '../i18n';
import { registrationDisabled } from '../lib/after-sign-in';
import { isMerchantLayout, keptRegisterQuery } from '../lib/register-query';
import { isBackupChannel } from '../stores/otp-flow-store';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const query = keptRegisterQuery(location.search);
  const previous = useOtpFlow('REGISTER');
  const forCustomer = isMerchantLayout(query);
  const loginLink = localePath(paths.login.href(undefined, { redirect: query.redirect }));

  if (registrationDisabled()) {
    return (
      <AuthPage title={t('title.register')} intro={t('register.disabled')} testId="register-page">
        <p style={{ padding: '0 16px' }}>{t('register.disabledHint')}</p>
        <div style={{ padding: '0 16px' }}>
          <Button block color="primary" size="large" onClick={() => void navigate(loginLink)}>
            {t('action.goLogin')}
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={t('title.register')}
      intro={forCustomer ? t('intro.registerForCustomer') : t('intro.register')}
      testId="register-page"
      footer={
        forCustomer ? null : (
          <>
            <span>{t('link.haveAccount')}</span>
            <Link to={loginLink}>{t('action.goLogin')}</Link>
          </>
        )
      }
    >
      <OtpRequestForm
        purpose="REGISTER"
        query={query}
        initialMobile={previous?.mobileNo}
        verifyPath={(flow) =>
          isBackupChannel(flow.channel) ? paths.backupVerifyOtp.href() : paths.verifyOtp.href()
        }
      />
    </AuthPage>
  );
}

export default RegisterPage;
export { RegisterPage as Component };
