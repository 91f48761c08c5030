import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import '../i18n';
import styles from './catalogue.module.css';

/** A product picture that gives way to a placeholder when it is missing or cannot load. */
/**
 * `eager`: loaded at once (a first-screen card) instead of when scrolled near; `priority`: asked for
 * before the page's other pictures (the largest paint of the page).
 */
export function ProductImage({ src, alt, eager = false, priority = false }: { src: string | null | undefined; alt: string; eager?: boolean; priority?: boolean }) {
  const { t } = useTranslation('catalogue');
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return (
      <span className={styles.placeholder} role="img" aria-label={alt}>
        {t('detail.noImage')}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={400}
      height={400}
      onError={() => setBroken(src)}
    />
  );
}
