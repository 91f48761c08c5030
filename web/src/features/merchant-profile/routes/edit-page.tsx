// /merchant/profile/edit: name, username, e-mail, birth date and address. The mobile number is the
// account's sign-in and stays as it is.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MerchantProfile } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { updateMerchantProfile, useMerchantProfile } from '../api/merchant-profile';
import styles from '../components/merchant-profile.module.css';
import { SubmitRow } from '../components/submit-row';
import '../i18n';

interface EditForm {
  name: string;
  username: string;
  email: string;
  birthDate: string;
  address: string;
  zipcode: string;
}

const formOf = (me: MerchantProfile): EditForm => ({
  name: me.usernames,
  username: me.username ?? '',
  email: me.email ?? '',
  birthDate: me.BirthDate && /^\d{8}$/.test(me.BirthDate) ? `${me.BirthDate.slice(0, 4)}-${me.BirthDate.slice(4, 6)}-${me.BirthDate.slice(6, 8)}` : '',
  address: me.Address ?? '',
  zipcode: me.ZipCode ?? '',
});

function EditFormView({ me }: { me: MerchantProfile }) {
  const { t } = useTranslation('merchantProfile');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [form, setForm] = useState(() => formOf(me));
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const none = (value: string) => (value.trim() === '' ? null : value.trim());
  const field = (key: keyof EditForm, type = 'text', max = 200) => (
    <label className={styles.label}>
      <span>{t(`fact.${key}`)}</span>
      <input className={styles.control} name={key} type={type} maxLength={max} value={form[key]} onChange={(event) => setForm({ ...form, [key]: event.target.value })} />
    </label>
  );
  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setMessage(null);
        void updateMerchantProfile({
          name: form.name.trim(),
          username: none(form.username),
          email: none(form.email),
          birthDate: none(form.birthDate.replaceAll('-', '')),
          address: none(form.address),
          zipcode: none(form.zipcode),
        }).then((result) => {
          setBusy(false);
          if (!result.ok) {
            setMessage(result.error.message);
            return;
          }
          showToast(t('saved'), { kind: 'success' });
          void navigate(localePath(paths.merchantProfile.href()), { replace: true });
        });
      }}
    >
      {field('name')}
      {field('username', 'text', 30)}
      {field('email', 'email')}
      {field('birthDate', 'date')}
      {field('address', 'text', 500)}
      {field('zipcode', 'text', 5)}
      <SubmitRow message={message} busy={busy} label={t('save')} />
    </form>
  );
}

export function MerchantProfileEditPage() {
  const { t } = useTranslation('merchantProfile');
  const { data: me } = useMerchantProfile();
  return (
    <section className={styles.page} data-testid="page-merchantProfileEdit">
      <PageTitle title={t('title.edit')} />
      {me ? <EditFormView me={me} /> : null}
    </section>
  );
}
