// The product list's filters: read from the URL of `/product`, written back to it, and turned into
// the body of `POST api/products/items` (decision 014).
import { PRODUCT_PAGE_SIZE, type ProductItemsBodyInput } from '@eorder/shared';
import type { QueryInput } from '@/config/paths';

export type SortByPrice = 'ASC' | 'DESC';

export interface ProductFilters {
  text: string;
  /** Category codes of levels 1 to 5 (c1..c5 in the URL, Hierarchy1..5 on the wire). */
  hierarchy: [string | null, string | null, string | null, string | null, string | null];
  suggest: boolean;
  onlyPromotionProduct: boolean;
  hotDeal: boolean;
  bestSeller: boolean;
  sortByPrice: SortByPrice | null;
  displayGroupId: string | null;
  /** Shown as the page title; not a filter of the call. */
  displayGroupName: string | null;
  promotionId: string | null;
}

const MAX_TEXT = 200;
const MAX_CODE = 40;

export const EMPTY_FILTERS: ProductFilters = {
  text: '',
  hierarchy: [null, null, null, null, null],
  suggest: false,
  onlyPromotionProduct: false,
  hotDeal: false,
  bestSeller: false,
  sortByPrice: null,
  displayGroupId: null,
  displayGroupName: null,
  promotionId: null,
};

const code = (value: string | null): string | null => {
  const text = (value ?? '').trim().slice(0, MAX_CODE);
  return text === '' ? null : text;
};

const yes = (value: string | null): boolean => ['y', 'yes', 'true', '1'].includes((value ?? '').trim().toLowerCase());

/** The filters of a `/product` URL. Unknown values are ignored, over-long ones cut. */
export function filtersFromSearch(search: URLSearchParams): ProductFilters {
  const type = (search.get('type') ?? '').trim().toUpperCase().replace(/[\s-]/g, '_');
  const sort = (search.get('sort') ?? search.get('sortByPrice') ?? '').trim().toUpperCase();
  return {
    text: (search.get('p') ?? '').trim().slice(0, MAX_TEXT),
    hierarchy: [code(search.get('c1')), code(search.get('c2')), code(search.get('c3')), code(search.get('c4')), code(search.get('c5'))],
    suggest: type === 'SUGGEST',
    onlyPromotionProduct: type === 'PROMOTION' || yes(search.get('promo')),
    hotDeal: type === 'HOTDEAL' || type === 'HOT_DEAL' || yes(search.get('hotdeal')),
    bestSeller: type === 'BEST_SELLER' || type === 'BESTSELLER' || yes(search.get('bestseller')),
    sortByPrice: sort === 'ASC' || sort === 'DESC' ? sort : null,
    displayGroupId: code(search.get('displayGroupId')),
    displayGroupName: (search.get('displayGroupName') ?? '').trim().slice(0, MAX_TEXT) || null,
    promotionId: code(search.get('promotionId')),
  };
}

/** The URL query of filters, for `paths.product.href(undefined, query)`; defaults are left out. */
export function filtersToQuery(filters: ProductFilters): QueryInput {
  const [c1, c2, c3, c4, c5] = filters.hierarchy;
  return {
    p: filters.text || null,
    c1,
    c2,
    c3,
    c4,
    c5,
    type: filters.suggest ? 'suggest' : null,
    promo: filters.onlyPromotionProduct ? 'Y' : null,
    hotdeal: filters.hotDeal ? 'Y' : null,
    bestseller: filters.bestSeller ? 'Y' : null,
    sort: filters.sortByPrice,
    displayGroupId: filters.displayGroupId,
    displayGroupName: filters.displayGroupId ? filters.displayGroupName : null,
    promotionId: filters.promotionId,
  };
}

/** The category codes down to the deepest one given (c2 without c1 still counts). */
export function deepestCategory(filters: ProductFilters): { level: 1 | 2 | 3 | 4 | 5; code: string } | null {
  for (let index = 4; index >= 0; index -= 1) {
    const value = filters.hierarchy[index];
    if (value) return { level: (index + 1) as 1 | 2 | 3 | 4 | 5, code: value };
  }
  return null;
}

export interface PageRequest {
  skip: number;
  take?: number;
  /** Points (redeem) mode: the rewards instead of the goods. */
  point?: boolean;
}

/** The body of `POST api/products/items` for one page of the list. */
export function toItemsBody(filters: ProductFilters, page: PageRequest): ProductItemsBodyInput {
  const types: ('suggest' | 'BEST_SELLER' | 'HOTDEAL')[] = [];
  if (filters.suggest) types.push('suggest');
  if (filters.bestSeller) types.push('BEST_SELLER');
  if (filters.hotDeal) types.push('HOTDEAL');
  const [h1, h2, h3, h4, h5] = filters.hierarchy;
  const body: ProductItemsBodyInput = {
    Take: page.take ?? PRODUCT_PAGE_SIZE,
    Skip: Math.max(0, Math.floor(page.skip)),
    Point: page.point ?? false,
    OnlyPromotionProduct: filters.onlyPromotionProduct,
  };
  if (filters.text) body.SearchText = filters.text;
  if (h1) body.Hierarchy1 = h1;
  if (h2) body.Hierarchy2 = h2;
  if (h3) body.Hierarchy3 = h3;
  if (h4) body.Hierarchy4 = h4;
  if (h5) body.Hierarchy5 = h5;
  if (types.length > 0) body.Types = types;
  if (filters.sortByPrice) body.SortByPrice = filters.sortByPrice;
  if (filters.displayGroupId) body.DisplayGroupId = filters.displayGroupId;
  if (filters.promotionId) body.PromotionId = filters.promotionId;
  return body;
}

/**
 * A stable text naming what the list shows (every filter but the display-group name, which is only
 * a title): two lists with the same key are the same list.
 */
export function filtersKey(filters: ProductFilters): string {
  return JSON.stringify([
    filters.text,
    filters.hierarchy,
    filters.suggest,
    filters.onlyPromotionProduct,
    filters.hotDeal,
    filters.bestSeller,
    filters.sortByPrice,
    filters.displayGroupId,
    filters.promotionId,
  ]);
}

/** True when any filter narrows the list (the "clear filters" button shows then). */
export function hasFilters(filters: ProductFilters): boolean {
  return filtersKey(filters) !== filtersKey(EMPTY_FILTERS);
}
