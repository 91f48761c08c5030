// The center picker of merchant staff with several centers; the choice is stored in
// `st_user_dist`.
import { CenterPopup } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useInertBehind } from '@/components/use-inert-behind';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DistributionCenter } from '@eorder/shared';
import { imageUrl } from '@/lib/image-url';
import { showToast } from '@/lib/toast';
import { getStaffDcs } from '../api/get-staff-dcs';
import { useSession } from '@/lib/session';
import '../i18n';
import { filterCenters } from '../lib/center-search';
import { selectStaffDist, setStaffDists } from '@/lib/session';
import styles from './merchant-center-picker.module.css';

export interface MerchantCenterPickerDialogProps {
  visible: boolean;
  onClose: () => void;
}

function CenterAvatar({ dist }: { dist: DistributionCenter }) {
  const [broken, setBroken] = useState(false);
  const src = imageUrl(dist.PHOTO_PATH);
  if (src && !broken) {
    return <img className={styles.avatar} src={src} alt="" loading="lazy" width={40} height={40} onError={() => setBroken(true)} />;
  }
  const letter = (dist.DIST_SHORTNAME || dist.DIST_NAME || dist.SaleUnit).trim().charAt(0).toUpperCase();
  return (
    <span className={styles.avatar} aria-hidden="true">
      {letter}
    </span>
  );
}

export function MerchantCenterPickerDialog({ visible, onClose }: MerchantCenterPickerDialogProps) {
  const { t } = useTranslation('auth');
  const { staff } = useSession();
  const [text, setText] = useState('');
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const dists = staff?.dists ?? [];
  const current = staff?.selectedDist ?? null;
  const needsLoad = visible && staff !== null && dists.length === 0;

  // Start-up may have failed to load the centers: try again when the picker opens.
  useEffect(() => {
    if (!needsLoad) return;
    let cancelled = false;
    void getStaffDcs().then((result) => {
      if (!cancelled && result.ok) setStaffDists(result.data);
    });
    return () => {
      cancelled = true;
    };
  }, [needsLoad]);

  // The picker opens over the page at start-up: the focus goes into it, so the next Tab reaches
  // its search and centers rather than the page behind.
  useEffect(() => {
    if (visible) body.current?.focus({ preventScroll: true });
  }, [visible]);

  const inertBehind = useInertBehind(visible);

  const shown = filterCenters(dists, text, current);

  const choose = (dist: DistributionCenter) => {
    // Saved even when it is the center already shown: at start-up that one is only provisional,
    // and an unsaved choice opens the picker again on the next load.
    const changed = dist.SaleUnit !== current;
    if (selectStaffDist(dist.SaleUnit) && changed) {
      showToast(t('toast.centerChanged', { name: dist.DIST_NAME }), { kind: 'success' });
    }
    setText('');
    onClose();
  };

  return (
    <CenterPopup visible={visible} onMaskClick={onClose} onClose={onClose} role="dialog" aria-label={t('picker.title')} aria-labelledby={titleId}>
      <div ref={body} tabIndex={-1} className={styles.dialog} data-testid="merchant-center-picker">
        <h2 ref={inertBehind} id={titleId} className={styles.title}>
          {t('picker.title')}
        </h2>
        <SearchField value={text} onChange={setText} label={t('picker.search')} clearable />
        {dists.length === 0 ? (
          <p className={styles.empty}>{t('picker.none')}</p>
        ) : shown.length === 0 ? (
          <p className={styles.empty} role="status">
            {t('picker.empty')}
          </p>
        ) : (
          <ul className={styles.list}>
            {shown.map((dist) => {
              const isCurrent = dist.SaleUnit === current;
              return (
                <li key={dist.SaleUnit}>
                  <button
                    type="button"
                    className={`${styles.item} ${isCurrent ? styles.current : ''}`}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={() => choose(dist)}
                  >
                    <CenterAvatar dist={dist} />
                    <span className={styles.text}>
                      <span className={styles.name}>{dist.DIST_NAME}</span>
                      {dist.FullAddress ? <span className={styles.address}>{dist.FullAddress}</span> : null}
                      {isCurrent ? <span className={styles.badge}>{t('picker.current')}</span> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </CenterPopup>
  );
}

export default MerchantCenterPickerDialog;
