// The end of a registration: one-time code, then name and password; the code is checked only at
// registration, so a refused code returns to the code step keeping what was typed.
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { showToast } from '@/lib/toast';
import { bffLogout } from '../api/bff-logout';
import { registerCustomer } from '../api/register-customer';
import { useOtpFlow } from '../hooks/use-otp-flow';
import '../i18n';
import { pathAfterCustomerSignIn } from '../lib/after-sign-in';
import { failureCode, failureMessage } from '../lib/api-message';
import { safeRedirect } from '../lib/redirect';
import { isMerchantLayout, registerQueryFields } from '../lib/register-query';
import { clearOtpFlow, isBackupChannel, type OtpFlow } from '../stores/otp-flow-store';
import { endCustomerSession, sessionStore, signInCustomer } from '@/lib/session';
import { AuthPage } from './auth-page';
import { OtpCodeForm } from './otp-code-form';
import { DetailsForm, type DetailsValues } from './register-details-form';
import { NoPendingFlow } from './register-no-pending';

/** Codes of the catalogue that mean "the one-time code is the problem". */
const isCodeProblem = (code: string | null) => code !== null && code.startsWith('OTP_');

export function RegisterVerify({ backup }: { backup: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const flow = useOtpFlow('REGISTER');
  const [step, setStep] = useState<'code' | 'details'>('code');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [details, setDetails] = useState<DetailsValues>({});
  const title = backup ? t('title.backupVerifyOtp') : t('title.verifyOtp');

  if (!flow) return <NoPendingFlow title={title} />;

  const searchOf = (current: OtpFlow) => `?${new URLSearchParams({ frontend: 'Y', ...current.query }).toString()}`;

  const register = async (values: DetailsValues): Promise<string | null> => {
    setDetails({ name: values.name, password: values.password, confirmPassword: values.confirmPassword });
    const result = await registerCustomer({
      MobileNo: flow.mobileNo,
      RefCode: flow.refCode,
      OtpCode: code,
      CUSTOMERNAME: (values.name ?? '').trim(),
      Password: values.password ?? '',
      ...registerQueryFields(flow.query),
    });
    if (!result.ok) {
      const message = failureMessage(result, { mobile: flow.mobileNo });
      if (isCodeProblem(failureCode(result))) {
        setCodeError(message);
        setStep('code');
        return null;
      }
      return message;
    }

    clearOtpFlow('REGISTER');
    if (isMerchantLayout(flow.query) && sessionStore.staff) {
      // A salesperson registered someone else: the new customer signs in on their own device, so
      // the session the registration opened in this browser is not kept.
      const cleared = await bffLogout('customer');
      if (cleared.ok) await endCustomerSession(cleared.data.user);
      showToast(t('toast.customerRegistered'), { kind: 'success' });
      void navigate(localePath(paths.merchantCustomer.href()), { replace: true });
      return null;
    }
    await signInCustomer(result.data);
    showToast(t('toast.registered'), { kind: 'success' });
    const target = safeRedirect(flow.query.redirect) ?? paths.home.href();
    void navigate(localePath(pathAfterCustomerSignIn(result.data, target)), { replace: true });
    return null;
  };

  if (step === 'details') {
    return (
      <AuthPage title={t('title.registerDetails')} intro={t('intro.registerDetails')} testId="register-details-page">
        <DetailsForm
          initial={details}
          onSubmit={register}
          onBack={() => {
            setCodeError(null);
            setStep('code');
          }}
        />
      </AuthPage>
    );
  }

  return (
    <AuthPage title={title} testId="verify-otp-page">
      <OtpCodeForm
        flow={flow}
        initialCode={code}
        externalError={codeError}
        submitLabel={t('action.verify')}
        onCode={(typed) => {
          setCode(typed);
          setCodeError(null);
          setStep('details');
          return Promise.resolve(null);
        }}
        onResent={(next) => {
          setCodeError(null);
          // The new code may have gone by the other channel: show it on its own page.
          if (isBackupChannel(next.channel) !== backup) {
            const page = isBackupChannel(next.channel) ? paths.backupVerifyOtp : paths.verifyOtp;
            void navigate(localePath(`${page.href()}${searchOf(next)}`), { replace: true });
          }
        }}
        onChangeMobile={() => {
          const query = flow.query;
          clearOtpFlow('REGISTER');
          void navigate(localePath(paths.register.href(undefined, query)), { replace: true });
        }}
      />
    </AuthPage>
  );
}
