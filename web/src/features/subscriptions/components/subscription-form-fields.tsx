// The subscription form's parts: the schedule row (every N units, on which day) and the
// quantities of each item.
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '@/lib/i18n';
import { MAX_LINE_QTY } from '@eorder/shared';
import { bangkokWeekday, FREQUENCIES, MAX_EVERY, WEEKDAYS, type Frequency, type SubscriptionForm } from '../lib/schedule';
import styles from './subscriptions.module.css';

interface FieldsProps {
  form: SubscriptionForm;
  set: <K extends keyof SubscriptionForm>(key: K, value: SubscriptionForm[K]) => void;
}

const qty = (value: string) => {
  const n = Number(value.replace(/\D/g, ''));
  return Number.isFinite(n) ? Math.min(MAX_LINE_QTY, n) : 0;
};

export function ScheduleFields({ form, set, setForm }: FieldsProps & { setForm: Dispatch<SetStateAction<SubscriptionForm>> }) {
  const { t } = useTranslation('subscriptions');
  return (
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
  );
}

export function ItemFields({ form, set }: FieldsProps) {
  const { t } = useTranslation('subscriptions');
  return (
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
  );
}
