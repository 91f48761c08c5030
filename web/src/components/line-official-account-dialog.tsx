import { Button, CenterPopup, Space } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';

export interface LineOfficialAccountDialogProps {
  open: boolean;
  /** The center's LINE official-account URL (`LineChannel.url_line_oa`). */
  url: string;
  /** The center's name, shown as the title when given. */
  centerName?: string;
  onClose: () => void;
  /**
   * Opens the official account. Defaults to a new window; inside LINE the LINE issue passes the
   * LIFF adapter's `openWindow`.
   */
  onGo?: (url: string) => void;
}

/** The prompt shown instead of switching to a center that has its own LINE official account. */
export function LineOfficialAccountDialog({ open, url, centerName, onClose, onGo }: LineOfficialAccountDialogProps) {
  const { t } = useTranslation('common');
  const go = () => {
    if (onGo) onGo(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
    onClose();
  };
  return (
    <CenterPopup visible={open} onMaskClick={onClose} className="eo-dialog" role="dialog" aria-label={centerName ?? t('lineOfficialAccountTitle')} destroyOnClose>
      <section className="eo-dialog-body" data-testid="line-oa-dialog">
        <h2 className="eo-dialog-title">
          {centerName ?? t('lineOfficialAccountTitle')}
        </h2>
        <p>{t('lineOfficialAccountMessage')}</p>
        <Space block justify="end">
          <Button onClick={onClose} data-testid="line-oa-later">
            {t('later')}
          </Button>
          <Button color="primary" onClick={go} data-testid="line-oa-go">
            {t('goToMerchant')}
          </Button>
        </Space>
      </section>
    </CenterPopup>
  );
}
