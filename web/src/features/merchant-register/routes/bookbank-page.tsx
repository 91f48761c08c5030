// /merchant/register/dist/bookbank: the new center's bank account; sent only when the bank, the
// number and the name are all filled.
import Button from 'antd-mobile/es/components/button';
import { useSnapshot } from 'valtio';
import { PageTitle } from '@/components/page-title';
import { useLang } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useBanks } from '../api/get-banks';
import styles from '../components/register.module.css';
import '../i18n';
import { bookbankReady } from '../lib/register-rules';
import { registerStore, setBookbank } from '../stores/register-store';
import { useRegisterNav } from './use-register-nav';

export function BookbankPage() {
  const { t } = useTranslation('merchantRegister');
  const bank = useSnapshot(registerStore).bookbank;
  const { data: banks = [] } = useBanks(useLang());
  const { go } = useRegisterNav();
  return (
    <section className={styles.page} data-testid="page-merchantRegisterDistBookbank">
      <PageTitle title={t('step.bookbank')} />
      <div className={styles.card}>
        <label className={styles.field}>
          <span>{t('field.bankCode')}</span>
          <select
            className={styles.select}
            name="bankCode"
            value={bank.bankCode}
            onChange={(event) => setBookbank({ bankCode: event.target.value, bankName: banks.find((b) => b.bankcode === event.target.value)?.bankname ?? '' })}
          >
            <option value="">{t('choose')}</option>
            {banks.map((b) => (
              <option key={b.bankcode} value={b.bankcode}>
                {b.bankname}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('field.bankAccountNo')}</span>
          <input className={styles.input} name="bankAccountNo" inputMode="numeric" maxLength={15} value={bank.bankAccountNo} onChange={(event) => setBookbank({ bankAccountNo: event.target.value.replace(/\D/g, '') })} />
        </label>
        <label className={styles.field}>
          <span>{t('field.bankAccountName')}</span>
          <input className={styles.input} name="bankAccountName" maxLength={200} value={bank.bankAccountName} onChange={(event) => setBookbank({ bankAccountName: event.target.value })} />
        </label>
        <p className={styles.muted}>{bookbankReady(bank) ? t('bankReady') : t('bankOptional')}</p>
      </div>
      <Button color="primary" block onClick={() => go('merchantRegisterDist')}>
        {t('done')}
      </Button>
    </section>
  );
}
