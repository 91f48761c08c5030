// /merchant/register/dist/location: the new center's place, picked on the map (the map library is
// loaded with this page only: Google Maps with a configured key, Leaflet otherwise).
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { getRuntimeConfig } from '@/lib/config';
import { useTranslation } from '@/lib/i18n';
import styles from '../components/register.module.css';
import '../i18n';
import { centerMapKind, loadCenterMap } from '../lib/center-map-loader';
import { registerStore, setDist } from '../stores/register-store';
import { useRegisterNav } from './use-register-nav';

const CenterMap = lazy(() => loadCenterMap(centerMapKind(getRuntimeConfig())));

export function LocationPage() {
  const { t } = useTranslation('merchantRegister');
  const { lat, lon } = useSnapshot(registerStore).dist;
  const { go } = useRegisterNav();
  const point = lat !== null && lon !== null ? { lat, lon } : null;
  return (
    <section className={styles.page} data-testid="page-merchantRegisterDistLocation">
      <PageTitle title={t('step.location')} />
      <p className={styles.muted}>{t('mapHint')}</p>
      <Suspense fallback={<div className={styles.map} />}>
        <CenterMap
          center={point ?? { lat: MAP_DEFAULT_CENTER.lat, lon: MAP_DEFAULT_CENTER.lng }}
          zoom={MAP_DEFAULT_ZOOM}
          point={point}
          label={t('mapLabel')}
          onPick={(picked) => setDist({ lat: Math.round(picked.lat * 1e7) / 1e7, lon: Math.round(picked.lon * 1e7) / 1e7 })}
        />
      </Suspense>
      <p className={styles.muted} data-testid="center-position">
        {point ? t('position', { lat: point.lat.toFixed(5), lon: point.lon.toFixed(5) }) : t('noPosition')}
      </p>
      <Button color="primary" block disabled={!point} onClick={() => go('merchantRegisterDist')}>
        {t('usePosition')}
      </Button>
    </section>
  );
}
