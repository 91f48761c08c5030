// /ordersubscription: the customer's recurring orders, and a new one made from the products
// selected in the cart or from a past order (`?fromOrder=&saleunit=`, linked from the order page).
// The ordering API places each due order through the same path as a customer's order.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useSubscriptions } from '../api/subscriptions';
import { NewSubscription } from '../components/new-subscription';
import { SubscriptionCard } from '../components/subscription-card';
import '../i18n';
import styles from '../components/subscriptions.module.css';

// Still exported from the page, where it used to live.
export { SubscriptionCard };

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
