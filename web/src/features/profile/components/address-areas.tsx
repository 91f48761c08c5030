// The address form's area fields: chosen from the server's lists, or typed when it has none.
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { AllProvinceAnswer } from '@eorder/shared';
import { useLang } from '@/config/paths';
import type { AddressField, AddressForm } from '../lib/address-form';
import styles from './profile.module.css';

export type Areas = AllProvinceAnswer['data'] | null | undefined;

export function AddressAreas({
  areas,
  form,
  set,
  field,
  text,
}: {
  areas: Areas;
  form: AddressForm;
  set: (patch: Partial<AddressForm>) => void;
  field: (key: AddressField, labelText: string, input: ReactNode) => ReactNode;
  text: (key: 'postalCode', max: number, mode?: 'numeric' | 'tel') => ReactNode;
}) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const ampherOptions = useMemo(() => (areas ? areas.Ampher.filter((a) => String(a.Department_ID) === form.provinceId) : []), [areas, form.provinceId]);
  const townOptions = useMemo(() => (areas ? areas.Town.filter((a) => String(a.Section_ID) === form.ampherId) : []), [areas, form.ampherId]);
  const label = (name?: string | null, nameEn?: string | null) => (lang === 'en' && nameEn ? nameEn : (name ?? ''));

  return areas ? (
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
  );
}
