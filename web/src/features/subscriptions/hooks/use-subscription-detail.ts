// The subscription detail page's data and actions: load it, pause / resume / cancel (cancel goes
// back to the list), and save the edit form.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useAddresses } from '../api/sources';
import { changeSubscription, updateSubscription, useSubscription, type SubscriptionAction } from '../api/subscriptions';
import { toBody, type SubscriptionForm } from '../lib/schedule';
import { subscriptionFacts } from '../lib/subscription-facts';

export function useSubscriptionDetail() {
  const { t } = useTranslation('subscriptions');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const session = useSession();
  const id = Number(useParams().id);
  const { data, error, isLoading, mutate } = useSubscription(Number.isInteger(id) && id > 0 ? id : null);
  const addresses = useAddresses(session.customer?.CUSTOMERCODE ?? null);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const facts = data ? subscriptionFacts(data) : null;

  const act = async (action: SubscriptionAction) => {
    if (!data) return;
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

  const save = (form: SubscriptionForm) => {
    if (!data) return;
    setBusy('save');
    void updateSubscription(data.SubscriptionId, toBody(form, data.SaleUnit, facts?.status !== 'PAUSED')).then(async (result) => {
      setBusy(null);
      if (!result.ok) return;
      showToast(t('saved'), { kind: 'success' });
      setEditing(false);
      await mutate(result.data, { revalidate: false });
    });
  };

  return {
    data,
    error,
    isLoading,
    facts,
    addresses: addresses.data ?? [],
    creditAllowed: Number(session.customer?.AuthorizeAmount ?? 0) > 0,
    editing,
    toggleEditing: () => setEditing(!editing),
    busy,
    confirmCancel,
    setConfirmCancel,
    act,
    save,
  };
}

export type SubscriptionDetailState = ReturnType<typeof useSubscriptionDetail>;
