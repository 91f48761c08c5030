// Step two of every one-time-code journey: where the code went, its reference code, the 6-digit
// field (digits only, through the specification's number-only key filter) and the resend button
// that wakes up 60 s after the last code.
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { digitsOnly } from '@eorder/shared';
import { showToast } from '@/lib/toast';
import { requestOtp } from '../api/request-otp';
import { useCountdown } from '../hooks/use-countdown';
import '../i18n';
import { failureMessage } from '../lib/api-message';
import { blockNonDigit } from '../lib/block-non-digit';
import { checkOtp, OTP_LENGTH } from '../lib/validation';
import { startOtpFlow, type OtpFlow } from '../stores/otp-flow-store';
import { authStyles as styles, FormError } from './auth-page';
import { rulesOf } from './form-rules';
import { OtpSentNote } from './otp-sent-note';

// The key filter lives in lib; it stays importable from here, where it was first exported.
export { blockNonDigit };

export interface OtpCodeFormProps {
  flow: OtpFlow;
  /** Label of the submit button. */
  submitLabel: string;
  /** Uses the code; answers an error message to show, or null when done. */
  onCode: (code: string) => Promise<string | null>;
  /** A new code was sent (the flow has its new reference code). */
  onResent?: (flow: OtpFlow) => void;
  /** Leaves the flow to type another number. */
  onChangeMobile: () => void;
  /** An error to show from outside (a later step sent the person back here). */
  externalError?: string | null;
  initialCode?: string;
}

export function OtpCodeForm({
  flow,
  submitLabel,
  onCode,
  onResent,
  onChangeMobile,
  externalError = null,
  initialCode = '',
}: OtpCodeFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ code: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const secondsToResend = useCountdown(flow.resendAt);
  const shownError = error ?? externalError;

  const submit = async (values: { code?: string }) => {
    setError(null);
    setBusy(true);
    const problem = await onCode((values.code ?? '').trim());
    setBusy(false);
    setError(problem);
  };

  const resend = async () => {
    setError(null);
    setResending(true);
    const result = await requestOtp(flow.mobileNo, flow.purpose);
    setResending(false);
    if (!result.ok) {
      setError(failureMessage(result, { mobile: flow.mobileNo }));
      return;
    }
    const next = startOtpFlow(flow.purpose, flow.mobileNo, result.data, flow.query);
    form.setFieldValue('code', '');
    showToast(t('toast.codeSent'), { kind: 'success' });
    onResent?.(next);
  };

  return (
    <>
      <OtpSentNote flow={flow} />
      <Form
        form={form}
        name={`otp-code-${flow.purpose.toLowerCase()}`}
        layout="vertical"
        initialValues={{ code: initialCode }}
        onFinish={submit}
        footer={
          <>
            <FormError message={shownError} />
            <Button block type="submit" color="primary" size="large" loading={busy} style={{ marginTop: 12 }}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <Form.Item
          name="code"
          label={t('field.otp')}
          required
          rules={rulesOf(t, checkOtp)}
          getValueFromEvent={(value: unknown) => digitsOnly(typeof value === 'string' ? value : '', OTP_LENGTH)}
        >
          <Input
            className={styles.codeInput}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            placeholder={t('placeholder.otp')}
            onKeyDown={(event) => blockNonDigit(event, OTP_LENGTH)}
            autoFocus
          />
        </Form.Item>
      </Form>
      <div className={styles.footer}>
        <button
          type="button"
          className={styles.linkButton}
          disabled={secondsToResend > 0 || resending}
          onClick={() => void resend()}
          data-testid="otp-resend"
        >
          {secondsToResend > 0 ? t('action.resendIn', { seconds: secondsToResend }) : t('action.resend')}
        </button>
        <span aria-hidden="true">·</span>
        <button type="button" className={styles.linkButton} onClick={onChangeMobile}>
          {t('action.changeMobile')}
        </button>
      </div>
    </>
  );
}
