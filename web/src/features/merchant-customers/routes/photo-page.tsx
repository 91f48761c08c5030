// /merchant/customer/{code}/{saleunit}/photo: the customer's photos by group and month (the query's
// `group` and `month`), 24 at a time; without a month, the 30 days either side of today.
// Split per ADR 118: the filter in usePhotoFilter, the sections in components/customer-photos.
import Button from 'antd-mobile/es/components/button';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { useTranslation } from '@/lib/i18n';
import { usePhotoGroups } from '../api/customers';
import { CustomerPhotos, PhotoFilters } from '../components/customer-photos';
import { useCustomerDetailPage } from '../hooks/use-customer-detail-page';
import { usePhotoFilter } from '../hooks/use-photo-filter';
import '../i18n';
import styles from '../components/merchant-customers.module.css';

export function PhotoPage() {
  const { t } = useTranslation('merchantCustomers');
  const { t: tp } = useTranslation('pages');
  const [filter, setFilter] = usePhotoFilter();
  const { data: customer, error, isLoading, notFound, code, saleUnit, openCapture } = useCustomerDetailPage();
  const groups = usePhotoGroups(customer ? saleUnit : null, customer?.TypeCode ?? null);

  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  if (error || !customer) return <p role="alert">{t('loadFailed')}</p>;

  return (
    <section className={styles.page} data-testid="page-merchantCustomerPhoto">
      <PageTitle title={tp('title.merchantCustomerPhoto')} />
      <div className={styles.row}>
        <strong>{customer.CUSTOMERNAME}</strong>
        <Button color="primary" size="small" data-testid="customer-capture-link" onClick={openCapture}>
          {t('takePhoto')}
        </Button>
      </div>
      <PhotoFilters filter={filter} setFilter={setFilter} groups={groups.data} />
      <CustomerPhotos code={code} saleUnit={saleUnit} filter={filter} />
    </section>
  );
}
