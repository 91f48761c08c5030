// `POST api/products/items`: a page of the catalogue (list, filters, search, promotion products,
// best sellers). Prices come at the customer's level; a guest may get none (the guest-price flag).
import { ProductItemsAnswerSchema, type ProductItemsAnswer, type ProductItemsBodyInput, FIRST_VISIT_CALL_PATHS } from '@eorder/shared';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { customerApi, type ApiResult } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';
import { unwrap } from '../lib/api-result';
import { useCatalogueContext, type CatalogueContext } from '../hooks/use-catalogue-context';

export const PRODUCTS_KEY = FIRST_VISIT_CALL_PATHS.productItems;

export function getProducts(
  body: ProductItemsBodyInput,
  options: { signal?: AbortSignal; quiet?: boolean } = {},
): Promise<ApiResult<ProductItemsAnswer>> {
  return customerApi.post(FIRST_VISIT_CALL_PATHS.productItems, body, { schema: ProductItemsAnswerSchema, ...options });
}

export type ProductsKey = readonly [typeof PRODUCTS_KEY, string, string, string];

/** The SWR key of a page: the call, the center, the language and the body (with the mode). */
export function productsKey(body: ProductItemsBodyInput, context: Pick<CatalogueContext, 'saleUnit' | 'lang' | 'point'>): ProductsKey | null {
  if (!context.saleUnit) return null;
  return [PRODUCTS_KEY, context.saleUnit, context.lang, JSON.stringify({ ...body, Point: context.point })];
}

export const fetchProducts = async ([, , , body]: ProductsKey): Promise<ProductItemsAnswer> =>
  unwrap(await getProducts(JSON.parse(body) as ProductItemsBodyInput, { quiet: true }));

/** One page of products for the session's center; `null` body skips the call. */
export function useProducts(body: ProductItemsBodyInput | null, config: SWRConfiguration<ProductItemsAnswer> = {}): SWRResponse<ProductItemsAnswer, Error> {
  const context = useCatalogueContext();
  const key = body && context.ready ? productsKey(body, context) : null;
  return useSWR(key, fetchProducts, { ...swrDefaults, keepPreviousData: false, ...config });
}
