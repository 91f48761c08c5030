// /merchant/customer/{code}/{saleunit}: the customer's profile, credit, addresses, unused coupons,
// latest orders and the way to their photos.
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { OrderAsClientButton } from '@/features/acting';
import { SurveyAnswers } from '@/features/merchant-surveys';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useCustomerAddresses, useCustomerCoupons } from '../api/customers';
import { ApprovalActions } from '../components/approval-actions';
import { ApprovalTag } from '../components/approval-tag';
import { RecentOrders } from '../components/recent-orders';
import { useCustomerPage } from '../components/use-customer-page';
import '../i18n';
import styles from '../components/merchant-customers.module.css';

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

const ADDRESS_ORDER = ['C', 'S', 'B'];
/** The registered address first, then shipping, then billing. */
const sortAddresses = <A extends { Address_Type: string }>(list: readonly A[]) =>
  [...list].sort(
    (a, b) => ADDRESS_ORDER.indexOf(a.Address_Type) - ADDRESS_ORDER.indexOf(b.Address_Type),
  );

function Addresses({ code }: { code: string }) {
  const { t } = useTranslation('merchantCustomers');
  const addresses = useCustomerAddresses(code);
  return (
    <section className={styles.card} aria-label={t('addresses')} data-testid="customer-addresses">
      <h2 className={styles.sectionTitle}>{t('addresses')}</h2>
      {addresses.data?.length === 0 ? <p className={styles.muted}>{t('noAddresses')}</p> : null}
      {sortAddresses(addresses.data ?? []).map((address) => (
        <div key={String(address._id)}>
          <strong>
            {t(`addressType.${address.Address_Type}`, { defaultValue: address.Address_Type })}
          </strong>
          <div>{address.Name}</div>
          <div className={styles.muted}>
            {[
              address.Address_,
              address.TownName,
              address.AmpherName,
              address.ProvinceName,
              address.PostalCode,
            ]
              .filter(Boolean)
              .join(' ')}
          </div>
        </div>
      ))}
    </section>
  );
}

function Coupons({ code, saleUnit }: { code: string; saleUnit: string }) {
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
              {t('couponUntil', {
                date: formatDateTime(Coupon.ExpireDate, lang) ?? Coupon.ExpireDate,
              })}
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}

export function CustomerDetailPage() {
  const { t } = useTranslation('merchantCustomers');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { data: customer, error, isLoading, notFound, code, saleUnit, mutate } = useCustomerPage();

  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  if (error || !customer) {
    return (
      <section className={styles.page}>
        <PageTitle title={tp('title.merchantCustomerDetail')} />
        <p role="alert">{t('loadFailed')}</p>
      </section>
    );
  }
  const money = (value: unknown) => formatMoney(Number(value ?? 0), lang);

  return (
    <section className={styles.page} data-testid="page-merchantCustomerDetail">
      <PageTitle title={tp('title.merchantCustomerDetail')} />
      <div className={styles.card}>
        <div className={styles.row}>
          <h2 className={styles.sectionTitle} data-testid="customer-name">
            {customer.CUSTOMERNAME}
          </h2>
          <ApprovalTag status={customer.ApprovalStatus} always />
        </div>
        <ApprovalActions
          customer={customer}
          onAnswered={(next) => void mutate(next, { revalidate: false })}
        />
        <div className={styles.actions}>
          <Button
            size="small"
            data-testid="customer-photos-link"
            onClick={() =>
              void navigate(
                localePath(paths.merchantCustomerPhoto.href({ code, saleunit: saleUnit })),
              )
            }
          >
            {t('photos')}
          </Button>
          <Button
            size="small"
            color="primary"
            data-testid="customer-capture-link"
            onClick={() =>
              void navigate(
                localePath(paths.merchantCustomerPhotoCapture.href({ code, saleunit: saleUnit })),
              )
            }
          >
            {t('takePhoto')}
          </Button>
          <OrderAsClientButton code={customer.Code} saleUnit={customer.SaleUnit} />
        </div>
      </div>
      <div className={styles.twoColumns}>
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
        <Addresses code={customer.Code} />
        <Coupons code={customer.Code} saleUnit={customer.SaleUnit} />
      </div>
      <RecentOrders customer={customer} />
      <SurveyAnswers customerCode={customer.Code} saleUnit={customer.SaleUnit} />
    </section>
  );
}
