// A new subscription's form, filled from a past order (`?fromOrder=&saleunit=`) or the cart.
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router-dom';
import { PageSkeleton } from '@/components/skeletons';
import { useLang } from '@/config/paths';
import { useSession } from '@/lib/session';
import { cartStore } from '@/features/cart';
import { showToast } from '@/lib/toast';
import { useAddresses, useOrderLines } from '../api/sources';
import { createSubscription } from '../api/subscriptions';
import { bangkokWeekday, toBody, type SubscriptionForm } from '../lib/schedule';
import { todayText } from '../lib/texts';
import { SubscriptionFormView } from './subscription-form';
import styles from './subscriptions.module.css';

export function NewSubscription({ onCreated }: { onCreated: (id: number) => void }) {
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
