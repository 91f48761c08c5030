// /merchant/profile: the staff member's details, with the ways to edit them, change the password and
// see the centers they serve.
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useMerchantProfile } from '../api/merchant-profile';
import styles from '../components/merchant-profile.module.css';
import '../i18n';

/** YYYYMMDD as DD/MM/YYYY. */
export const showDateKey = (key: string | null | undefined) => (key && /^\d{8}$/.test(key) ? `${key.slice(6, 8)}/${key.slice(4, 6)}/${key.slice(0, 4)}` : '-');

export function MerchantProfilePage() {
  const { t } = useTranslation('merchantProfile');
  const localePath = useLocalePath();
  const { data: me, error } = useMerchantProfile();
  const facts: [string, string | null | undefined][] = me
    ? [
        ['name', me.usernames],
        ['username', me.username],
        ['mobile', me.mobile],
        ['email', me.email],
        ['birthDate', showDateKey(me.BirthDate)],
        ['role', me.role.RoleName],
        ['address', [me.Address, me.ZipCode].filter(Boolean).join(' ')],
        ['line', me.LineUserId ? t('linked') : t('notLinked')],
      ]
    : [];
  return (
    <section className={styles.page} data-testid="page-merchantProfile">
      <PageTitle title={t('title.profile')} />
      {error ? <p className={styles.message}>{t('loadFailed')}</p> : null}
      <div className={styles.panel}>
        <dl className={styles.facts}>
          {facts.map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{t(`fact.${key}`)}</dt>
              <dd data-testid={`profile-${key}`}>{value || '-'}</dd>
            </div>
          ))}
        </dl>
      </div>
      <nav className={styles.links}>
        <Link className="adm-button adm-button-default adm-button-block" to={localePath(paths.merchantProfileEdit.href())}>
          {t('title.edit')}
        </Link>
        <Link className="adm-button adm-button-default adm-button-block" to={localePath(paths.merchantProfileChangePassword.href())}>
          {t('title.changePassword')}
        </Link>
        <Link className="adm-button adm-button-default adm-button-block" to={localePath(paths.merchantProfileDc.href())}>
          {t('title.dc')}
        </Link>
      </nav>
    </section>
  );
}
