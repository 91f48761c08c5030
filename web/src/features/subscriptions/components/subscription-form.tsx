import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DeliveryAddress, PaymentMethod } from '@eorder/shared';
import { formProblems, type SubscriptionForm } from '../lib/schedule';
import { ItemFields, ScheduleFields } from './subscription-form-fields';
import styles from './subscriptions.module.css';

export interface SubscriptionFormProps {
  initial: SubscriptionForm;
  addresses: readonly DeliveryAddress[];
  /** Customer credit can pay (AuthorizeAmount above 0). */
  creditAllowed: boolean;
  busy: boolean;
  onSubmit: (form: SubscriptionForm) => void;
}

/** The rule (every N days, weeks or months, and the day), payment, address and quantities. */
export function SubscriptionFormView({ initial, addresses, creditAllowed, busy, onSubmit }: SubscriptionFormProps) {
  const { t } = useTranslation('subscriptions');
  const [form, setForm] = useState<SubscriptionForm>(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const set = <K extends keyof SubscriptionForm>(key: K, value: SubscriptionForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const methods: PaymentMethod[] = creditAllowed ? ['COD', 'CREDIT'] : ['COD'];

  return (
    <form
      className={styles.card}
      onSubmit={(event) => {
        event.preventDefault();
        const found = formProblems(form);
        setProblems(found);
        if (found.length === 0) onSubmit(form);
      }}
      noValidate
      data-testid="subscription-form"
    >
      <label className={styles.field}>
        <span>{t('name')}</span>
        <input className={styles.input} value={form.name} maxLength={100} placeholder={t('namePlaceholder')} onChange={(event) => set('name', event.target.value)} />
      </label>
      <ScheduleFields form={form} set={set} setForm={setForm} />
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t('payment')}</span>
          <select className={styles.select} value={form.paymentMethod} onChange={(event) => set('paymentMethod', event.target.value as PaymentMethod)}>
            {methods.map((method) => (
              <option key={method} value={method}>
                {t(`paymentNames.${method}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('shipTo')}</span>
          <select
            className={styles.select}
            value={form.shipToId ?? ''}
            onChange={(event) => set('shipToId', event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('defaultAddress')}</option>
            {addresses.map((address) => (
              <option key={String(address._id)} value={Number(address._id)}>
                {address.Name} · {address.Address_}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ItemFields form={form} set={set} />
      {problems.length > 0 ? (
        <ul className={styles.error} role="alert">
          {problems.map((problem) => (
            <li key={problem}>{t(`problems.${problem}`)}</li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" color="primary" block loading={busy} data-testid="subscription-save">
        {t('save')}
      </Button>
    </form>
  );
}
