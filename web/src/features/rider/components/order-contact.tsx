import type { RiderOrderCard } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import styles from '../rider.module.css';

/** The map link and the call button of an order. */
export function OrderContact({ order }: { order: Pick<RiderOrderCard, 'MapUrl' | 'Phone' | 'Address'> }) {
  const { t } = useTranslation('rider');
  return (
    <>
      {order.Address ? (
        <a className={styles.action} href={order.MapUrl} target="_blank" rel="noopener noreferrer">
          {t('map')}
        </a>
      ) : null}
      {order.Phone ? (
        <a className={styles.action} href={`tel:${order.Phone.replace(/[^\d+]/g, '')}`}>
          {t('call')}
        </a>
      ) : null}
    </>
  );
}
