// The photo page's parts: the group chips and month picker, and the photos by month, 24 at a time.
import Button from 'antd-mobile/es/components/button';
import { useMemo } from 'react';
import { PageSkeleton } from '@/components/skeletons';
import { useLang } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { imageUrl } from '@/lib/image-url';
import { useTranslation } from '@/lib/i18n';
import { useCustomerPhotos } from '../api/customers';
import { monthChoices, monthLabel, photosByMonth, toggleGroup, type PhotoFilter } from '../lib/photo-filters';
import styles from './merchant-customers.module.css';

interface FiltersProps {
  filter: PhotoFilter;
  setFilter: (next: PhotoFilter) => void;
  groups: readonly { Code: string; PictureName?: string | null }[] | undefined;
}

export function PhotoFilters({ filter, setFilter, groups }: FiltersProps) {
  const { t } = useTranslation('merchantCustomers');
  const lang = useLang();
  const months = useMemo(() => monthChoices(), []);
  return (
    <div className={styles.card} role="group" aria-label={t('photoFilters')}>
      <div className={styles.chips}>
        <button type="button" className={styles.chip} aria-pressed={filter.groups.length === 0} onClick={() => setFilter({ ...filter, groups: [] })}>
          {t('allGroups')}
        </button>
        {groups?.map((group) => (
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
  );
}

export function CustomerPhotos({ code, saleUnit, filter }: { code: string; saleUnit: string; filter: PhotoFilter }) {
  const { t } = useTranslation('merchantCustomers');
  const lang = useLang();
  const list = useCustomerPhotos(code, saleUnit, filter);
  if (list.error) return <p role="alert">{t('loadFailed')}</p>;
  if (!list.data) return <PageSkeleton />;
  if (list.photos.length === 0) return <p className={styles.muted}>{t('noPhotos')}</p>;
  return (
    <>
      {photosByMonth(list.photos).map((section) => (
        <section key={section.month} className={styles.card} aria-label={monthLabel(section.month, lang)} data-testid={`photos-${section.month}`}>
          <h2 className={styles.sectionTitle}>{monthLabel(section.month, lang)}</h2>
          <ul className={styles.photos}>
            {section.photos.map((photo) => {
              const url = imageUrl(photo.Url) ?? '';
              return (
                <li key={String(photo.Id)} className={styles.photo} data-testid="customer-photo" data-group={photo.PhotoGroupCode}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img src={url} alt={`${photo.PictureName ?? ''} ${formatDateTime(photo.CreateDate, lang) ?? ''}`} loading="lazy" />
                  </a>
                  <strong>{photo.PictureName}</strong>
                  <span className={styles.muted}>{formatDateTime(photo.CreateDate, lang)}</span>
                  {photo.TakenBy ? <span className={styles.muted}>{t('takenBy', { name: photo.TakenBy })}</span> : null}
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
