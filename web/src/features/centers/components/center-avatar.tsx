import type { DistributionCenter } from '@eorder/shared';
import { useState } from 'react';
import { imageUrl } from '@/lib/image-url';
import styles from './centers.module.css';

/** A center's photo, or the first letter of its name. */
export function CenterAvatar({ center }: { center: DistributionCenter }) {
  const [broken, setBroken] = useState(false);
  const src = imageUrl(center.PHOTO_PATH);
  if (src && !broken) return <img className={styles.avatar} src={src} alt="" loading="lazy" width={44} height={44} onError={() => setBroken(true)} />;
  const letter = (center.DIST_SHORTNAME || center.DIST_NAME || center.SaleUnit).trim().charAt(0).toUpperCase();
  return (
    <span className={styles.avatar} aria-hidden="true">
      {letter}
    </span>
  );
}
