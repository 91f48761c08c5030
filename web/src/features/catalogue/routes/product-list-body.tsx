import { FIRST_ROW_CARDS } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/empty-state';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import type { ProductListState } from '../hooks/use-product-list';
import { EMPTY_FILTERS, hasFilters } from '../lib/product-filters';
import { loadMoreProducts } from '../stores/product-list-store';
import styles from './product-list.module.css';

type ProductListBodyProps = Pick<ProductListState, 'filters' | 'setFilters' | 'retry' | 'list' | 'current' | 'items' | 'loadingFirst' | 'title'>;

/** The list's body: the error, the skeleton, the empty state or the cards with "Load more". */
export function ProductListBody({ filters, setFilters, retry, list, current, items, loadingFirst, title }: ProductListBodyProps) {
  const { t } = useTranslation('catalogue');
  if (current && list.status === 'error') {
    return (
      <EmptyState tone="error" title={t('list.failed')}>
        <button type="button" className="eo-link-button eo-link-button-primary" onClick={retry}>
          {t('list.retry')}
        </button>
      </EmptyState>
    );
  }
  if (loadingFirst) {
    return (
      <div aria-busy="true">
        <ProductGridSkeleton count={8} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState title={t('list.empty')} description={t('list.emptyHint')} testId="product-list-empty">
        {hasFilters(filters) ? (
          <button type="button" className="eo-link-button" onClick={() => setFilters(EMPTY_FILTERS)}>
            {t('list.clearFilters')}
          </button>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <>
      <ProductGrid products={items} label={title} priorityCount={FIRST_ROW_CARDS} />
      <div className={styles.listFooter}>
        <span role="status">{t('list.count', { count: items.length })}</span>
        {list.done ? (
          <span data-testid="product-list-end">{t('list.end')}</span>
        ) : (
          <button
            type="button"
            className={`eo-link-button eo-link-button-outline ${styles.loadMore}`}
            disabled={list.status === 'loading-more'}
            aria-busy={list.status === 'loading-more'}
            onClick={() => void loadMoreProducts()}
            data-testid="load-more"
          >
            {list.status === 'loading-more'
              ? t('list.loadingMore')
              : list.moreFailed
                ? t('list.retry')
                : t('list.loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
