// The catalogue's public face for other features; it loads zod and texts, so import it only from
// lazy modules (the shell takes `./shell`, the router `./routes`).
export {
  getProducts,
  useProducts,
  productsKey,
  fetchProducts,
  PRODUCTS_KEY,
} from './api/get-products';
export {
  useDisplayGroups,
  getDisplayGroups,
  displayGroupsKey,
  fetchDisplayGroups,
} from './api/get-display-groups';
export { useCategoryTree } from './api/get-category-tree';
export { ProductCard, ProductCardSkeleton, type ProductCardProps } from './components/product-card';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { CategoryTree, type CategoryTreeProps } from './components/category-tree';
export { PhoneSearch } from './components/phone-search';
export {
  currentCatalogueContext,
  useCatalogueContext,
  type CatalogueContext,
} from './hooks/use-catalogue-context';
export { ApiCallError, unwrap, isNotFound } from './lib/api-result';
export { productName } from './lib/product-view';
export { PROMOTION_PRODUCTS_BODY, reloadCatalogueFor } from './lib/center-change';
export { resetProductList } from './stores/product-list-store';
export { formatDay } from './lib/format-date';
export { EmptyState } from '@/components/empty-state';
