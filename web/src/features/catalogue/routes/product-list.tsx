// /product: the catalogue of the session's center with the specification's filters (p, c1..c3,
// type, displayGroupId, displayGroupName, and sort, promotion, hot deal, best seller). 12 products a
// page; "Load more" appends the next 12 without duplicates until a page comes back empty.
import type { Product } from '@eorder/shared';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { preload } from 'swr';
import { useSnapshot } from 'valtio';
import { whenSessionReady } from '@/lib/session';
import { PageTitle, useDocumentTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useIsPhone } from '@/lib/use-media-query';
import { categoryTreeKey, fetchCategoryTree, useCategoryTree } from '../api/get-category-tree';
import styles from './product-list.module.css';
import { PhoneSearch } from '../components/phone-search';
import { preparePriceFormat } from '../components/price-tag';
import { EmptyState } from '@/components/empty-state';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { currentCatalogueContext, useCatalogueContext } from '../hooks/use-catalogue-context';
import '../i18n';
import { categoryName, categoryQuery, categoryTrail, childrenOf } from '../lib/category-path';
import { EMPTY_FILTERS, filtersFromSearch, filtersToQuery, hasFilters, type ProductFilters, type SortByPrice } from '../lib/product-filters';
import { ensureProductList, listKey, loadMoreProducts, productListStore } from '../stores/product-list-store';

/**
 * Asks for the list's first page and the category tree as soon as the session is known, so the
 * answers are on their way while the page itself is still rendering (the store and SWR keep them).
 */
export function preloadData(): void {
  whenSessionReady(() => {
    const context = currentCatalogueContext();
    const { saleUnit, lang, point } = context;
    if (!context.ready || !saleUnit) return;
    void ensureProductList(filtersFromSearch(new URLSearchParams(window.location.search)), { saleUnit, lang, point });
    void preload(categoryTreeKey(saleUnit, lang, point), fetchCategoryTree).catch(() => undefined);
    preparePriceFormat(lang);
  });
}

export function ProductListPage() {
  const { t } = useTranslation('catalogue');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const isPhone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(searchText)), [searchText]);
  const context = useCatalogueContext();
  // Each new state of the list renders in the background, in slices the browser can interrupt:
  // the skeleton (or the previous cards) stays until the cards are ready.
  const list = useDeferredValue(useSnapshot(productListStore));
  const { data: tree } = useCategoryTree();

  const listContext = context.ready && context.saleUnit ? { saleUnit: context.saleUnit, lang: context.lang, point: context.point } : null;
  const key = listContext ? listKey(filters, listContext) : null;
  useEffect(() => {
    if (!listContext) return;
    void ensureProductList(filters, listContext);
    // The key names everything the list depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listContext and filters are summed up by key
  }, [key]);

  const setFilters = (next: ProductFilters) => {
    const query = filtersToQuery(next);
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
    setSearch(params);
  };

  const trail = tree ? categoryTrail(tree, filters.hierarchy) : [];
  const deepest = trail.at(-1);
  const subcategories = tree && deepest ? childrenOf(tree, deepest) : [];

  let title = t('list.title');
  if (filters.text) title = t('list.searchTitle', { text: filters.text });
  else if (filters.displayGroupId && filters.displayGroupName) title = filters.displayGroupName;
  else if (deepest) title = categoryName(deepest.category, lang);
  else if (filters.onlyPromotionProduct) title = t('list.promotionTitle');
  else if (filters.bestSeller) title = t('list.bestSellerTitle');
  else if (filters.hotDeal) title = t('list.hotDealTitle');
  else if (filters.suggest) title = t('list.suggestTitle');

  // The page's heading is the route's ('Products'); what the list shows is its visible title and the
  // document's title.
  useDocumentTitle(title);

  const current = list.key === key;
  // The snapshot is frozen; the cards only read it.
  const items = (current ? list.items : []) as unknown as readonly Product[];
  const loadingFirst = !current || list.status === 'loading' || list.status === 'idle';

  let body;
  if (current && list.status === 'error') {
    body = (
      <EmptyState tone="error" title={t('list.failed')}>
        <button
          type="button"
          className="eo-link-button eo-link-button-primary"
          onClick={() => {
            if (listContext) void ensureProductList(filters, listContext);
          }}
        >
          {t('list.retry')}
        </button>
      </EmptyState>
    );
  } else if (loadingFirst) {
    body = (
      <div aria-busy="true">
        <ProductGridSkeleton count={8} />
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState title={t('list.empty')} description={t('list.emptyHint')} testId="product-list-empty">
        {hasFilters(filters) ? (
          <button type="button" className="eo-link-button" onClick={() => setFilters(EMPTY_FILTERS)}>
            {t('list.clearFilters')}
          </button>
        ) : null}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ProductGrid products={items} label={title} />
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

  const toggle = (name: 'onlyPromotionProduct' | 'hotDeal' | 'bestSeller') => setFilters({ ...filters, [name]: !filters[name] });

  return (
    <section className={styles.listPage} data-testid="page-product">
      {isPhone ? <PhoneSearch initial={filters.text} /> : null}
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
      {subcategories.length > 0 && deepest ? (
        <ul className={styles.chips} aria-label={t('list.subcategories')}>
          {subcategories.map((category) => (
            <li key={category.code}>
              <Link
                className={styles.chip}
                to={localePath(paths.product.href(undefined, { ...filtersToQuery(filters), ...categoryQuery({ level: (deepest.level + 1) as 2 | 3 | 4 | 5, category }) }))}
              >
                {categoryName(category, lang)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {body}
    </section>
  );
}

export { ProductListPage as Component };
export default ProductListPage;
