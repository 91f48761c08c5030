// The customer detail page's fact sections: profile, credit, addresses (sorted, one line each)
// and unused coupons.
import type { ReactNode } from 'react';
import { useLang } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useCustomerAddresses, useCustomerCoupons } from '../api/customers';
import { addressLine, sortAddresses } from '../lib/customer-address';
import styles from './merchant-customers.module.css';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value ?? '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ProfileCustomer {
  Code: string;
  MobileNo?: ReactNode;
  TypeName?: ReactNode;
  TypeCode?: ReactNode;
  ContactPerson?: ReactNode;
  Email?: ReactNode;
  TaxNo?: ReactNode;
  PriceLevel?: ReactNode;
  LineLinked?: unknown;
}

export function CustomerProfile({ customer }: { customer: ProfileCustomer }) {
  const { t } = useTranslation('merchantCustomers');
  return (
    <section className={styles.card} aria-label={t('profile')}>
      <h2 className={styles.sectionTitle}>{t('profile')}</h2>
      <Facts
        rows={[
          [t('code'), customer.Code],
          [t('phone'), customer.MobileNo],
          [t('type'), customer.TypeName ?? customer.TypeCode],
          [t('contact'), customer.ContactPerson],
          [t('email'), customer.Email],
          [t('taxNo'), customer.TaxNo],
          [t('priceLevel'), customer.PriceLevel],
          [t('line'), customer.LineLinked ? t('lineLinked') : t('lineNotLinked')],
        ]}
      />
    </section>
  );
}

export function CustomerCredit({ customer }: { customer: { AuthorizeAmount?: unknown; DebtAmount?: unknown; CreditAvailable?: unknown } }) {
  const { t } = useTranslation('merchantCustomers');
  const lang = useLang();
  const money = (value: unknown) => formatMoney(Number(value ?? 0), lang);
  return (
    <section className={styles.card} aria-label={t('credit')}>
      <h2 className={styles.sectionTitle}>{t('credit')}</h2>
      <Facts
        rows={[
          [t('creditLimit'), money(customer.AuthorizeAmount)],
          [t('debt'), money(customer.DebtAmount)],
          [t('creditLeft'), money(customer.CreditAvailable)],
        ]}
      />
    </section>
  );
}

export function CustomerAddresses({ code }: { code: string }) {
  const { t } = useTranslation('merchantCustomers');
  const addresses = useCustomerAddresses(code);
  return (
    <section className={styles.card} aria-label={t('addresses')} data-testid="customer-addresses">
      <h2 className={styles.sectionTitle}>{t('addresses')}</h2>
      {addresses.data?.length === 0 ? <p className={styles.muted}>{t('noAddresses')}</p> : null}
      {sortAddresses(addresses.data ?? []).map((address) => (
        <div key={String(address._id)}>
          <strong>{t(`addressType.${address.Address_Type}`, { defaultValue: address.Address_Type })}</strong>
          <div>{address.Name}</div>
          <div className={styles.muted}>{addressLine(address)}</div>
        </div>
      ))}
    </section>
  );
}

export function CustomerCoupons({ code, saleUnit }: { code: string; saleUnit: string }) {
  const { t } = useTranslation('merchantCustomers');
  const lang = useLang();
  const coupons = useCustomerCoupons(code, saleUnit);
  return (
    <section className={styles.card} aria-label={t('coupons')} data-testid="customer-coupons">
      <h2 className={styles.sectionTitle}>{t('coupons')}</h2>
      {coupons.data?.length === 0 ? <p className={styles.muted}>{t('noCoupons')}</p> : null}
      {coupons.data?.map(({ Coupon, Promotion }) => (
        <div key={Coupon.couponid}>
          <strong>{Promotion?.PromotionName ?? Coupon.couponid}</strong>
          {Coupon.ExpireDate ? (
            <div className={styles.muted}>
              {t('couponUntil', { date: formatDateTime(Coupon.ExpireDate, lang) ?? Coupon.ExpireDate })}
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}
