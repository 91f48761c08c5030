import { CenterPopup } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';

/** The trust-mark popup of the footer; loaded when first opened. */
export default function TrustMarkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <CenterPopup
      visible={open}
      onMaskClick={onClose}
      className="eo-dialog"
      role="dialog"
      aria-label={t('trustMarkTitle')}
      destroyOnClose
    >
      <section className="eo-dialog-body" data-testid="trust-mark-dialog">
        <h2 className="eo-dialog-title">{t('trustMarkTitle')}</h2>
        <p>{t('trustMarkMessage')}</p>
        <button type="button" className="eo-link-button eo-link-button-primary eo-link-button-block" onClick={onClose}>
          {t('close', { ns: 'common' })}
        </button>
      </section>
    </CenterPopup>
  );
}
