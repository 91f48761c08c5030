// The product's pictures: the one shown large and a thumbnail button per picture to choose it.
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './product-page.module.css';
import { ProductImage } from './product-image';

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [index, setIndex] = useState(0);
  const shown = images[Math.min(index, images.length - 1)] ?? null;
  return (
    <div className={styles.gallery} aria-label={t('detail.images')} role="group">
      <div className={styles.mainImage}>
        <ProductImage src={shown} alt={name} eager />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={position === index}
                aria-label={t('detail.image', { index: position + 1, count: images.length })}
                onClick={() => setIndex(position)}
              >
                <img src={image} alt="" loading="lazy" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
