// /pdpa: the privacy policy and the customer's answer, accepted (Type true) or declined (Type
// false), saved with MASTER_DATA_MANAGEMENT/SaveVersionPDPA. Declining keeps every service that
// needs no consent (taking and delivering orders); the answer can be changed here at any time.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { formatDateTime } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { savePdpa, usePdpaStatus } from '../api/account';
import '../i18n';
import styles from '../components/profile.module.css';

export function PdpaPage() {
  const { t } = useTranslation('profile');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const session = useSession();
  const customer = session.isAuthenticated ? session.customer : null;
  const status = usePdpaStatus(customer?.CUSTOMERCODE ?? null);
  const [busy, setBusy] = useState<boolean | null>(null);
  const answer = status.data?.Type ?? null;

  const save = async (accepted: boolean) => {
    if (!customer) {
      void navigate(localePath(paths.login.href(undefined, { redirect: localePath(paths.pdpa.href()) })));
      return;
    }
    setBusy(accepted);
    const result = await savePdpa({
      customerCode: customer.CUSTOMERCODE,
      saleUnit: customer.ActiveDC ?? customer.SALEUNIT ?? '',
      accepted,
      version: status.data?.CurrentVersion ?? null,
    });
    setBusy(null);
    if (!result.ok) {
      showToast(t('pdpaFailed'), { kind: 'fail' });
      return;
    }
    await status.mutate(
      status.data ? { ...status.data, Type: accepted, Version: status.data.CurrentVersion, UpdatedAt: new Date().toISOString() } : null,
      { revalidate: true },
    );
    showToast(t('pdpaSaved'), { kind: 'success' });
  };

  return (
    <section className={styles.page} data-testid="page-pdpa">
      <PageTitle title={tp('title.pdpa')} />
      <article className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('pdpaTitle')}</h2>
        {status.data?.CurrentVersion ? <div className={styles.muted}>{t('pdpaVersion', { version: status.data.CurrentVersion })}</div> : null}
        <p className={styles.policy}>{t('pdpaBody')}</p>
        <p className={styles.policy}>{t('pdpaMarketing')}</p>
        {customer ? (
          <p role="status" data-testid="pdpa-answer" data-answer={answer === null ? 'none' : String(answer)}>
            <strong>{answer === null ? t('pdpaUnknown') : answer ? t('pdpaAccepted') : t('pdpaDeclined')}</strong>
            {answer !== null && status.data?.UpdatedAt ? ` ${t('pdpaAnsweredAt', { date: formatDateTime(status.data.UpdatedAt, lang) })}` : ''}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button color="primary" loading={busy === true} onClick={() => void save(true)} data-testid="pdpa-accept">
            {t('accept')}
          </Button>
          <Button loading={busy === false} onClick={() => void save(false)} data-testid="pdpa-decline">
            {t('decline')}
          </Button>
        </div>
      </article>
    </section>
  );
}
