// /ordersubscription/{id}: one recurring order: its rule and next order, its products, the runs so
// far (each linked to the order it placed, or with why it failed), and pause, resume, cancel, edit.
// Split per ADR 118: state and actions in useSubscriptionDetail, sections in components/.
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { SubscriptionFormView } from '../components/subscription-form';
import { SubscriptionItems, SubscriptionRuns } from '../components/subscription-lists';
import { SubscriptionSummary } from '../components/subscription-summary';
import { useSubscriptionDetail } from '../hooks/use-subscription-detail';
import '../i18n';
import { formFromSubscription } from '../lib/subscription-facts';
import styles from '../components/subscriptions.module.css';

export function SubscriptionDetailPage() {
  const { t } = useTranslation('subscriptions');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const state = useSubscriptionDetail();
  const { data, facts } = state;

  if (state.isLoading) return <PageSkeleton />;
  if (state.error || !data || !facts) {
    return (
      <section className={styles.page} data-testid="page-orderSubscriptionDetail">
        <PageTitle title={tp('title.orderSubscriptionDetail')} />
        <p role="alert">{t('notFound')}</p>
        <Link to={localePath(paths.orderSubscription.href())}>{t('back')}</Link>
      </section>
    );
  }

  return (
    <section className={styles.page} data-testid="page-orderSubscriptionDetail">
      <PageTitle title={data.Name} />
      <SubscriptionSummary {...state} data={data} facts={facts} />
      {state.editing ? (
        <SubscriptionFormView
          initial={formFromSubscription(data)}
          addresses={state.addresses}
          creditAllowed={state.creditAllowed}
          busy={state.busy === 'save'}
          onSubmit={state.save}
        />
      ) : (
        <SubscriptionItems items={data.Items} />
      )}
      <SubscriptionRuns runs={facts.runs} />
    </section>
  );
}
