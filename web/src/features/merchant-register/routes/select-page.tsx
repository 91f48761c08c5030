// /merchant/register/dist/select: existing centers to ask to join, searched by text, 72 a page,
// nearest first when the browser tells where the person is.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CENTER_REGISTRATION_PAGE_SIZE, type GeoPoint } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';
import { useCenters } from '../api/get-centers';
import styles from '../components/register.module.css';
import '../i18n';
import { registerStore, toggleSelected } from '../stores/register-store';
import { useRegisterNav } from './use-register-nav';

function usePosition(): GeoPoint | null {
  const [position, setPosition] = useState<GeoPoint | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      (found) => setPosition({ lat: found.coords.latitude, lng: found.coords.longitude }),
      () => undefined,
      { maximumAge: 600_000, timeout: 10_000 },
    );
  }, []);
  return position;
}

export function SelectPage() {
  const { t } = useTranslation('merchantRegister');
  const selected = useSnapshot(registerStore).selected;
  const { go } = useRegisterNav();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const position = usePosition();
  const { data, size, setSize, isLoading } = useCenters(text, position);
  const centers = data?.flat() ?? [];
  const ended = data !== undefined && (data.at(-1)?.length ?? 0) < CENTER_REGISTRATION_PAGE_SIZE;

  return (
    <section className={styles.page} data-testid="page-merchantRegisterDistSelect">
      <PageTitle title={t('step.select')} />
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          setText(typed.trim());
        }}
      >
        <input className={styles.input} type="search" name="text" value={typed} placeholder={t('searchCenters')} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">{t('search')}</Button>
      </form>
      <div className={styles.card}>
        {centers.length === 0 && !isLoading ? <p className={styles.muted}>{t('noCenters')}</p> : null}
        {centers.map((center) => (
          <label key={center.SaleUnit} className={styles.centerItem}>
            <input type="checkbox" checked={selected.some((item) => item.SaleUnit === center.SaleUnit)} onChange={() => toggleSelected(center)} />
            <span>
              <strong>{center.DIST_NAME ?? center.SaleUnit}</strong>
              <br />
              <span className={styles.muted}>
                {center.FullAddress}
                {center.Distance !== null && center.Distance !== undefined ? ` · ${t('km', { km: center.Distance })}` : ''}
              </span>
            </span>
          </label>
        ))}
        {!ended && centers.length > 0 ? (
          <Button loading={isLoading} onClick={() => void setSize(size + 1)}>
            {t('loadMore')}
          </Button>
        ) : null}
      </div>
      <Button color="primary" block onClick={() => go('merchantRegisterDist')}>
        {t('done')}
      </Button>
    </section>
  );
}
