// /merchant/register/dist/address: the new center. It is created only when its name, province,
// district and sub-district are given; the map, bank and image steps follow from the hub.
import Button from 'antd-mobile/es/components/button';
import { useSnapshot } from 'valtio';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';
import { AreaFields } from '../components/area-fields';
import styles from '../components/register.module.css';
import '../i18n';
import { newCenterReady } from '../lib/register-rules';
import { registerStore, setDist, type RegisterDist } from '../stores/register-store';
import { useRegisterNav } from './use-register-nav';

type TextKey = 'distName' | 'distShortName' | 'address' | 'shipmentName' | 'contactName' | 'taxNo';

export function AddressPage() {
  const { t } = useTranslation('merchantRegister');
  const dist = useSnapshot(registerStore).dist as RegisterDist;
  const { go } = useRegisterNav();
  const input = (key: TextKey, max = 200) => (
    <label className={styles.field}>
      <span>{t(`field.${key}`)}</span>
      <input className={styles.input} name={key} maxLength={max} value={dist[key]} onChange={(event) => setDist({ [key]: event.target.value })} />
    </label>
  );
  return (
    <section className={styles.page} data-testid="page-merchantRegisterDistAddress">
      <PageTitle title={t('step.address')} />
      <div className={styles.card}>
        {input('distName')}
        {input('distShortName', 100)}
        {input('address', 500)}
        <AreaFields value={dist} onChange={setDist} />
        <div className={styles.grid2}>
          {input('contactName')}
          {input('taxNo', 13)}
        </div>
        {input('shipmentName')}
        <p className={styles.muted}>{newCenterReady(dist) ? t('centerReady') : t('centerNeeds')}</p>
      </div>
      <div className={styles.grid2}>
        <Button disabled={!newCenterReady(dist)} onClick={() => go('merchantRegisterDistLocation')}>
          {t('step.location')}
        </Button>
        <Button color="primary" onClick={() => go('merchantRegisterDist')}>
          {t('done')}
        </Button>
      </div>
    </section>
  );
}
