import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import type { ProductListState } from '../hooks/use-product-list';
import { categoryName, categoryQuery } from '../lib/category-path';
import type { SortByPrice } from '../lib/product-filters';
import styles from './product-list.module.css';

type ProductListHeaderProps = Pick<ProductListState, 'filters' | 'setFilters' | 'toggle' | 'trail' | 'title'>;

/** The list's header: category trail, visible title, sort and the promotion, hot deal and best seller chips. */
export function ProductListHeader({ filters, setFilters, toggle, trail, title }: ProductListHeaderProps) {
  const { t } = useTranslation('catalogue');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  return (
    <div className={styles.listHeader}>
      <div>
        {trail.length > 0 ? (
          <ol className={styles.breadcrumb} aria-label={t('list.breadcrumb')}>
            <li>
              <Link to={localePath(paths.product.href())}>{t('list.allCategories')}</Link>
            </li>
            {trail.map((placed) => (
              <li key={placed.category.code}>
                <Link to={localePath(paths.product.href(undefined, categoryQuery(placed)))}>{categoryName(placed.category, lang)}</Link>
              </li>
            ))}
          </ol>
        ) : null}
        <PageTitle title={tp('title.product')} visuallyHidden />
        <h2 className={styles.listTitle} data-testid="product-list-title">
          {title}
        </h2>
      </div>
      <div className={styles.filters} role="group" aria-label={t('filter.label')}>
        <label className="eo-visually-hidden" htmlFor="product-sort">
          {t('filter.sort')}
        </label>
        <select
          id="product-sort"
          className={styles.sort}
          value={filters.sortByPrice ?? ''}
          onChange={(event) => setFilters({ ...filters, sortByPrice: (event.target.value || null) as SortByPrice | null })}
        >
          <option value="">{t('filter.sortDefault')}</option>
          <option value="ASC">{t('filter.sortAsc')}</option>
          <option value="DESC">{t('filter.sortDesc')}</option>
        </select>
        <button type="button" className={styles.chip} aria-pressed={filters.onlyPromotionProduct} onClick={() => toggle('onlyPromotionProduct')}>
          {t('filter.promotion')}
        </button>
        <button type="button" className={styles.chip} aria-pressed={filters.hotDeal} onClick={() => toggle('hotDeal')}>
          {t('filter.hotDeal')}
        </button>
        <button type="button" className={styles.chip} aria-pressed={filters.bestSeller} onClick={() => toggle('bestSeller')}>
          {t('filter.bestSeller')}
        </button>
      </div>
    </div>
  );
}
