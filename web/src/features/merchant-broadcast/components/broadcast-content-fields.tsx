// The content of a broadcast by its kind: a text, a picture (by address or uploaded), product
// codes, or a promotion.
import { useTranslation } from '@/lib/i18n';
import type { BroadcastDraftState } from '../hooks/use-broadcast-draft';
import styles from './broadcast.module.css';

export function BroadcastContentFields({ state }: { state: BroadcastDraftState }) {
  const { t } = useTranslation('merchantBroadcast');
  const { draft, edit, busy, saleUnit, uploaded } = state;
  switch (draft.kind) {
    case 'TEXT':
      return (
        <label className={styles.label}>
          {t('form.text')}
          <textarea className={styles.input} name="text" rows={5} maxLength={5000} value={draft.text} onChange={(event) => edit({ text: event.target.value })} />
        </label>
      );
    case 'IMAGE':
      return (
        <>
          <label className={styles.label}>
            {t('form.imageUrl')}
            <input className={styles.input} name="imageUrl" type="url" inputMode="url" value={draft.imageUrl} onChange={(event) => edit({ imageUrl: event.target.value })} />
          </label>
          <label className={styles.label}>
            {t('form.imageUpload')}
            <input
              className={styles.input}
              name="imageFile"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              disabled={busy || !saleUnit}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void state.uploadPicture(file);
              }}
            />
          </label>
          {uploaded ? <img className={styles.uploaded} src={uploaded} alt={t('form.imageUploaded')} data-testid="broadcast-picture" /> : null}
        </>
      );
    case 'PRODUCTS':
      return (
        <label className={styles.label}>
          {t('form.productCodes')}
          <textarea className={styles.input} name="productCodes" rows={2} value={draft.productCodes} onChange={(event) => edit({ productCodes: event.target.value })} />
        </label>
      );
    case 'PROMOTION':
      return (
        <label className={styles.label}>
          {t('form.promotionId')}
          <input className={styles.input} name="promotionId" inputMode="numeric" value={draft.promotionId} onChange={(event) => edit({ promotionId: event.target.value })} />
        </label>
      );
    default:
      return null;
  }
}
