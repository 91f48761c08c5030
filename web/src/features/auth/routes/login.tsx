// /login: a customer signs in with a mobile number or a username and a password.
import { Button, Form, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { getRuntimeConfig } from '@/lib/config';
import { showToast } from '@/lib/toast';
import { customerLogin } from '../api/customer-login';
import { AuthPage, FormError } from '../components/auth-page';
import { rulesOf } from '../components/form-rules';
import { PasswordInput } from '../components/password-input';
import { useSession } from '@/lib/session';
import '../i18n';
import { pathAfterCustomerSignIn, registrationDisabled } from '../lib/after-sign-in';
import { failureMessage } from '../lib/api-message';
import { isThaiMobile, normaliseMobile } from '../lib/mobile';
import { redirectTarget } from '../lib/redirect';
import { checkLoginPassword, checkUsername, PASSWORD_MAX_LENGTH } from '../lib/validation';
import { signInCustomer } from '@/lib/session';

interface LoginValues {
  username?: string;
  password?: string;
}

/** A mobile number typed with spaces, dashes or +66 is sent in its ten-digit form. */
export function loginUsername(typed: string): string {
  return isThaiMobile(typed) ? normaliseMobile(typed) : typed.trim();
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const localePath = useLocalePath();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const target = redirectTarget(location.search, location.state, paths.home.href());
  const redirect = new URLSearchParams(location.search).get('redirect') ?? undefined;

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (!leaving && session.status === 'ready' && session.isAuthenticated) {
      setLeaving(true);
      void navigate(localePath(target), { replace: true });
    }
  }, [leaving, session.status, session.isAuthenticated, navigate, localePath, target]);

  const submit = async (values: LoginValues) => {
    setError(null);
    setBusy(true);
    const result = await customerLogin({
      Username: loginUsername(values.username ?? ''),
      Password: values.password ?? '',
    });
    setBusy(false);
    if (!result.ok) {
      setError(failureMessage(result));
      return;
    }
    setLeaving(true);
    await signInCustomer(result.data);
    showToast(t('toast.signedIn'), { kind: 'success' });
    void navigate(localePath(pathAfterCustomerSignIn(result.data, target)), { replace: true });
  };

  const showRegister = !registrationDisabled() && !getRuntimeConfig().flags.hideLoginLogout;

  return (
    <AuthPage
      title={t('title.login')}
      intro={t('intro.login')}
      testId="login-page"
      footer={
        showRegister ? (
          <>
            <span>{t('link.noAccount')}</span>
            <Link to={localePath(paths.register.href(undefined, { redirect }))}>{t('action.goRegister')}</Link>
          </>
        ) : null
      }
    >
      <Form
        name="login"
        layout="vertical"
        onFinish={submit}
        footer={
          <>
            <FormError message={error} />
            <Button block type="submit" color="primary" size="large" loading={busy} style={{ marginTop: 12 }}>
              {t('action.login')}
            </Button>
          </>
        }
      >
        <Form.Item name="username" label={t('field.mobileOrUsername')} required rules={rulesOf(t, checkUsername)}>
          <Input
            autoComplete="username"
            autoCapitalize="off"
            autoCorrect="off"
            placeholder={t('placeholder.mobileOrUsername')}
            maxLength={100}
            clearable
          />
        </Form.Item>
        <Form.Item name="password" label={t('field.password')} required rules={rulesOf(t, checkLoginPassword)}>
          <PasswordInput
            autoComplete="current-password"
            placeholder={t('placeholder.password')}
            maxLength={PASSWORD_MAX_LENGTH}
          />
        </Form.Item>
      </Form>
    </AuthPage>
  );
}

export default LoginPage;
export { LoginPage as Component };
