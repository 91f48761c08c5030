import { useTranslation } from '@/lib/i18n';
import { useSnapshot } from 'valtio';
import { askLocation, locationStore } from '../stores/location-store';
import styles from './centers.module.css';

/** How the list is sorted, and the button that asks for the device position. */
export function LocationRow() {
  const { t } = useTranslation('centers');
  const { status, position } = useSnapshot(locationStore);
  if (position) return <div className={styles.location}>{t('sortedByDistance')}</div>;
  if (status === 'locating') return <div className={styles.location} role="status">{t('locating')}</div>;
  if (status === 'prompt' || status === 'unknown') {
    return (
      <div className={styles.location}>
        <span>{t('nearestHint')}</span>
        <button type="button" className={styles.nearest} onClick={() => void askLocation()} data-testid="center-nearest">
          {t('nearest')}
        </button>
      </div>
    );
  }
  const note = status === 'denied' ? t('locationDenied') : status === 'failed' ? t('locationFailed') : t('sortedByName');
  return <div className={styles.location}>{note}</div>;
}
