// `GET api/products/item/{code}`: one product of the session's center, for the product page.
import { ProductDetailAnswerSchema, type ProductDetailAnswer, buildPath, CALL_PATHS } from '@eorder/shared';
import useSWR, { preload, type SWRResponse } from 'swr';
import { customerApi, type ApiResult } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';
import { unwrap } from '../lib/api-result';
import { currentCatalogueContext, useCatalogueContext, type CatalogueContext } from '../hooks/use-catalogue-context';

export function getProduct(code: string, point = false): Promise<ApiResult<ProductDetailAnswer>> {
  return customerApi.get(buildPath('productDetail', { code }), {
    schema: ProductDetailAnswerSchema,
    query: point ? { point: true } : undefined,
    // The page shows "not found" and "could not load" itself.
    quiet: true,
  });
}

export const productKey = (code: string, saleUnit: string, lang: string, point: boolean) =>
  [CALL_PATHS.productDetail, code, saleUnit, lang, point] as const;

type ProductKey = ReturnType<typeof productKey>;

const fetchProduct = async ([, code, , , point]: ProductKey) => unwrap(await getProduct(code, point));

/** The key of a product in a catalogue context; null while the context has no center. */
function productKeyIn(code: string | undefined, context: CatalogueContext): ProductKey | null {
  return code && context.ready && context.saleUnit ? productKey(code, context.saleUnit, context.lang, context.point) : null;
}

export function useProduct(code: string | undefined): SWRResponse<ProductDetailAnswer, Error> {
  return useSWR(productKeyIn(code, useCatalogueContext()), fetchProduct, swrDefaults);
}

/**
 * Asks for a product under the key `useProduct` will read, in the session's context now (the page
 * is not rendered yet); nothing where the session has no center. The answer waits in SWR's cache.
 */
export function preloadProduct(code: string): void {
  const key = productKeyIn(code, currentCatalogueContext());
  if (key) void preload(key, fetchProduct).catch(() => undefined);
}
