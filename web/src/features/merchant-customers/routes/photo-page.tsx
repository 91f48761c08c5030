// /merchant/customer/{code}/{saleunit}/photo: the customer's photos by group and month (the query's
// `group` and `month`), 24 at a time; without a month, the 30 days either side of today.
import Button from 'antd-mobile/es/components/button';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { imageUrl } from '@/lib/image-url';
import { useTranslation } from '@/lib/i18n';
import { useCustomerPhotos, usePhotoGroups } from '../api/customers';
import { useCustomerPage } from '../components/use-customer-page';
import {
  monthChoices,
  monthLabel,
  photosByMonth,
  toggleGroup,
  type PhotoFilter,
} from '../lib/photo-filters';
import '../i18n';
import styles from '../components/merchant-customers.module.css';

function useFilter(): [PhotoFilter, (next: PhotoFilter) => void] {
  const [params, setParams] = useSearchParams();
  const groups = params.getAll('group').join(',');
  const month = params.get('month');
  const filter = useMemo(
    () => ({
      groups: groups.split(',').filter(Boolean),
      monthYear: month && /^\d{6}$/.test(month) ? month : null,
    }),
    [groups, month],
  );
  const setFilter = (next: PhotoFilter) => {
    const query = new URLSearchParams();
    for (const group of next.groups) query.append('group', group);
    if (next.monthYear) query.set('month', next.monthYear);
    setParams(query, { replace: true });
  };
  return [filter, setFilter];
}

function Photos({
  code,
  saleUnit,
  filter,
}: {
  code: string;
  saleUnit: string;
  filter: PhotoFilter;
}) {
  const { t } = useTranslation('merchantCustomers');
  const lang = useLang();
  const list = useCustomerPhotos(code, saleUnit, filter);
  if (list.error) return <p role="alert">{t('loadFailed')}</p>;
  if (!list.data) return <PageSkeleton />;
  if (list.photos.length === 0) return <p className={styles.muted}>{t('noPhotos')}</p>;
  return (
    <>
      {photosByMonth(list.photos).map((section) => (
        <section
          key={section.month}
          className={styles.card}
          aria-label={monthLabel(section.month, lang)}
          data-testid={`photos-${section.month}`}
        >
          <h2 className={styles.sectionTitle}>{monthLabel(section.month, lang)}</h2>
          <ul className={styles.photos}>
            {section.photos.map((photo) => {
              const url = imageUrl(photo.Url) ?? '';
              return (
                <li
                  key={String(photo.Id)}
                  className={styles.photo}
                  data-testid="customer-photo"
                  data-group={photo.PhotoGroupCode}
                >
                  <a href={url} target="_blank" rel="noreferrer">
                    <img
                      src={url}
                      alt={`${photo.PictureName ?? ''} ${formatDateTime(photo.CreateDate, lang) ?? ''}`}
                      loading="lazy"
                    />
                  </a>
                  <strong>{photo.PictureName}</strong>
                  <span className={styles.muted}>{formatDateTime(photo.CreateDate, lang)}</span>
                  {photo.TakenBy ? (
                    <span className={styles.muted}>{t('takenBy', { name: photo.TakenBy })}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {list.hasMore ? (
        <Button loading={list.isValidating} onClick={() => void list.setSize(list.size + 1)}>
          {t('loadMore')}
        </Button>
      ) : null}
    </>
  );
}

export function PhotoPage() {
  const { t } = useTranslation('merchantCustomers');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [filter, setFilter] = useFilter();
  const { data: customer, error, isLoading, notFound, code, saleUnit } = useCustomerPage();
  const groups = usePhotoGroups(customer ? saleUnit : null, customer?.TypeCode ?? null);
  const months = useMemo(() => monthChoices(), []);

  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  if (error || !customer) return <p role="alert">{t('loadFailed')}</p>;

  return (
    <section className={styles.page} data-testid="page-merchantCustomerPhoto">
      <PageTitle title={tp('title.merchantCustomerPhoto')} />
      <div className={styles.row}>
        <strong>{customer.CUSTOMERNAME}</strong>
        <Button
          color="primary"
          size="small"
          data-testid="customer-capture-link"
          onClick={() =>
            void navigate(
              localePath(paths.merchantCustomerPhotoCapture.href({ code, saleunit: saleUnit })),
            )
          }
        >
          {t('takePhoto')}
        </Button>
      </div>
      <div className={styles.card} role="group" aria-label={t('photoFilters')}>
        <div className={styles.chips}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={filter.groups.length === 0}
            onClick={() => setFilter({ ...filter, groups: [] })}
          >
            {t('allGroups')}
          </button>
          {groups.data?.map((group) => (
            <button
              key={group.Code}
              type="button"
              className={styles.chip}
              data-testid={`group-${group.Code}`}
              aria-pressed={filter.groups.includes(group.Code)}
              onClick={() => setFilter(toggleGroup(filter, group.Code))}
            >
              {group.PictureName}
            </button>
          ))}
        </div>
        <label className={styles.search}>
          <span>{t('month')}</span>
          <select
            className={styles.input}
            data-testid="photo-month"
            value={filter.monthYear ?? ''}
            onChange={(event) => setFilter({ ...filter, monthYear: event.target.value || null })}
          >
            <option value="">{t('window')}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {monthLabel(month, lang)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Photos code={code} saleUnit={saleUnit} filter={filter} />
    </section>
  );
}
