// The product page's share button: the share sheet on a phone, otherwise the link is copied; if
// the clipboard is refused, a dialog shows the link to copy by hand.
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';
import { ensureAntdRender } from '@/lib/antd-imperative';
import { showToast } from '@/lib/toast';
import { useIsPhone } from '@/lib/use-media-query';
import '../i18n';
import { shareLink } from '../lib/share-link';
import styles from './product-page.module.css';

export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('catalogue');
  const isPhone = useIsPhone();

  const share = async () => {
    const outcome = await shareLink({ title, url }, { preferSheet: isPhone });
    if (outcome === 'copied') showToast(t('detail.linkCopied'), { kind: 'success' });
    if (outcome !== 'manual') return;
    await ensureAntdRender();
    void Dialog.alert({
      title: t('detail.shareTitle'),
      content: (
        <div className={styles.shareBox}>
          <label htmlFor="share-link">{t('detail.copyLinkManually')}</label>
          <input id="share-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ),
      confirmText: t('close', { ns: 'common' }),
    });
  };

  return (
    <Button fill="outline" onClick={() => void share()} data-testid="share-product">
      {t('detail.share')}
    </Button>
  );
}
