// The profile picture with its upload (images only, up to 2 MB, checked by what the file holds).
import Button from 'antd-mobile/es/components/button';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { uploadProfilePicture, useProfilePicture } from '../api/account';
import { pictureProblem, PICTURE_MAX_BYTES } from '../lib/image-check';
import { pictureUrl } from '../lib/picture-url';
import { ProfileAvatar } from './profile-avatar';
import styles from './profile.module.css';

const MAX_MB = PICTURE_MAX_BYTES / (1024 * 1024);

export function PictureCard() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const user = session.customer;
  const picture = useProfilePicture(user?.CUSTOMERCODE ?? null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPictureError(null);
    const problem = await pictureProblem(file);
    if (problem) {
      setPictureError(t(`pictureProblem.${problem}`, { size: MAX_MB }));
      return;
    }
    setUploading(true);
    const result = await uploadProfilePicture(file, file.name);
    setUploading(false);
    if (!result.ok) {
      setPictureError(
        result.status === 400 || result.status === 413 || result.status === 415
          ? result.error.message
          : t('uploadFailed'),
      );
      return;
    }
    await picture.mutate(result.data.Data, { revalidate: false });
    showToast(t('pictureUploaded'), { kind: 'success' });
  };

  const image = pictureUrl(picture.data ?? null);
  return (
    <div className={styles.card}>
      <h2 className={styles.sectionTitle}>{t('picture')}</h2>
      <div className={styles.header}>
        <ProfileAvatar className={styles.avatar} image={image} name={user?.CUSTOMERNAME ?? '?'} />
        <div>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            hidden
            aria-label={t('changePicture')}
            data-testid="picture-input"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button size="small" loading={uploading} onClick={() => fileInput.current?.click()}>
            {t('changePicture')}
          </Button>
          <div className={styles.muted}>{t('pictureHint', { size: MAX_MB })}</div>
        </div>
      </div>
      {pictureError ? (
        <p className={styles.warning} role="alert">
          {pictureError}
        </p>
      ) : null}
    </div>
  );
}
