import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import type { Subscription } from '@eorder/shared';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { dateKeyText, ruleText } from '../lib/texts';
import styles from './subscriptions.module.css';

export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const localePath = useLocalePath();
  const raw = (subscription as Record<string, unknown>).Status;
  const status = typeof raw === 'string' ? raw : subscription.Active === 'Y' ? 'ACTIVE' : 'PAUSED';
  return (
    <li className={styles.card} data-testid={`subscription-${subscription.SubscriptionId}`}>
      <div className={styles.head}>
        <Link className={styles.title} to={localePath(paths.orderSubscriptionDetail.href({ id: subscription.SubscriptionId }))}>
          {subscription.Name}
        </Link>
        <Tag color={status === 'ACTIVE' ? 'success' : 'default'} fill="outline">
          {t(`status.${status}`, { defaultValue: status })}
        </Tag>
      </div>
      <div>{ruleText(t, subscription)}</div>
      {status === 'ACTIVE' && subscription.NextRunDate ? (
        <div className={styles.muted}>{t('nextRun', { date: dateKeyText(subscription.NextRunDate, lang) })}</div>
      ) : null}
      <div className={styles.muted}>
        {subscription.Items.map((item) => `${item.PRODUCTNAME ?? item.P_Code} × ${formatNumber(Number(item.qty1 ?? 0) + Number(item.qty2 ?? 0) + Number(item.qty3 ?? 0), lang)}`).join(', ')}
      </div>
    </li>
  );
}
