import Button from 'antd-mobile/es/components/button';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { AllProvinceAnswer } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { addressProblems, type AddressField, type AddressForm } from '../lib/address-form';
import styles from './profile.module.css';

type Areas = AllProvinceAnswer['data'] | null | undefined;

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
  const lang = useLang();
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<AddressField, string>>>({});
  const set = (patch: Partial<AddressForm>) => setForm((current) => ({ ...current, ...patch }));
  const ampherOptions = useMemo(() => (areas ? areas.Ampher.filter((a) => String(a.Department_ID) === form.provinceId) : []), [areas, form.provinceId]);
  const townOptions = useMemo(() => (areas ? areas.Town.filter((a) => String(a.Section_ID) === form.ampherId) : []), [areas, form.ampherId]);
  const label = (name?: string | null, nameEn?: string | null) => (lang === 'en' && nameEn ? nameEn : (name ?? ''));

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
      {areas ? (
        <div className={styles.grid2}>
          {field(
            'province',
            t('field.province'),
            <select
              className={styles.select}
              value={form.provinceId}
              onChange={(event) => {
                const province = areas.Province.find((p) => String(p.ProvinceID) === event.target.value);
                set({ provinceId: event.target.value, provinceName: province?.ProvinceName ?? '', ampherId: '', ampherName: '', townId: '', townName: '' });
              }}
            >
              <option value="">{t('field.choose')}</option>
              {areas.Province.map((p) => (
                <option key={String(p.ProvinceID)} value={String(p.ProvinceID)}>
                  {label(p.ProvinceName, p.ProvinceNameEN)}
                </option>
              ))}
            </select>,
          )}
          {field(
            'ampher',
            t('field.ampher'),
            <select
              className={styles.select}
              value={form.ampherId}
              onChange={(event) => {
                const ampher = ampherOptions.find((a) => String(a.AmpherID) === event.target.value);
                set({ ampherId: event.target.value, ampherName: ampher?.AmpherName ?? '', townId: '', townName: '' });
              }}
            >
              <option value="">{t('field.choose')}</option>
              {ampherOptions.map((a) => (
                <option key={String(a.AmpherID)} value={String(a.AmpherID)}>
                  {label(a.AmpherName, a.AmpherNameEN)}
                </option>
              ))}
            </select>,
          )}
          {field(
            'town',
            t('field.town'),
            <select
              className={styles.select}
              value={form.townId}
              onChange={(event) => {
                const town = townOptions.find((a) => String(a.Town_ID) === event.target.value);
                set({ townId: event.target.value, townName: town?.TownName ?? '', postalCode: town?.ZipCode ?? form.postalCode });
              }}
            >
              <option value="">{t('field.choose')}</option>
              {townOptions.map((a) => (
                <option key={String(a.Town_ID)} value={String(a.Town_ID)}>
                  {label(a.TownName, a.TownNameEN)}
                </option>
              ))}
            </select>,
          )}
          {text('postalCode', 5, 'numeric')}
        </div>
      ) : (
        <div className={styles.grid2}>
          {field(
            'province',
            t('field.province'),
            <input className={styles.input} value={form.provinceName} maxLength={100} onChange={(event) => set({ provinceName: event.target.value, provinceId: '' })} />,
          )}
          {field(
            'ampher',
            t('field.ampher'),
            <input className={styles.input} value={form.ampherName} maxLength={100} onChange={(event) => set({ ampherName: event.target.value, ampherId: '' })} />,
          )}
          {field(
            'town',
            t('field.town'),
            <input className={styles.input} value={form.townName} maxLength={100} onChange={(event) => set({ townName: event.target.value, townId: '' })} />,
          )}
          {text('postalCode', 5, 'numeric')}
        </div>
      )}
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
