import Button from 'antd-mobile/es/components/button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { addressProblems, type AddressField, type AddressForm } from '../lib/address-form';
import { AddressAreas, type Areas } from './address-areas';
import styles from './profile.module.css';

/** The address form: with the area lists when the server has them, typed names otherwise. */
export function AddressEditor({
  initial,
  areas,
  busy,
  allowTypeChange,
  onSave,
  onCancel,
}: {
  initial: AddressForm;
  areas: Areas;
  busy: boolean;
  allowTypeChange: boolean;
  onSave: (form: AddressForm) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<AddressField, string>>>({});
  const set = (patch: Partial<AddressForm>) => setForm((current) => ({ ...current, ...patch }));

  const field = (key: AddressField, labelText: string, input: ReactNode) => (
    <label className={styles.field}>
      <span>{labelText}</span>
      {input}
      {shown[key] ? <span className={styles.fieldError}>{t(`problem.${shown[key]}`)}</span> : null}
    </label>
  );
  const text = (key: 'name' | 'address' | 'postalCode' | 'phone' | 'taxId', max: number, mode?: 'numeric' | 'tel') =>
    field(
      key,
      t(`field.${key}`),
      <input
        className={`${styles.input} ${shown[key] ? styles.invalid : ''}`}
        value={form[key]}
        maxLength={max}
        inputMode={mode}
        aria-invalid={shown[key] ? true : undefined}
        onChange={(event) => set({ [key]: event.target.value })}
      />,
    );

  return (
    <form
      className={styles.card}
      noValidate
      data-testid="address-form"
      onSubmit={(event) => {
        event.preventDefault();
        const problems = addressProblems(form);
        setShown(problems);
        if (Object.keys(problems).length === 0) onSave(form);
      }}
    >
      {allowTypeChange ? (
        <label className={styles.field}>
          <span>{t('field.type')}</span>
          <select className={styles.select} value={form.type} onChange={(event) => set({ type: event.target.value === 'B' ? 'B' : 'S' })}>
            <option value="S">{t('addressTypes.S')}</option>
            <option value="B">{t('addressTypes.B')}</option>
          </select>
        </label>
      ) : null}
      {text('name', 200)}
      {text('address', 500)}
      <AddressAreas areas={areas} form={form} set={set} field={field} text={text} />
      <div className={styles.grid2}>
        {text('phone', 10, 'tel')}
        {text('taxId', 13, 'numeric')}
      </div>
      <label className={styles.field}>
        <span>{t('field.remark')}</span>
        <input className={styles.input} value={form.remark} maxLength={500} onChange={(event) => set({ remark: event.target.value })} />
      </label>
      <div className={styles.actions}>
        <Button type="submit" color="primary" loading={busy} data-testid="address-save">
          {t('save')}
        </Button>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </div>
    </form>
  );
}
