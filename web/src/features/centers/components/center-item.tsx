import { inLang } from '@/lib/localized-name';
import type { DistributionCenter } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { useLang } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { changeCenter } from '../lib/change-center';
import { distanceKm } from '../lib/center-rules';
import { CenterAvatar } from './center-avatar';
import styles from './centers.module.css';

/** One center of the picker: photo or letter, name, address, distance; choosing it changes center. */
export function CenterItem({ center, current }: { center: DistributionCenter; current: boolean }) {
  const { t } = useTranslation('centers');
  const lang = useLang();
  const km = distanceKm(center);
  const name = inLang(center.DIST_NAME, center.DIST_NAME_EN, lang);
  return (
    <li>
      <button
        type="button"
        className={`${styles.item} ${current ? styles.current : ''}`}
        aria-current={current ? 'true' : undefined}
        aria-label={t('choose', { name })}
        onClick={() => void changeCenter(center)}
        data-testid="center-item"
        data-sale-unit={center.SaleUnit}
      >
        <CenterAvatar center={center} />
        <span className={styles.text}>
          <span className={styles.name}>{name}</span>
          {center.FullAddress ? <span className={styles.address}>{center.FullAddress}</span> : null}
        </span>
        <span className={styles.side}>
          {current ? <span className={styles.badge}>{t('current')}</span> : null}
          {km !== null ? <span data-testid="center-distance">{t('distance', { km: formatNumber(km, lang) })}</span> : null}
        </span>
      </button>
    </li>
  );
}
