// /merchant/profile/changePassword: the current password and the new one twice, by the same rules
// as the customer's; a wrong current password is the server's message.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems, type PasswordForm, type PasswordProblems } from '@/lib/password';
import { showToast } from '@/lib/toast';
import { changeMerchantPassword } from '../api/change-merchant-password';
import { useMerchantProfile } from '../api/merchant-profile';
import styles from '../components/merchant-profile.module.css';
import { SubmitRow } from '../components/submit-row';
import '../i18n';

export function MerchantChangePasswordPage() {
  const { t } = useTranslation('merchantProfile');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { data: me } = useMerchantProfile();
  const [form, setForm] = useState<PasswordForm>({ oldPassword: '', newPassword: '', confirm: '' });
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const found = passwordProblems(form);
    setProblems(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await changeMerchantPassword(form.oldPassword, form.newPassword);
    setBusy(false);
    if (!result.ok) {
      setMessage(result.error.message);
      return;
    }
    showToast(t('passwordChanged'), { kind: 'success' });
    void navigate(localePath(paths.merchantProfile.href()), { replace: true });
  };

  return (
    <section className={styles.page} data-testid="page-merchantProfileChangePassword">
      <PageTitle title={t('title.changePassword')} />
      {me && !me.HasPassword ? <p className={styles.note}>{t('noPassword')}</p> : null}
      <form
        className={styles.panel}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {(['oldPassword', 'newPassword', 'confirm'] as const).map((key) => (
          <label key={key} className={styles.label}>
            <span>{t(`password.${key}`)}</span>
            <input
              className={`${styles.control} ${problems[key] ? styles.bad : ''}`}
              name={key}
              type="password"
              autoComplete={key === 'oldPassword' ? 'current-password' : 'new-password'}
              maxLength={PASSWORD_MAX_LENGTH}
              value={form[key]}
              aria-invalid={problems[key] ? true : undefined}
              onChange={(event) => setForm({ ...form, [key]: event.target.value })}
            />
            {problems[key] ? <span className={styles.message}>{t(`password.${problems[key]}`, { min: PASSWORD_MIN_LENGTH })}</span> : null}
          </label>
        ))}
        <SubmitRow message={message} busy={busy} label={t('save')} />
      </form>
    </section>
  );
}
