// /merchant/register: the person's own details, the mobile number proven by a one-time code, and
// their address. The next step chooses or creates the centers.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { requestRegisterOtp } from '../api/request-register-otp';
import { AreaFields } from '../components/area-fields';
import styles from '../components/register.module.css';
import '../i18n';
import { userProblems, type Problem, type UserField } from '../lib/register-rules';
import { initRegister, registerStore, setUser, type RegisterUser } from '../stores/register-store';
import { useRegisterNav } from './use-register-nav';

export function RegisterPage() {
  const { t } = useTranslation('merchantRegister');
  const [query] = useSearchParams();
  const user = useSnapshot(registerStore).user;
  const { go } = useRegisterNav();
  const [problems, setProblems] = useState<Partial<Record<UserField, Problem>>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    initRegister(query.get('saleCode'));
    const dist = query.get('dist');
    if (dist && !registerStore.selected.some((center) => center.SaleUnit === dist)) registerStore.selected.push({ SaleUnit: dist, DIST_NAME: dist });
  }, [query]);

  const problem = (key: UserField) => (problems[key] ? t(`problem.${problems[key]}`, { min: PASSWORD_MIN_LENGTH }) : null);
  const text = (key: keyof RegisterUser, options: { type?: string; mode?: 'numeric' | 'tel' | 'email'; max?: number; auto?: string } = {}) => {
    const error = problem(key as UserField);
    return (
      <label className={styles.field}>
        <span>{t(`field.${key}`)}</span>
        <input
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          name={key}
          type={options.type ?? 'text'}
          inputMode={options.mode}
          maxLength={options.max ?? 200}
          autoComplete={options.auto}
          aria-invalid={error ? true : undefined}
          value={user[key]}
          onChange={(event) => setUser({ [key]: event.target.value })}
        />
        {error ? <span className={styles.error}>{error}</span> : null}
      </label>
    );
  };

  const sendCode = async () => {
    if (!/^0\d{9}$/.test(user.mobileNo.trim())) {
      setProblems({ ...problems, mobileNo: 'mobile' });
      return;
    }
    setSending(true);
    const result = await requestRegisterOtp(user.mobileNo.trim());
    setSending(false);
    if (!result.ok) {
      showToast(result.error.message, { kind: 'fail' });
      return;
    }
    setUser({ refCode: result.data.RefCode, otpCode: '' });
    showToast(t('codeSent', { ref: result.data.RefCode }), { kind: 'success' });
  };

  return (
    <section className={styles.page} data-testid="page-merchantRegister">
      <PageTitle title={t('title.register')} />
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = userProblems(registerStore.user);
          setProblems(found);
          if (Object.keys(found).length === 0) go('merchantRegisterDist');
        }}
      >
        {text('referralCode', { max: 30 })}
        {text('username', { max: 30, auto: 'username' })}
        {text('name')}
        <div className={styles.grid2}>
          {text('password', { type: 'password', max: PASSWORD_MAX_LENGTH, auto: 'new-password' })}
          {text('confirmPassword', { type: 'password', max: PASSWORD_MAX_LENGTH, auto: 'new-password' })}
        </div>
        <div className={styles.grid2}>
          {text('birthDate', { type: 'date' })}
          {text('email', { type: 'email', mode: 'email', auto: 'email' })}
        </div>
        <div className={styles.row}>
          {text('mobileNo', { type: 'tel', mode: 'tel', max: 10, auto: 'tel' })}
          <Button onClick={() => void sendCode()} loading={sending} data-testid="register-send-code">
            {user.refCode ? t('resendCode') : t('sendCode')}
          </Button>
        </div>
        {user.refCode ? <span className={styles.muted}>{t('refCode', { ref: user.refCode })}</span> : null}
        {text('otpCode', { mode: 'numeric', max: 6, auto: 'one-time-code' })}
        {text('address', { max: 500 })}
        <AreaFields value={user} onChange={setUser} zipError={problem('zipCode')} />
        <Button type="submit" color="primary" block>
          {t('next')}
        </Button>
      </form>
    </section>
  );
}
