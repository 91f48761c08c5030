import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useDocumentTitle } from '@/components/page-title';
import { useLang } from '@/config/paths';
import type { Product } from '@eorder/shared';
import { useCategoryTree } from '../api/get-category-tree';
import { useCatalogueContext } from './use-catalogue-context';
import { categoryName, categoryTrail, childrenOf } from '../lib/category-path';
import { filtersFromSearch, filtersToQuery, type ProductFilters } from '../lib/product-filters';
import { ensureProductList, listKey, productListStore } from '../stores/product-list-store';

/** The product list page's state: filters from the address, the list for them, trail and title. */
export function useProductList() {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
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

  const toggle = (name: 'onlyPromotionProduct' | 'hotDeal' | 'bestSeller') => setFilters({ ...filters, [name]: !filters[name] });
  const retry = () => {
    if (listContext) void ensureProductList(filters, listContext);
  };

  return { filters, setFilters, toggle, retry, list, current, items, loadingFirst, trail, deepest, subcategories, title };
}

export type ProductListState = ReturnType<typeof useProductList>;
