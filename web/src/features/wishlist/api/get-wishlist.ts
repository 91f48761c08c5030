// `GET api/Products/favourite/items?detail=`: the signed-in customer's wishlist in the current
// center, as product codes (detail=false) or as products (detail=true). Never called for a guest.
import { ProductSchema, type Product, FIRST_VISIT_CALL_PATHS } from '@eorder/shared';
import * as z from 'zod/mini';
import { customerApi, type ApiResult } from '@/lib/api';

// The contract answers either shape (`FavouriteItemsAnswerSchema`); each call knows which it asked for.
const CodesSchema = z.array(z.string());
const ProductsSchema = z.array(ProductSchema);

export function getWishlistCodes(): Promise<ApiResult<string[]>> {
  return customerApi.get(FIRST_VISIT_CALL_PATHS.favouriteItems, {
    query: { detail: false },
    schema: CodesSchema,
    quiet: true,
  });
}

export function getWishlistProducts(): Promise<ApiResult<Product[]>> {
  return customerApi.get(FIRST_VISIT_CALL_PATHS.favouriteItems, {
    query: { detail: true },
    schema: ProductsSchema,
    quiet: true,
  });
}
