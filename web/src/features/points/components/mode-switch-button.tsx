import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { isPointMode, switchPointMode } from '../lib/switch-mode';
import '../i18n';

/** Goes to points (redeem) mode, or back to products for sale. */
export function ModeSwitchButton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('points');
  const [busy, setBusy] = useState(false);
  const pointMode = isPointMode();
  return (
    <Button
      block={block}
      color={pointMode ? 'default' : 'warning'}
      loading={busy}
      data-testid="switch-point-mode"
      onClick={() => {
        setBusy(true);
        void switchPointMode(!pointMode).then((ok) => {
          setBusy(false);
          if (!ok) showToast(t('switchFailed'), { kind: 'fail' });
        });
      }}
    >
      {pointMode ? t('toSale') : t('toRedeem')}
    </Button>
  );
}
