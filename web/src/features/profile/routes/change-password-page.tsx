// /profile/changePassword: the current password and the new one twice. A wrong current password is
// the server's message, shown on the form.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { showToast } from '@/lib/toast';
import { changePassword } from '../api/account';
import '../i18n';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
  type PasswordForm,
  type PasswordProblems,
} from '../lib/password';
import { TextField } from '../components/text-field';
import styles from '../components/profile.module.css';

export function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const { t: tp } = useTranslation('pages');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [form, setForm] = useState<PasswordForm>({ oldPassword: '', newPassword: '', confirm: '' });
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);

  const input = (key: keyof PasswordForm, label: string, autoComplete: string) => (
    <TextField
      label={label}
      problem={problems[key] ? t(problems[key], { min: PASSWORD_MIN_LENGTH }) : null}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      value={form[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
    />
  );

  return (
    <section className={styles.page} data-testid="page-profileChangePassword">
      <PageTitle title={tp('title.profileChangePassword')} />
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = passwordProblems(form);
          setProblems(found);
          setServerError(null);
          if (Object.keys(found).length > 0) return;
          setBusy(true);
          void changePassword(form.oldPassword, form.newPassword).then((result) => {
            setBusy(false);
            if (!result.ok) {
              setServerError(result.error.message);
              return;
            }
            showToast(t('passwordChanged'), { kind: 'success' });
            void navigate(localePath(paths.profile.href()), { replace: true });
          });
        }}
      >
        {input('oldPassword', t('oldPassword'), 'current-password')}
        {input('newPassword', t('newPassword'), 'new-password')}
        <span className={styles.muted}>{t('passwordRules', { min: PASSWORD_MIN_LENGTH })}</span>
        {input('confirm', t('confirmPassword'), 'new-password')}
        <label className={styles.actions}>
          <input
            type="checkbox"
            checked={visible}
            onChange={(event) => setVisible(event.target.checked)}
          />
          {t('showPassword')}
        </label>
        {serverError ? (
          <p className={styles.warning} role="alert">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" color="primary" block loading={busy}>
          {t('save')}
        </Button>
      </form>
    </section>
  );
}
