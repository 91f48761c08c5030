// Province, district, sub-district and postal code from the address masters
// (`GET_MASTER_DATA/GET_ALL_PROVINCE`); choosing a sub-district fills its postal code.
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLang } from '@/config/paths';
import { useProvinces } from '@/lib/provinces';
import type { AreaValue } from '../stores/register-store';
import styles from './register.module.css';

export function AreaFields({ value, onChange, zipError }: { value: AreaValue; onChange: (patch: Partial<AreaValue>) => void; zipError?: string | null }) {
  const { t } = useTranslation('merchantRegister');
  const lang = useLang();
  const { data: areas } = useProvinces();
  const districts = useMemo(() => (areas ? areas.Ampher.filter((a) => String(a.Department_ID) === value.provinceId) : []), [areas, value.provinceId]);
  const towns = useMemo(() => (areas ? areas.Town.filter((a) => String(a.Section_ID) === value.districtId) : []), [areas, value.districtId]);
  const label = (th?: string | null, en?: string | null) => (lang === 'en' && en ? en : (th ?? ''));

  const select = (name: string, current: string, options: { id: string; label: string }[], change: (id: string) => void) => (
    <label className={styles.field}>
      <span>{t(`field.${name}`)}</span>
      <select className={styles.select} name={name} value={current} onChange={(event) => change(event.target.value)}>
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className={styles.grid2}>
      {select(
        'province',
        value.provinceId,
        (areas?.Province ?? []).map((p) => ({ id: String(p.ProvinceID), label: label(p.ProvinceName, p.ProvinceNameEN) })),
        (id) => onChange({ provinceId: id, districtId: '', townId: '' }),
      )}
      {select(
        'district',
        value.districtId,
        districts.map((a) => ({ id: String(a.AmpherID), label: label(a.AmpherName, a.AmpherNameEN) })),
        (id) => onChange({ districtId: id, townId: '' }),
      )}
      {select(
        'town',
        value.townId,
        towns.map((a) => ({ id: String(a.Town_ID), label: label(a.TownName, a.TownNameEN) })),
        (id) => onChange({ townId: id, zipCode: towns.find((a) => String(a.Town_ID) === id)?.ZipCode ?? value.zipCode }),
      )}
      <label className={styles.field}>
        <span>{t('field.zipCode')}</span>
        <input
          className={`${styles.input} ${zipError ? styles.invalid : ''}`}
          name="zipCode"
          inputMode="numeric"
          maxLength={5}
          value={value.zipCode}
          onChange={(event) => onChange({ zipCode: event.target.value })}
        />
        {zipError ? <span className={styles.error}>{zipError}</span> : null}
      </label>
    </div>
  );
}
