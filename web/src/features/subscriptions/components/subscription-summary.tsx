// The subscription's card: rule, status, next order, payment, last order and error, and the
// pause / resume, edit and cancel (with its confirmation) buttons.
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { Link } from 'react-router-dom';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import type { SubscriptionDetailState } from '../hooks/use-subscription-detail';
import type { SubscriptionFacts } from '../lib/subscription-facts';
import { dateKeyText, ruleText } from '../lib/texts';
import styles from './subscriptions.module.css';

type Props = Pick<SubscriptionDetailState, 'busy' | 'editing' | 'toggleEditing' | 'confirmCancel' | 'setConfirmCancel' | 'act'> & {
  data: NonNullable<SubscriptionDetailState['data']>;
  facts: SubscriptionFacts;
};

export function SubscriptionSummary({ data, facts, busy, editing, toggleEditing, confirmCancel, setConfirmCancel, act }: Props) {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const localePath = useLocalePath();
  const { status, lastOrder, lastError } = facts;
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <div>{ruleText(t, data)}</div>
        <Tag color={status === 'ACTIVE' ? 'success' : 'default'} fill="outline" data-testid="subscription-status">
          {t(`status.${status}`, { defaultValue: status })}
        </Tag>
      </div>
      {status === 'ACTIVE' && data.NextRunDate ? <div>{t('nextRun', { date: dateKeyText(data.NextRunDate, lang) })}</div> : null}
      <div className={styles.muted}>
        {t('payment')}: {t(`paymentNames.${data.PaymentMethod}`, { defaultValue: data.PaymentMethod })}
      </div>
      {lastOrder ? (
        <Link to={localePath(paths.historyDetail.href({ orderid: lastOrder, saleunit: data.SaleUnit }))}>{t('lastOrder', { id: lastOrder })}</Link>
      ) : null}
      {lastError ? <p className={styles.error}>{t('lastError', { code: lastError })}</p> : null}
      <div className={styles.actions}>
        {status === 'ACTIVE' ? (
          <Button size="small" loading={busy === 'pause'} onClick={() => void act('pause')} data-testid="subscription-pause">
            {t('pause')}
          </Button>
        ) : (
          <Button size="small" color="primary" loading={busy === 'resume'} onClick={() => void act('resume')} data-testid="subscription-resume">
            {t('resume')}
          </Button>
        )}
        <Button size="small" onClick={toggleEditing} data-testid="subscription-edit">
          {editing ? t('closeEdit') : t('edit')}
        </Button>
        <Button size="small" color="danger" fill="outline" onClick={() => setConfirmCancel(true)}>
          {t('cancel')}
        </Button>
      </div>
      {confirmCancel ? (
        <div className={styles.card} role="group" aria-label={t('cancel')}>
          <p>{t('cancelConfirm')}</p>
          <div className={styles.actions}>
            <Button size="small" color="danger" loading={busy === 'cancel'} onClick={() => void act('cancel')}>
              {t('yes')}
            </Button>
            <Button size="small" onClick={() => setConfirmCancel(false)}>
              {t('no')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
