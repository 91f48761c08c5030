// `/rider/history`: the rider's past deliveries by day, with the cash collected each day.
import Button from 'antd-mobile/es/components/button';
import { PageTitle } from '@/components/page-title';
import { useLang } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useRiderHistory } from '../api/rider-api';
import { RiderOrderCard } from '../components/rider-order-card';
import styles from '../rider.module.css';

export function RiderHistoryPage() {
  const { t } = useTranslation('rider');
  const lang = useLang();
  const { data, error, isLoading, mutate } = useRiderHistory();
  return (
    <section className={styles.page} data-testid="rider-history">
      <PageTitle title={t('historyTitle')} />
      {isLoading ? <p className={styles.muted}>{t('loading')}</p> : null}
      {error ? (
        <div>
          <p className={styles.error}>{t('loadFailed')}</p>
          <Button onClick={() => void mutate()}>{t('retry')}</Button>
        </div>
      ) : null}
      {data ? (
        <>
          <div className={styles.card}>
            {t('collectedInAll')} <span className={styles.amount}>{formatMoney(data.Collected, lang)}</span>
          </div>
          {data.Days.length === 0 ? <p className={styles.muted}>{t('noHistory')}</p> : null}
          {data.Days.map((day) => (
            <div key={day.Date} className={styles.field} data-testid={`history-day-${day.Date}`}>
              <div className={styles.head}>
                <span className={styles.title}>{day.Date.split('-').reverse().join('/')}</span>
                <span>
                  {t('collected')} <strong>{formatMoney(day.Collected, lang)}</strong>
                </span>
              </div>
              <div className={styles.muted}>
                {t('dayCounts', { delivered: day.Delivered, partial: day.Partial, refused: day.Refused })}
              </div>
              <ul className={styles.list}>
                {day.Orders.map((order) => (
                  <RiderOrderCard key={`${order.SaleUnit}-${order.OrderID}`} order={order} />
                ))}
              </ul>
            </div>
          ))}
        </>
      ) : null}
    </section>
  );
}
