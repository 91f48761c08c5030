// `/rider/profile`: the signed-in rider, the way to the history, and sign out.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { logoutRider } from '@/features/auth';
import { useTranslation } from '@/lib/i18n';
import styles from '../rider.module.css';

export function RiderProfilePage() {
  const { t } = useTranslation('rider');
  const localePath = useLocalePath();
  const { rider } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <section className={styles.page} data-testid="rider-profile">
      <PageTitle title={t('profileTitle')} />
      {rider ? (
        <div className={styles.card}>
          <div className={styles.title}>{rider.RiderName}</div>
          <div>{t('mobile', { mobile: rider.MobileNo })}</div>
          <div>{t('center', { name: rider.SaleUnitName ?? rider.SaleUnit })}</div>
          {rider.VehiclePlate ? <div>{t('plate', { plate: rider.VehiclePlate })}</div> : null}
        </div>
      ) : null}
      <Link to={localePath(paths.riderHistory.href())} className={styles.action}>
        {t('historyTitle')}
      </Link>
      <Button
        color="danger"
        fill="outline"
        loading={leaving}
        data-testid="rider-logout"
        onClick={() => {
          setLeaving(true);
          void logoutRider().finally(() => setLeaving(false));
        }}
      >
        {t('logout')}
      </Button>
    </section>
  );
}
