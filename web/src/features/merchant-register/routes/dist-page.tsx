// /merchant/register/dist: the centers of the registration. Existing ones to ask to join, or a new
// one with its place on the map, bank account and images; then the registration is sent.
import Button from 'antd-mobile/es/components/button';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';
import styles from '../components/register.module.css';
import '../i18n';
import { bookbankReady, newCenterReady, userProblems } from '../lib/register-rules';
import { registerStore } from '../stores/register-store';
import { useRegisterNav, type RegisterStep } from './use-register-nav';
import { useSubmitRegister } from './use-submit-register';

export function DistPage() {
  const { t } = useTranslation('merchantRegister');
  const state = useSnapshot(registerStore);
  const { href } = useRegisterNav();
  const { busy, submit } = useSubmitRegister();
  const creates = newCenterReady(state.dist);
  const userReady = Object.keys(userProblems(state.user)).length === 0;
  const imageCount = Object.keys(state.images).length;

  const step = (to: RegisterStep, label: string, note: string | null, testId: string) => (
    <li>
      <Link className={styles.step} to={href(to)} data-testid={testId}>
        <span>{label}</span>
        {note ? <span className={styles.done}>{note}</span> : <span className={styles.muted}>›</span>}
      </Link>
    </li>
  );

  return (
    <section className={styles.page} data-testid="page-merchantRegisterDist">
      <PageTitle title={t('title.dist')} />
      <p className={styles.muted}>{t('distIntro')}</p>
      <ul className={styles.steps}>
        {step('merchantRegisterDistSelect', t('step.select'), state.selected.length ? t('selectedCount', { count: state.selected.length }) : null, 'register-step-select')}
        {step('merchantRegisterDistAddress', t('step.address'), creates ? state.dist.distName : null, 'register-step-address')}
        {creates && step('merchantRegisterDistLocation', t('step.location'), state.dist.lat !== null ? t('placed') : null, 'register-step-location')}
        {creates && step('merchantRegisterDistBookbank', t('step.bookbank'), bookbankReady(state.bookbank) ? state.bookbank.bankAccountNo : null, 'register-step-bookbank')}
        {creates && step('merchantRegisterDistImage', t('step.image'), imageCount ? t('imageCount', { count: imageCount }) : null, 'register-step-image')}
      </ul>
      {!userReady ? (
        <p className={styles.error} role="alert">
          {t('userMissing')} <Link to={href('merchantRegister')}>{t('backToUser')}</Link>
        </p>
      ) : null}
      <Button color="primary" block disabled={!userReady || (!creates && state.selected.length === 0)} loading={busy} onClick={() => void submit()} data-testid="register-submit">
        {t('submit')}
      </Button>
    </section>
  );
}
