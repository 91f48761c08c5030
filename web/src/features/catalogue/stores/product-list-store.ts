// The `/product` list kept between visits (pages of 12, load-more), reloaded only when empty or
// when its inputs change (decision 014).
import { FIRST_ROW_CARDS, PRODUCT_PAGE_SIZE, type Product } from '@eorder/shared';
import { proxy, ref } from 'valtio';
import type { Lang } from '@/config/paths';
import { preloadImage } from '@/lib/image-url';
import { getProducts } from '../api/get-products';
import { filtersKey, toItemsBody, type ProductFilters } from '../lib/product-filters';
import { productImages } from '../lib/product-view';

export interface ListContext {
  saleUnit: string;
  lang: Lang;
  point: boolean;
}

export type ListStatus = 'idle' | 'loading' | 'ready' | 'loading-more' | 'error';

export interface ProductListState {
  /** What the list shows: filters, page size, center, language and mode. */
  key: string | null;
  filters: ProductFilters | null;
  context: ListContext | null;
  items: Product[];
  take: number;
  /** Skip of the next page. */
  nextSkip: number;
  /** A page came back empty (or short): no more pages. */
  done: boolean;
  status: ListStatus;
  /** The last load-more failed (the items stay; the button offers to try again). */
  moreFailed: boolean;
}

// The items are answers of the API, replaced whole and never changed in place: they are kept as
// they are (`ref`), not wrapped object by object, which costs a moment per page on a slow phone.
export const productListStore = proxy<ProductListState>({
  key: null,
  filters: null,
  context: null,
  items: ref([]),
  take: PRODUCT_PAGE_SIZE,
  nextSkip: 0,
  done: false,
  status: 'idle',
  moreFailed: false,
});

/** Answers of superseded requests are dropped: only the latest request may change the list. */
let latestRequest = 0;

export function listKey(filters: ProductFilters, context: ListContext, take = PRODUCT_PAGE_SIZE): string {
  return JSON.stringify([filtersKey(filters), take, context.saleUnit, context.lang, context.point]);
}

/** Products of `page` that the list does not hold yet, in their order. */
export function withoutDuplicates(existing: readonly Product[], page: readonly Product[]): Product[] {
  const seen = new Set(existing.map((product) => product.P_Code));
  const fresh: Product[] = [];
  for (const product of page) {
    if (seen.has(product.P_Code)) continue;
    seen.add(product.P_Code);
    fresh.push(product);
  }
  return fresh;
}

/** Loads the first page for these filters, replacing the list. */
export async function loadFirstPage(filters: ProductFilters, context: ListContext, take = PRODUCT_PAGE_SIZE): Promise<void> {
  const request = ++latestRequest;
  productListStore.key = listKey(filters, context, take);
  productListStore.filters = filters;
  productListStore.context = context;
  productListStore.take = take;
  productListStore.items = ref([]);
  productListStore.nextSkip = 0;
  productListStore.done = false;
  productListStore.moreFailed = false;
  productListStore.status = 'loading';
  const result = await getProducts(toItemsBody(filters, { skip: 0, take, point: context.point }), { quiet: true });
  if (request !== latestRequest) return;
  if (!result.ok) {
    productListStore.status = 'error';
    return;
  }
  const items = withoutDuplicates([], result.data);
  // The first row's pictures are asked for now, before the list has rendered (see `preloadImage`).
  for (const product of items.slice(0, FIRST_ROW_CARDS)) preloadImage(productImages(product)[0]);
  productListStore.items = ref(items);
  productListStore.nextSkip = take;
  productListStore.done = result.data.length < take;
  productListStore.status = 'ready';
}

/**
 * Shows the list for these filters: loads it when it is empty or was loaded for anything else,
 * otherwise keeps what is there (and where the reader was in it).
 */
export function ensureProductList(filters: ProductFilters, context: ListContext, take = PRODUCT_PAGE_SIZE): Promise<void> {
  const key = listKey(filters, context, take);
  const state = productListStore;
  // The specification's rule: loaded again when empty (an empty answer is cheap to ask again, and
  // the center's stock may have changed) or when anything the list depends on changed.
  const usable = state.key === key && state.status !== 'error' && (state.items.length > 0 || state.status === 'loading');
  if (usable) return Promise.resolve();
  return loadFirstPage(filters, context, take);
}

/** Appends the next page; does nothing while a page is loading or after the last one. */
export async function loadMoreProducts(): Promise<void> {
  const state = productListStore;
  const { filters, context, take } = state;
  if (!filters || !context || state.done || state.status !== 'ready') return;
  const request = ++latestRequest;
  state.status = 'loading-more';
  state.moreFailed = false;
  const skip = state.nextSkip;
  const result = await getProducts(toItemsBody(filters, { skip, take, point: context.point }), { quiet: true });
  if (request !== latestRequest) return;
  state.status = 'ready';
  if (!result.ok) {
    state.moreFailed = true;
    return;
  }
  if (result.data.length === 0) {
    state.done = true;
    return;
  }
  state.items = ref([...state.items, ...withoutDuplicates(state.items, result.data)]);
  state.nextSkip = skip + take;
  if (result.data.length < take) state.done = true;
}

/**
 * Loads the list again for another center (the center switch): the same filters, from the first
 * page. Nothing happens when the list was never opened.
 */
export async function reloadProductListFor(context: ListContext): Promise<void> {
  const { filters, take } = productListStore;
  if (!filters) return;
  await loadFirstPage(filters, context, take);
}

/** Forgets the list (tests, sign-out). */
export function resetProductList(): void {
  latestRequest += 1;
  productListStore.key = null;
  productListStore.filters = null;
  productListStore.context = null;
  productListStore.items = ref([]);
  productListStore.take = PRODUCT_PAGE_SIZE;
  productListStore.nextSkip = 0;
  productListStore.done = false;
  productListStore.status = 'idle';
  productListStore.moreFailed = false;
}
