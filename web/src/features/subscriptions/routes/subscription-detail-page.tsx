// /ordersubscription/{id}: one recurring order: its rule and next order, its products, the runs so
// far (each linked to the order it placed, or with why it failed), and pause, resume, cancel, edit.
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { PaymentMethod } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { formatNumber } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useAddresses } from '../api/sources';
import { changeSubscription, updateSubscription, useSubscription, type SubscriptionAction } from '../api/subscriptions';
import { SubscriptionFormView } from '../components/subscription-form';
import '../i18n';
import { toBody, type Frequency, type SubscriptionForm } from '../lib/schedule';
import { dateKeyText, ruleText } from '../lib/texts';
import styles from '../components/subscriptions.module.css';

interface Run {
  Period: string;
  Status: string;
  ErrorCode?: string | null;
}

export function SubscriptionDetailPage() {
  const { t } = useTranslation('subscriptions');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const session = useSession();
  const id = Number(useParams().id);
  const { data, error, isLoading, mutate } = useSubscription(Number.isInteger(id) && id > 0 ? id : null);
  const addresses = useAddresses(session.customer?.CUSTOMERCODE ?? null);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  if (isLoading) return <PageSkeleton />;
  if (error || !data) {
    return (
      <section className={styles.page} data-testid="page-orderSubscriptionDetail">
        <PageTitle title={tp('title.orderSubscriptionDetail')} />
        <p role="alert">{t('notFound')}</p>
        <Link to={localePath(paths.orderSubscription.href())}>{t('back')}</Link>
      </section>
    );
  }

  const extra = data as Record<string, unknown>;
  const status = typeof extra.Status === 'string' ? extra.Status : data.Active === 'Y' ? 'ACTIVE' : 'PAUSED';
  const runs = (Array.isArray(extra.Runs) ? extra.Runs : []) as Run[];
  const lastOrder = typeof extra.LastOrderID === 'string' ? extra.LastOrderID : null;

  const act = async (action: SubscriptionAction) => {
    setBusy(action);
    const result = await changeSubscription(data.SubscriptionId, action);
    setBusy(null);
    if (!result.ok) return;
    if (action === 'cancel') {
      void navigate(localePath(paths.orderSubscription.href()), { replace: true });
      return;
    }
    await mutate(result.data, { revalidate: false });
  };

  const initial: SubscriptionForm = {
    name: data.Name,
    frequency: data.Frequency as Frequency,
    every: data.Every,
    dayOfWeek: Number(data.DayOfWeek ?? (data.Frequency === 'DAYS' ? 0 : 1)),
    dayOfMonth: Number(data.DayOfMonth ?? 1),
    paymentMethod: data.PaymentMethod as PaymentMethod,
    shipToId: data.ShipToAddressId ? Number(data.ShipToAddressId) : null,
    items: data.Items.map((item) => ({
      P_Code: item.P_Code,
      PRODUCTNAME: item.PRODUCTNAME ?? item.P_Code,
      qty1: Number(item.qty1 ?? 0),
      qty2: Number(item.qty2 ?? 0),
      qty3: Number(item.qty3 ?? 0),
    })),
  };

  return (
    <section className={styles.page} data-testid="page-orderSubscriptionDetail">
      <PageTitle title={data.Name} />
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
        {typeof extra.LastError === 'string' && extra.LastError ? <p className={styles.error}>{t('lastError', { code: extra.LastError })}</p> : null}
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
          <Button size="small" onClick={() => setEditing(!editing)} data-testid="subscription-edit">
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
      {editing ? (
        <SubscriptionFormView
          initial={initial}
          addresses={addresses.data ?? []}
          creditAllowed={Number(session.customer?.AuthorizeAmount ?? 0) > 0}
          busy={busy === 'save'}
          onSubmit={(form) => {
            setBusy('save');
            void updateSubscription(data.SubscriptionId, toBody(form, data.SaleUnit, status !== 'PAUSED')).then(async (result) => {
              setBusy(null);
              if (!result.ok) return;
              showToast(t('saved'), { kind: 'success' });
              setEditing(false);
              await mutate(result.data, { revalidate: false });
            });
          }}
        />
      ) : (
        <section className={styles.card} aria-label={t('items')}>
          <h2 className={styles.sectionTitle}>{t('items')}</h2>
          <ul className={styles.list}>
            {data.Items.map((item) => (
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
      )}
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
    </section>
  );
}
