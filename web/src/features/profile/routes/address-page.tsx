// /profile/address: the customer's addresses: the registered one (C), shipping (S) and billing
// (B). S and B can be added, edited and deleted; C is the registration's. SAP customers see them
// but cannot change them.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DeliveryAddress } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { addAddress, deleteAddress, updateAddress, useAddresses } from '../api/addresses';
import { useProvinces } from '../api/provinces';
import { AddressEditor } from '../components/address-editor';
import '../i18n';
import { addressBody, emptyAddressForm, formOf, type AddressForm } from '../lib/address-form';
import styles from '../components/profile.module.css';

const typeOf = (address: DeliveryAddress): 'C' | 'S' | 'B' =>
  address.Address_Type === 'S' || address.Address_Type === 'B' ? address.Address_Type : 'C';

export function addressText(address: DeliveryAddress): string {
  return [address.Address_, address.TownName, address.AmpherName, address.ProvinceName, address.PostalCode]
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .join(' ');
}

export function AddressPage() {
  const { t } = useTranslation('profile');
  const { t: tp } = useTranslation('pages');
  const session = useSession();
  const customer = session.customer;
  const code = customer?.CUSTOMERCODE ?? null;
  const saleUnit = customer?.ActiveDC ?? customer?.SALEUNIT ?? null;
  const locked = customer?.IsBjcSapCustomer === true;
  const { data, error, isLoading, mutate } = useAddresses(code);
  const areas = useProvinces();
  const [editing, setEditing] = useState<AddressForm | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);

  const save = async (form: AddressForm) => {
    if (!code) return;
    setBusy(true);
    const body = addressBody(form, code, saleUnit);
    const result = form.id > 0 ? await updateAddress(body) : await addAddress({ ...body, _id: 0 });
    setBusy(false);
    if (!result.ok) return;
    showToast(t('saved'), { kind: 'success' });
    setEditing(null);
    await mutate();
  };

  const remove = async (id: number) => {
    if (!code) return;
    setBusy(true);
    const result = await deleteAddress(id, code);
    setBusy(false);
    setRemoving(null);
    if (!result.ok) return;
    showToast(t('removed'), { kind: 'success' });
    await mutate();
  };

  const addresses = [...(data ?? [])].sort((a, b) => 'CSB'.indexOf(typeOf(a)) - 'CSB'.indexOf(typeOf(b)));

  return (
    <section className={styles.page} data-testid="page-profileAddress">
      <PageTitle title={tp('title.profileAddress')} />
      {locked ? <p className={styles.warning}>{t('sapLocked')}</p> : null}
      {!locked && !editing ? (
        <div className={styles.actions}>
          <Button color="primary" onClick={() => setEditing(emptyAddressForm('S'))} data-testid="address-add-shipping">
            {t('addShipping')}
          </Button>
          <Button color="primary" fill="outline" onClick={() => setEditing(emptyAddressForm('B'))}>
            {t('addBilling')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <AddressEditor
          key={editing.id}
          initial={editing}
          areas={areas.data}
          busy={busy}
          allowTypeChange={editing.id === 0}
          onSave={(form) => void save(form)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {isLoading ? <PageSkeleton /> : null}
      {error ? (
        <div className={styles.card} role="alert">
          <p>{t('loadFailed')}</p>
          <Button onClick={() => void mutate()}>{t('retry')}</Button>
        </div>
      ) : null}
      {data && addresses.length === 0 ? <div className={styles.card}>{t('noAddress')}</div> : null}
      {addresses.map((address) => {
        const type = typeOf(address);
        const id = Number(address._id);
        return (
          <article key={String(address._id)} className={styles.card} data-testid={`address-${id}`} data-type={type}>
            <div className={styles.addressHead}>
              <strong>{address.Name}</strong>
              <span className={styles.badge}>{t(`addressTypes.${type}`)}</span>
            </div>
            <div>{addressText(address)}</div>
            {address.Phone ? <div className={styles.muted}>{address.Phone}</div> : null}
            {address.TaxID ? <div className={styles.muted}>{address.TaxID}</div> : null}
            {!locked && type !== 'C' ? (
              removing === id ? (
                <div className={styles.actions} role="group" aria-label={t('removeConfirm')}>
                  <span>{t('removeConfirm')}</span>
                  <Button size="small" color="danger" loading={busy} onClick={() => void remove(id)}>
                    {t('yes')}
                  </Button>
                  <Button size="small" onClick={() => setRemoving(null)}>
                    {t('cancel')}
                  </Button>
                </div>
              ) : (
                <div className={styles.actions}>
                  <Button size="small" onClick={() => setEditing(formOf(address))}>
                    {t('edit')}
                  </Button>
                  <Button size="small" color="danger" fill="outline" onClick={() => setRemoving(id)}>
                    {t('remove')}
                  </Button>
                </div>
              )
            ) : null}
          </article>
        );
      })}
    </section>
  );
}
