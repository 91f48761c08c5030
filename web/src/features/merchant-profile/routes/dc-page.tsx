// /merchant/profile/dc: the member's centers, switching where configured, and join requests to
// agree to or answer (decision 096).
import Button from 'antd-mobile/es/components/button';
import { MERCHANT_ADMIN_ROLE_CODE } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { selectStaffDist, useSession } from '@/lib/session';
import { getRuntimeConfig } from '@/lib/config';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { useProfileDcs } from '../api/get-profile-dcs';
import { JoinRequests } from '../components/join-requests';
import styles from '../components/merchant-profile.module.css';
import '../i18n';

export function MerchantProfileDcPage() {
  const { t } = useTranslation('merchantProfile');
  const { staff } = useSession();
  const { data } = useProfileDcs();
  const { flags } = getRuntimeConfig();
  const canSwitch = flags.enableMultiDC && flags.enableChangeDist;
  const current = staff?.selectedDist ?? null;
  const isAdmin = String(staff?.role ?? staff?.user?.role.RoleCode ?? '').trim() === MERCHANT_ADMIN_ROLE_CODE;
  return (
    <section className={styles.page} data-testid="page-merchantProfileDc">
      <PageTitle title={t('title.dc')} />
      <div className={styles.panel}>
        {data?.Dists.length === 0 ? <p className={styles.note}>{t('noCenters')}</p> : null}
        {data?.Dists.map((dist) => (
          <div key={dist.SaleUnit} className={styles.center} data-testid={`profile-dc-${dist.SaleUnit}`}>
            <span>
              <strong>{dist.DIST_NAME ?? dist.SaleUnit}</strong>
              <br />
              <span className={styles.note}>
                {dist.SaleUnit} {dist.FullAddress}
              </span>
            </span>
            {dist.SaleUnit === current ? (
              <span className={styles.current}>{t('inUse')}</span>
            ) : canSwitch ? (
              <Button
                size="small"
                onClick={() => {
                  if (selectStaffDist(dist.SaleUnit)) showToast(t('switched', { name: dist.DIST_NAME ?? dist.SaleUnit }), { kind: 'success' });
                }}
              >
                {t('switch')}
              </Button>
            ) : null}
          </div>
        ))}
      </div>
      {data && data.Pending.length > 0 ? (
        <div className={styles.panel}>
          <strong>{t('pending')}</strong>
          {data.Pending.map((dist) => (
            <div key={dist.SaleUnit} className={styles.center}>
              <span>{dist.DIST_NAME ?? dist.SaleUnit}</span>
              <span className={styles.note}>{t('waiting')}</span>
            </div>
          ))}
        </div>
      ) : null}
      {isAdmin ? <JoinRequests /> : null}
    </section>
  );
}
