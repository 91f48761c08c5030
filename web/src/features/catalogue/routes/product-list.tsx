// /product: the catalogue of the session's center with the specification's filters (p, c1..c3,
// type, displayGroupId, displayGroupName, and sort, promotion, hot deal, best seller). 12 products a
// page; "Load more" appends the next 12 without duplicates until a page comes back empty.
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { preload } from 'swr';
import { whenSessionReady } from '@/lib/session';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useIsPhone } from '@/lib/use-media-query';
import { categoryTreeKey, fetchCategoryTree } from '../api/get-category-tree';
import styles from './product-list.module.css';
import { PhoneSearch } from '../components/phone-search';
import { preparePriceFormat } from '../components/price-tag';
import { currentCatalogueContext } from '../hooks/use-catalogue-context';
import { useProductList } from '../hooks/use-product-list';
import '../i18n';
import { categoryName, categoryQuery } from '../lib/category-path';
import { filtersFromSearch, filtersToQuery } from '../lib/product-filters';
import { ensureProductList } from '../stores/product-list-store';
import { ProductListBody } from './product-list-body';
import { ProductListHeader } from './product-list-header';

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
  const lang = useLang();
  const localePath = useLocalePath();
  const isPhone = useIsPhone();
  const state = useProductList();
  const { filters, deepest, subcategories } = state;

  return (
    <section className={styles.listPage} data-testid="page-product">
      {isPhone ? <PhoneSearch initial={filters.text} /> : null}
      <ProductListHeader filters={filters} setFilters={state.setFilters} toggle={state.toggle} trail={state.trail} title={state.title} />
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
      <ProductListBody
        filters={filters}
        setFilters={state.setFilters}
        retry={state.retry}
        list={state.list}
        current={state.current}
        items={state.items}
        loadingFirst={state.loadingFirst}
        title={state.title}
      />
    </section>
  );
}

export { ProductListPage as Component };
export default ProductListPage;
