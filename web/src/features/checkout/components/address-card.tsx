import type { DeliveryAddress } from '@eorder/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './checkout.module.css';

const typeKey = (type: string) => (type === 'S' || type === 'B' ? type : 'C');

/** An address as a person reads it: name, street, sub-district, district, province, postal code. */
export function addressLines(address: DeliveryAddress): string {
  return [address.Address_, address.TownName, address.AmpherName, address.ProvinceName, address.PostalCode]
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .join(' ');
}

export function AddressCard({ address }: { address: DeliveryAddress }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.address}>
      <div className={styles.addressHead}>
        <strong translate="no">{address.Name}</strong>
        <span className={styles.badge}>{t(`addressType.${typeKey(address.Address_Type)}`)}</span>
      </div>
      <div translate="no">{addressLines(address)}</div>
      {address.Phone ? <div className={styles.muted}>{t('phone', { phone: address.Phone })}</div> : null}
      {address.TaxID ? <div className={styles.muted}>{t('taxId', { id: address.TaxID })}</div> : null}
    </div>
  );
}

/** The chosen address, with the others to pick from once "Change" is pressed. */
export function AddressChooser({
  legend,
  addresses,
  value,
  onChange,
  name,
}: {
  legend: string;
  addresses: readonly DeliveryAddress[];
  value: number | null;
  onChange: (id: number) => void;
  name: string;
}) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const chosen = addresses.find((address) => Number(address._id) === value) ?? null;
  return (
    <section className={styles.card} aria-label={legend}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{legend}</h2>
        {addresses.length > 1 ? (
          <button type="button" className={styles.link} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('done') : t('change')}
          </button>
        ) : null}
      </div>
      {open ? (
        <fieldset className={styles.options}>
          <legend className="eo-visually-hidden">{legend}</legend>
          {addresses.map((address) => (
            <label key={String(address._id)} className={styles.option}>
              <input
                type="radio"
                name={name}
                checked={Number(address._id) === value}
                onChange={() => {
                  onChange(Number(address._id));
                  setOpen(false);
                }}
              />
              <AddressCard address={address} />
            </label>
          ))}
        </fieldset>
      ) : chosen ? (
        <AddressCard address={chosen} />
      ) : (
        <p className={styles.warning}>{t('noAddress')}</p>
      )}
    </section>
  );
}
