// /merchant/customer: the selected center's customers (those waiting for approval first), searched
// by name, code or mobile number, 12 at a time, and the way to register a new one.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useCustomerList } from '../api/customers';
import { ApprovalTag } from '../components/approval-tag';
import '../i18n';
import styles from '../components/merchant-customers.module.css';

export function CustomerListPage() {
  const { t } = useTranslation('merchantCustomers');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const saleUnit = useSession().staff?.selectedDist ?? null;
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const list = useCustomerList(saleUnit, text);

  return (
    <section className={styles.page} data-testid="page-merchantCustomer">
      <PageTitle title={tp('title.merchantCustomer')} />
      <div className={styles.row}>
        <form
          className={styles.search}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setText(draft.trim());
          }}
        >
          <input
            className={styles.input}
            type="search"
            aria-label={t('search')}
            data-testid="customer-search"
            maxLength={200}
            placeholder={t('searchHint')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" color="primary">
            {t('find')}
          </Button>
        </form>
        {saleUnit ? (
          <Link
            to={localePath(paths.manageRegisterFromPc.href({ dist: saleUnit }))}
            className="eo-tap-link"
            data-testid="register-customer"
          >
            {t('registerNew')}
          </Link>
        ) : null}
      </div>
      {!saleUnit ? <p className={styles.muted}>{t('noCenter')}</p> : null}
      {list.error ? <p role="alert">{t('loadFailed')}</p> : null}
      {list.data && list.customers.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : null}
      <ul className={styles.list} data-testid="customer-list">
        {list.customers.map((customer) => (
          <li key={`${customer.Code}-${customer.SaleUnit}`} className={styles.card}>
            <Link
              className={styles.customer}
              to={localePath(
                paths.merchantCustomerDetail.href({
                  code: customer.Code,
                  saleunit: customer.SaleUnit,
                }),
              )}
            >
              <span className={styles.row}>
                <strong>{customer.CUSTOMERNAME}</strong>
                <ApprovalTag status={customer.ApprovalStatus} />
              </span>
              <span className={styles.muted}>
                {customer.Code} · {customer.MobileNo ?? '-'}
                {customer.TypeName ? ` · ${customer.TypeName}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <Button loading={list.isValidating} onClick={() => void list.setSize(list.size + 1)}>
          {t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
