// The subscription's products with their quantities per unit, and its runs so far.
import { useLang } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { SubscriptionRun } from '../lib/subscription-facts';
import { dateKeyText } from '../lib/texts';
import styles from './subscriptions.module.css';

type Qty = number | string | null | undefined;

export function SubscriptionItems({ items }: { items: readonly { P_Code: string; PRODUCTNAME?: string | null; qty1?: Qty; qty2?: Qty; qty3?: Qty }[] }) {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  return (
    <section className={styles.card} aria-label={t('items')}>
      <h2 className={styles.sectionTitle}>{t('items')}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.P_Code} className={styles.item}>
            <span>{item.PRODUCTNAME ?? item.P_Code}</span>
            <span className={styles.muted}>
              {[item.qty1, item.qty2, item.qty3]
                .map((qty, index) => (Number(qty ?? 0) > 0 ? `${formatNumber(Number(qty), lang)} × ${t(`unit.${index + 1}`)}` : null))
                .filter(Boolean)
                .join(' + ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SubscriptionRuns({ runs }: { runs: SubscriptionRun[] }) {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  return (
    <section className={styles.card} aria-label={t('runs')} data-testid="subscription-runs">
      <h2 className={styles.sectionTitle}>{t('runs')}</h2>
      {runs.length === 0 ? <p className={styles.muted}>{t('noRuns')}</p> : null}
      <ul className={styles.list}>
        {runs.map((run) => (
          <li key={run.Period} className={styles.item}>
            <span>{dateKeyText(run.Period, lang)}</span>
            <span>
              {t(`runStatus.${run.Status}`, { defaultValue: run.Status })}
              {run.ErrorCode ? ` (${run.ErrorCode})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
