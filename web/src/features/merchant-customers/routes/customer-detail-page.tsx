// /merchant/customer/{code}/{saleunit}: the customer's profile, credit, addresses, unused coupons,
// latest orders and the way to their photos. Split per ADR 118: data and navigation in
// useCustomerDetailPage, sections in components/customer-facts.
import Button from 'antd-mobile/es/components/button';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { OrderAsClientButton } from '@/features/acting';
import { SurveyAnswers } from '@/features/merchant-surveys';
import { useTranslation } from '@/lib/i18n';
import { ApprovalActions } from '../components/approval-actions';
import { ApprovalTag } from '../components/approval-tag';
import { CustomerAddresses, CustomerCoupons, CustomerCredit, CustomerProfile } from '../components/customer-facts';
import { RecentOrders } from '../components/recent-orders';
import { useCustomerDetailPage } from '../hooks/use-customer-detail-page';
import '../i18n';
import styles from '../components/merchant-customers.module.css';

export function CustomerDetailPage() {
  const { t } = useTranslation('merchantCustomers');
  const { t: tp } = useTranslation('pages');
  const { data: customer, error, isLoading, notFound, mutate, openPhotos, openCapture } = useCustomerDetailPage();

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
        <ApprovalActions customer={customer} onAnswered={(next) => void mutate(next, { revalidate: false })} />
        <div className={styles.actions}>
          <Button size="small" data-testid="customer-photos-link" onClick={openPhotos}>
            {t('photos')}
          </Button>
          <Button size="small" color="primary" data-testid="customer-capture-link" onClick={openCapture}>
            {t('takePhoto')}
          </Button>
          <OrderAsClientButton code={customer.Code} saleUnit={customer.SaleUnit} />
        </div>
      </div>
      <div className={styles.twoColumns}>
        <CustomerProfile customer={customer} />
        <CustomerCredit customer={customer} />
        <CustomerAddresses code={customer.Code} />
        <CustomerCoupons code={customer.Code} saleUnit={customer.SaleUnit} />
      </div>
      <RecentOrders customer={customer} />
      <SurveyAnswers customerCode={customer.Code} saleUnit={customer.SaleUnit} />
    </section>
  );
}
