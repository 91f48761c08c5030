// /merchant/register/dist/image: the new center's ID card, shop and logo images, checked by what
// the file holds and by size before the ordering API decodes them again.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { PageTitle } from '@/components/page-title';
import { pictureProblem } from '@/lib/image-check';
import { useTranslation } from '@/lib/i18n';
import styles from '../components/register.module.css';
import '../i18n';
import { registerStore, setImage, type ImageField } from '../stores/register-store';
import { useRegisterNav } from './use-register-nav';

/** The ordering API's limit for a center image. */
const CENTER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const FIELDS: ImageField[] = ['taxImage', 'shopImage', 'logoImage'];

function usePreview(file: File | undefined) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function ImageInput({ field }: { field: ImageField }) {
  const { t } = useTranslation('merchantRegister');
  const file = useSnapshot(registerStore).images[field];
  const preview = usePreview(file);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <label className={styles.field}>
      <span>{t(`field.${field}`)}</span>
      {preview ? <img className={styles.preview} src={preview} alt={t(`field.${field}`)} /> : <div className={styles.preview} />}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        name={field}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setProblem(null);
          if (!chosen) return;
          void pictureProblem(chosen, CENTER_IMAGE_MAX_BYTES).then((found) => {
            if (found) {
              setProblem(t(`imageProblem.${found}`, { mb: CENTER_IMAGE_MAX_BYTES / 1024 / 1024 }));
              setImage(field, null);
            } else setImage(field, chosen);
          });
        }}
      />
      {problem ? <span className={styles.error}>{problem}</span> : null}
    </label>
  );
}

export function ImagePage() {
  const { t } = useTranslation('merchantRegister');
  const { go } = useRegisterNav();
  return (
    <section className={styles.page} data-testid="page-merchantRegisterDistImage">
      <PageTitle title={t('step.image')} />
      <div className={`${styles.card} ${styles.previews}`}>
        {FIELDS.map((field) => (
          <ImageInput key={field} field={field} />
        ))}
      </div>
      <Button color="primary" block onClick={() => go('merchantRegisterDist')}>
        {t('done')}
      </Button>
    </section>
  );
}
