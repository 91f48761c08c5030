import { buildPath, ProductDetailAnswerSchema } from '@eorder/shared';
import { customerApi } from '@/lib/api';

/** `GET api/products/item/{code}`: a product as sold today (for buy again), or null when it is not. */
export async function getProduct(code: string, saleUnit: string, point: boolean) {
  const result = await customerApi.get(buildPath('productDetail', { code }), {
    query: { saleUnit, point },
    schema: ProductDetailAnswerSchema,
    quiet: true,
  });
  return result.ok ? result.data : null;
}
