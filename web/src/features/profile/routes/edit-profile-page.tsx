// /profile/editProfile: the picture (images only, up to 2 MB, checked by what the file holds) and
// the details a customer may change: name, contact person, e-mail, tax ID and kind of person. The
// mobile number is proven by a one-time code and is not changed here.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ProfileUpdateBody } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { sessionStore, setCustomer, useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { updateProfile } from '../api/account';
import '../i18n';
import { PictureCard } from '../components/picture-card';
import { TextField } from '../components/text-field';
import styles from '../components/profile.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EditProfilePage() {
  const { t } = useTranslation('profile');
  const { t: tp } = useTranslation('pages');
  const session = useSession();
  const user = session.customer;
  const extra = (user ?? {}) as Record<string, unknown>;
  const [saving, setSaving] = useState(false);
  const [form, setForm] = useState({
    name: user?.CUSTOMERNAME ?? '',
    contact: typeof extra.CONTACTPERSON === 'string' ? extra.CONTACTPERSON : '',
    email: typeof extra.Email === 'string' ? extra.Email : '',
    taxNo: user?.TAXNO ?? '',
    personType: String(user?.PersonType ?? '2') === '1' ? 1 : 2,
  });
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = async () => {
    const found: Record<string, string> = {};
    if (form.name.trim() === '') found.name = t('problem.required');
    if (form.email.trim() !== '' && !EMAIL.test(form.email.trim())) found.email = t('emailInvalid');
    if (form.taxNo.trim() !== '' && !/^\d{13}$/.test(form.taxNo.trim()))
      found.taxNo = t('problem.taxId');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body: ProfileUpdateBody = {
      CUSTOMERNAME: form.name.trim(),
      CONTACTPERSON: form.contact.trim() || null,
      Email: form.email.trim() || null,
      TAXNO: form.taxNo.trim() || null,
      PersonType: form.personType === 1 ? 1 : 2,
    };
    setSaving(true);
    const result = await updateProfile(body);
    setSaving(false);
    if (!result.ok) return;
    // Keep what the session knows (points, for one) and take the saved details.
    if (sessionStore.customer?.CUSTOMERCODE === result.data.CUSTOMERCODE)
      setCustomer({ ...sessionStore.customer, ...result.data });
    showToast(t('profileSaved'), { kind: 'success' });
  };

  const input = (
    key: 'name' | 'contact' | 'email' | 'taxNo',
    label: string,
    props: Record<string, unknown> = {},
  ) => (
    <TextField
      label={label}
      problem={problems[key]}
      value={form[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      {...props}
    />
  );

  return (
    <section className={styles.page} data-testid="page-profileEditProfile">
      <PageTitle title={tp('title.profileEditProfile')} />
      <PictureCard />
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {input('name', t('customerName'), { maxLength: 200 })}
        {input('contact', t('contactPerson'), { maxLength: 200 })}
        {input('email', t('email'), { maxLength: 200, type: 'email', autoComplete: 'email' })}
        <div className={styles.grid2}>
          {input('taxNo', t('taxNo'), { maxLength: 13, inputMode: 'numeric' })}
          <label className={styles.field}>
            <span>{t('personType')}</span>
            <select
              className={styles.select}
              value={form.personType}
              onChange={(event) =>
                setForm({ ...form, personType: Number(event.target.value) === 1 ? 1 : 2 })
              }
            >
              <option value={2}>{t('personTypes.2')}</option>
              <option value={1}>{t('personTypes.1')}</option>
            </select>
          </label>
        </div>
        {typeof extra.MobileNo === 'string' ? (
          <p className={styles.muted}>{t('mobile', { mobile: extra.MobileNo })}</p>
        ) : null}
        <Button type="submit" color="primary" block loading={saving}>
          {t('save')}
        </Button>
      </form>
    </section>
  );
}
