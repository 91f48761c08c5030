import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { checkConfirmPassword, checkName, checkNewPassword, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../lib/validation';
import { FormError } from './auth-page';
import { rulesOf } from './form-rules';
import { PasswordInput } from './password-input';

export interface DetailsValues {
  name?: string;
  password?: string;
  confirmPassword?: string;
}

/** The registration's second step: name and password. */
export function DetailsForm({
  onSubmit,
  onBack,
  initial,
}: {
  onSubmit: (values: DetailsValues) => Promise<string | null>;
  onBack: () => void;
  initial: DetailsValues;
}) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: DetailsValues) => {
    setError(null);
    setBusy(true);
    const problem = await onSubmit(values);
    setBusy(false);
    setError(problem);
  };

  return (
    <Form
      name="register-details"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      footer={
        <>
          <FormError message={error} />
          <Button block type="submit" color="primary" size="large" loading={busy} style={{ marginTop: 12 }}>
            {t('action.register')}
          </Button>
          <Button block fill="none" onClick={onBack} style={{ marginTop: 4 }}>
            {t('action.backToCode')}
          </Button>
        </>
      }
    >
      <Form.Item name="name" label={t('field.name')} required rules={rulesOf(t, checkName)}>
        <Input autoComplete="name" placeholder={t('placeholder.name')} maxLength={NAME_MAX_LENGTH} clearable />
      </Form.Item>
      <Form.Item name="password" label={t('field.password')} required rules={rulesOf(t, checkNewPassword)}>
        <PasswordInput
          autoComplete="new-password"
          placeholder={t('placeholder.newPassword', { min: PASSWORD_MIN_LENGTH })}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('field.confirmPassword')}
        required
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) => {
              const password: unknown = getFieldValue('password');
              const found = checkConfirmPassword(
                typeof password === 'string' ? password : undefined,
                typeof value === 'string' ? value : undefined,
              );
              return found ? Promise.reject(new Error(t(found.key, found.values))) : Promise.resolve();
            },
          }),
        ]}
      >
        <PasswordInput
          autoComplete="new-password"
          placeholder={t('placeholder.confirmPassword')}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
    </Form>
  );
}
