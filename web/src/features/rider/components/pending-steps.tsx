import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { riderQueue } from '../lib/rider-queue';
import styles from '../rider.module.css';

/** How many steps wait on the phone for the network, while any do. */
export function PendingSteps() {
  const { t } = useTranslation('rider');
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      void riderQueue.pending().then((steps) => {
        if (live) setCount(steps.length);
      });
    read();
    const stop = riderQueue.subscribe(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (count === 0) return null;
  return (
    <div className={styles.notice} role="status" data-testid="pending-steps">
      {t('pending', { count })}
    </div>
  );
}
