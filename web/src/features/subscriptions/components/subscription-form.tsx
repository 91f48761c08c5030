import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { MAX_LINE_QTY, type DeliveryAddress, type PaymentMethod } from '@eorder/shared';
import { bangkokWeekday, FREQUENCIES, formProblems, MAX_EVERY, WEEKDAYS, type Frequency, type SubscriptionForm } from '../lib/schedule';
import styles from './subscriptions.module.css';

export interface SubscriptionFormProps {
  initial: SubscriptionForm;
  addresses: readonly DeliveryAddress[];
  /** Customer credit can pay (AuthorizeAmount above 0). */
  creditAllowed: boolean;
  busy: boolean;
  onSubmit: (form: SubscriptionForm) => void;
}

const qty = (value: string) => {
  const n = Number(value.replace(/\D/g, ''));
  return Number.isFinite(n) ? Math.min(MAX_LINE_QTY, n) : 0;
};

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
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t('every')}</span>
          <input
            className={styles.input}
            inputMode="numeric"
            value={form.every > 0 ? String(form.every) : ''}
            maxLength={2}
            onChange={(event) => set('every', qty(event.target.value))}
            data-testid="subscription-every"
          />
        </label>
        <label className={styles.field}>
          <span>{t('frequency')}</span>
          <select
            className={styles.select}
            value={form.frequency}
            onChange={(event) => {
              const frequency = event.target.value as Frequency;
              setForm((current) => ({
                ...current,
                frequency,
                every: Math.min(current.every, MAX_EVERY[frequency]),
                dayOfWeek: frequency === 'WEEKS' && current.dayOfWeek < 1 ? bangkokWeekday() : current.dayOfWeek,
              }));
            }}
          >
            {FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`units.${frequency}`)}
              </option>
            ))}
          </select>
        </label>
        {form.frequency === 'MONTHS' ? (
          <label className={styles.field}>
            <span>{t('dayOfMonth')}</span>
            <input
              className={styles.input}
              inputMode="numeric"
              value={String(form.dayOfMonth)}
              maxLength={2}
              onChange={(event) => set('dayOfMonth', qty(event.target.value))}
            />
          </label>
        ) : (
          <label className={styles.field}>
            <span>{form.frequency === 'DAYS' ? t('startDay') : t('dayOfWeek')}</span>
            <select className={styles.select} value={form.dayOfWeek} onChange={(event) => set('dayOfWeek', Number(event.target.value))}>
              {form.frequency === 'DAYS' ? <option value={0}>{t('startToday')}</option> : null}
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`weekdays.${day}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
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
      <fieldset className={styles.field} style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend className={styles.sectionTitle}>{t('items')}</legend>
        {form.items.map((item, index) => (
          <div key={item.P_Code} className={styles.item}>
            <span>{item.PRODUCTNAME}</span>
            <span className={styles.qtys}>
              {([1, 2, 3] as const)
                .filter((level) => !item.units || item.units[level - 1] || item[`qty${level}`] > 0)
                .map((level) => {
                  const unit = item.units?.[level - 1] || t(`unit.${level}`);
                  return (
                    <label key={level} className={styles.muted}>
                      <input
                        className={styles.qty}
                        inputMode="numeric"
                        aria-label={t('qtyOf', { name: item.PRODUCTNAME, unit })}
                        value={String(item[`qty${level}`])}
                        onChange={(event) =>
                          set(
                            'items',
                            form.items.map((current, position) =>
                              position === index ? { ...current, [`qty${level}`]: qty(event.target.value) } : current,
                            ),
                          )
                        }
                      />{' '}
                      {unit}
                    </label>
                  );
                })}
            </span>
          </div>
        ))}
      </fieldset>
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
