// The points balance with the current mode and the switch to redeem mode.
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLang } from '@/config/paths';
import { getRuntimeConfig } from '@/lib/config';
import { formatNumber } from '@/lib/format';
import { refreshPointBalance } from '../lib/points-balance';
import { isPointMode } from '../lib/switch-mode';
import { ModeSwitchButton } from './mode-switch-button';
import styles from './points.module.css';

export function Balance() {
  const { t } = useTranslation('points');
  const lang = useLang();
  const [points, setPoints] = useState<number | null>(null);
  useEffect(() => {
    void refreshPointBalance().then(setPoints);
  }, []);
  if (!getRuntimeConfig().flags.profile.showPoint)
    return <p className={styles.muted}>{t('showPointOff')}</p>;
  return (
    <div className={styles.balance}>
      <div>
        <div>{t('balance')}</div>
        <div className={styles.balanceValue} data-testid="points-balance">
          {points === null ? '…' : formatNumber(points, lang)}
        </div>
        <div>{isPointMode() ? t('pointMode') : t('saleMode')}</div>
      </div>
      <ModeSwitchButton />
    </div>
  );
}
