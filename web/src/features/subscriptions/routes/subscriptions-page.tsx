// /ordersubscription: the customer's recurring orders, and a new one made from the products
// selected in the cart or from a past order (`?fromOrder=&saleunit=`, linked from the order page).
// The ordering API places each due order through the same path as a customer's order.
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Subscription } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { cartStore } from '@/features/cart';
import { formatNumber } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useAddresses, useOrderLines } from '../api/sources';
import { createSubscription, useSubscriptions } from '../api/subscriptions';
import { SubscriptionFormView } from '../components/subscription-form';
import '../i18n';
import { bangkokWeekday, toBody, type SubscriptionForm } from '../lib/schedule';
import { dateKeyText, ruleText, todayText } from '../lib/texts';
import styles from '../components/subscriptions.module.css';

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

function NewSubscription({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const session = useSession();
  const [search] = useSearchParams();
  const fromOrder = search.get('fromOrder');
  const orderSaleUnit = search.get('saleunit');
  const order = useOrderLines(fromOrder, orderSaleUnit);
  const addresses = useAddresses(session.customer?.CUSTOMERCODE ?? null);
  const [busy, setBusy] = useState(false);
  const cartLines = cartStore.items.filter((line) => line.selected && cartStore.mode === 'money');

  const items = useMemo<SubscriptionForm['items']>(() => {
    if (fromOrder) {
      const byCode = new Map<string, SubscriptionForm['items'][number]>();
      for (const line of order.data?.OrderDetails ?? []) {
        if (line.IsFree === true || line.IsFree === 'Y') continue;
        const level = Number((line as Record<string, unknown>).UnitLevel ?? 1);
        const entry = byCode.get(line.P_Code) ?? { P_Code: line.P_Code, PRODUCTNAME: line.PRODUCTNAME ?? line.P_Code, qty1: 0, qty2: 0, qty3: 0, units: [null, null, null] };
        const key = level === 2 ? 'qty2' : level === 3 ? 'qty3' : 'qty1';
        entry[key] += Math.trunc(Number(line.Qty ?? 0));
        const units = [...(entry.units ?? [null, null, null])];
        units[(level === 2 ? 2 : level === 3 ? 3 : 1) - 1] = line.UNITNAME ?? null;
        entry.units = units;
        byCode.set(line.P_Code, entry);
      }
      return [...byCode.values()];
    }
    return cartLines.map((line) => ({
      P_Code: line.P_Code,
      PRODUCTNAME: line.PRODUCTNAME,
      qty1: line.qty1 ?? 0,
      qty2: line.qty2 ?? 0,
      qty3: line.qty3 ?? 0,
      units: [line.UNIT1NAME, line.UNIT2NAME, line.UNIT3NAME],
    }));
    // The cart's lines are read once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form keeps its own copy after that
  }, [fromOrder, order.data]);

  if (fromOrder && order.isLoading) return <PageSkeleton />;
  if (items.length === 0) return <p className={styles.muted}>{t('noSource')}</p>;

  const saleUnit = fromOrder ? orderSaleUnit : cartStore.saleUnit;
  const initial: SubscriptionForm = {
    name: t('defaultName', { date: todayText(lang) }),
    frequency: 'WEEKS',
    every: 1,
    dayOfWeek: bangkokWeekday(),
    dayOfMonth: 1,
    paymentMethod: 'COD',
    shipToId: null,
    items,
  };
  return (
    <section aria-label={t('create')}>
      <h2 className={styles.sectionTitle}>{fromOrder ? t('createFromOrder', { id: fromOrder }) : t('createFromCart')}</h2>
      <SubscriptionFormView
        key={`${fromOrder ?? 'cart'}-${items.length}`}
        initial={initial}
        addresses={addresses.data ?? []}
        creditAllowed={Number(session.customer?.AuthorizeAmount ?? 0) > 0}
        busy={busy}
        onSubmit={(form) => {
          setBusy(true);
          void createSubscription(toBody(form, saleUnit, true)).then((result) => {
            setBusy(false);
            if (!result.ok) return;
            showToast(t('saved'), { kind: 'success' });
            onCreated(result.data.SubscriptionId);
          });
        }}
      />
    </section>
  );
}

export function SubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  const [creating, setCreating] = useState(search.has('fromOrder'));
  const owner = session.customer?.CUSTOMERCODE ?? null;
  const { data, error, isLoading, mutate } = useSubscriptions(owner);
  const shown = (data ?? []).filter((subscription) => (subscription as Record<string, unknown>).Status !== 'CANCELLED');

  return (
    <section className={styles.page} data-testid="page-orderSubscription">
      <PageTitle title={tp('title.orderSubscription')} />
      <p className={styles.muted}>{t('intro')}</p>
      {creating ? (
        <NewSubscription
          onCreated={(id) => {
            void mutate();
            void navigate(localePath(paths.orderSubscriptionDetail.href({ id })));
          }}
        />
      ) : (
        <div>
          <Button color="primary" onClick={() => setCreating(true)} data-testid="subscription-create">
            {t('create')}
          </Button>
        </div>
      )}
      {isLoading ? <PageSkeleton /> : null}
      {error ? (
        <div className={styles.card} role="alert">
          <p>{t('loadFailed')}</p>
          <Button onClick={() => void mutate()}>{t('retry')}</Button>
        </div>
      ) : null}
      {data && shown.length === 0 ? <div className={styles.card}>{t('empty')}</div> : null}
      <ul className={styles.list}>
        {shown.map((subscription) => (
          <SubscriptionCard key={subscription.SubscriptionId} subscription={subscription} />
        ))}
      </ul>
    </section>
  );
}
