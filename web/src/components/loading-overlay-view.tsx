import { Mask, SpinLoading } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';

/** The overlay itself; loaded on first use by `LoadingOverlay`. */
export default function LoadingOverlayView({ visible }: { visible: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Mask visible={visible} opacity="thin" destroyOnClose>
      <div className="eo-loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
        <SpinLoading color="primary" style={{ '--size': '48px' }} />
        <span className="eo-visually-hidden">{t('loading')}</span>
      </div>
    </Mask>
  );
}
