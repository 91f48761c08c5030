// Step one of every one-time-code journey: a mobile number, then `authen/otp/request`, then the
// verification page of the area, with the flow's query kept.
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import type { OtpPurpose } from '@eorder/shared';
import { useLocalePath } from '@/config/paths';
import { showToast } from '@/lib/toast';
import { requestOtp } from '../api/request-otp';
import '../i18n';
import { failureMessage } from '../lib/api-message';
import { MOBILE_LENGTH, normaliseMobile } from '../lib/mobile';
import { checkMobile } from '../lib/validation';
import { startOtpFlow, type OtpFlow } from '../stores/otp-flow-store';
import { FormError } from './auth-page';
import { rulesOf } from './form-rules';

export interface OtpRequestFormProps {
  purpose: OtpPurpose;
  /** Where to verify the code (Thai path); may depend on the channel the code went by. */
  verifyPath: (flow: OtpFlow) => string;
  /** Query carried to the verification page and to the end of the flow. */
  query?: Record<string, string>;
  initialMobile?: string;
}

export function OtpRequestForm({ purpose, verifyPath, query = {}, initialMobile }: OtpRequestFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (values: { mobile?: string }) => {
    const mobileNo = normaliseMobile(values.mobile ?? '');
    setError(null);
    setSending(true);
    const result = await requestOtp(mobileNo, purpose);
    setSending(false);
    if (!result.ok) {
      setError(failureMessage(result, { mobile: mobileNo }));
      return;
    }
    const flow = startOtpFlow(purpose, mobileNo, result.data, query);
    showToast(t('toast.codeSent'), { kind: 'success' });
    const search = new URLSearchParams({ frontend: 'Y', ...query }).toString();
    void navigate(localePath(`${verifyPath(flow)}?${search}`));
  };

  return (
    <Form
      name={`otp-request-${purpose.toLowerCase()}`}
      layout="vertical"
      initialValues={{ mobile: initialMobile ?? '' }}
      onFinish={submit}
      footer={
        <>
          <FormError message={error} />
          <Button block type="submit" color="primary" size="large" loading={sending} style={{ marginTop: 12 }}>
            {t('action.requestOtp')}
          </Button>
        </>
      }
    >
      <Form.Item name="mobile" label={t('field.mobile')} required rules={rulesOf(t, checkMobile)}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('placeholder.mobile')}
          maxLength={MOBILE_LENGTH + 6}
          clearable
        />
      </Form.Item>
    </Form>
  );
}
