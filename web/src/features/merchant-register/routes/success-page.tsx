// /merchant/register/dist/success: what was created, and the way into the back office.
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import styles from '../components/register.module.css';
import '../i18n';
import { registerStore } from '../stores/register-store';

export function SuccessPage() {
  const { t } = useTranslation('merchantRegister');
  const done = useSnapshot(registerStore).done;
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (
    <section className={styles.page} data-testid="page-merchantRegisterDistSuccess">
      <PageTitle title={t('title.success')} />
      <div className={styles.card}>
        <p>{done?.saleUnit ? t('createdCenter', { name: done.distName ?? done.saleUnit, code: done.saleUnit }) : t('requestedOnly')}</p>
        {done?.imagesFailed ? <p className={styles.error}>{t('uploadFailed')}</p> : null}
      </div>
      <Button color="primary" block onClick={() => void navigate(localePath(paths.merchantHome.href()))}>
        {t('goHome')}
      </Button>
      <Button block onClick={() => void navigate(localePath(paths.merchantProfile.href()))}>
        {t('goProfile')}
      </Button>
    </section>
  );
}
