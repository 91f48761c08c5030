// `GET api/products/item/{code}`: one product of the session's center, for the product page.
import { ProductDetailAnswerSchema, type ProductDetailAnswer } from '@eorder/shared';
import useSWR, { type SWRResponse } from 'swr';
import { customerApi, type ApiResult } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';
import { unwrap } from '../lib/api-result';
import { useCatalogueContext } from '../hooks/use-catalogue-context';

export function getProduct(code: string, point = false): Promise<ApiResult<ProductDetailAnswer>> {
  return customerApi.get(`api/products/item/${encodeURIComponent(code)}`, {
    schema: ProductDetailAnswerSchema,
    query: point ? { point: true } : undefined,
    // The page shows "not found" and "could not load" itself.
    quiet: true,
  });
}

export const productKey = (code: string, saleUnit: string, lang: string, point: boolean) =>
  ['api/products/item', code, saleUnit, lang, point] as const;

export function useProduct(code: string | undefined): SWRResponse<ProductDetailAnswer, Error> {
  const context = useCatalogueContext();
  const key = code && context.ready && context.saleUnit ? productKey(code, context.saleUnit, context.lang, context.point) : null;
  return useSWR(key, async ([, productCode, , , point]) => unwrap(await getProduct(productCode, point)), swrDefaults);
}
