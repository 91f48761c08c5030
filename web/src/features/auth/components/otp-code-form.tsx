// Step two of every one-time-code journey: where the code went, its reference code, the 6-digit
// field (digits only, through the specification's number-only key filter) and the resend button
// that wakes up 60 s after the last code.
import { Button, Form, Input } from 'antd-mobile';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { digitsOnly, shouldBlockNumberKey } from '@eorder/shared';
import { showToast } from '@/lib/toast';
import { requestOtp } from '../api/request-otp';
import { useCountdown } from '../hooks/use-countdown';
import '../i18n';
import { failureMessage } from '../lib/api-message';
import { formatMobile } from '../lib/mobile';
import { checkOtp, OTP_LENGTH } from '../lib/validation';
import { isBackupChannel, startOtpFlow, type OtpFlow } from '../stores/otp-flow-store';
import { authStyles as styles, FormError } from './auth-page';
import { rulesOf } from './form-rules';

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

/** Keeps a key press out of the code field when the filter says so. */
export function blockNonDigit(event: KeyboardEvent<HTMLInputElement>, maxLength: number): void {
  const input = event.currentTarget;
  const selection =
    input.selectionStart !== null && input.selectionEnd !== null ? input.selectionEnd - input.selectionStart : 0;
  if (
    shouldBlockNumberKey({
      key: event.key,
      value: input.value,
      maxLength,
      selectionLength: selection,
      withModifier: event.ctrlKey || event.metaKey,
    })
  ) {
    event.preventDefault();
  }
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

  const minutes = Math.round((flow.expiresAt - flow.requestedAt) / 60_000);
  const channel = flow.channel.trim().toUpperCase();

  return (
    <>
      <p className={styles.note} data-testid="otp-sent-to">
        {t('otp.sentTo', { mobile: formatMobile(flow.mobileNo) })}
      </p>
      <p className={styles.note}>
        <span className={styles.refCode} data-testid="otp-ref-code">
          {t('otp.refCode', { refCode: flow.refCode })}
        </span>
        {minutes >= 1 ? (
          <>
            {' · '}
            {t('otp.validFor', { minutes })}
          </>
        ) : null}
      </p>
      {isBackupChannel(channel) ? (
        <p className={styles.note}>{t('otp.backupChannel', { channel: flow.channel })}</p>
      ) : null}
      {channel === 'LOG' ? <p className={styles.note}>{t('otp.devChannel')}</p> : null}
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
