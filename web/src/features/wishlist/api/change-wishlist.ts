// `POST api/Products/favourite/items/add` and `/remove` with `{ productIds }`: the answer holds the
// wishlist afterwards (`Data`), which the store then keeps. Quiet: the heart says itself when a
// change failed.
import { FavouriteChangeAnswerSchema, type FavouriteChangeAnswer, FIRST_VISIT_CALL_PATHS } from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export function addToWishlist(productIds: string[]): Promise<ApiResult<FavouriteChangeAnswer>> {
  return customerApi.post(FIRST_VISIT_CALL_PATHS.favouriteAdd, { productIds }, { schema: FavouriteChangeAnswerSchema, quiet: true });
}

export function removeFromWishlist(productIds: string[]): Promise<ApiResult<FavouriteChangeAnswer>> {
  return customerApi.post(FIRST_VISIT_CALL_PATHS.favouriteRemove, { productIds }, { schema: FavouriteChangeAnswerSchema, quiet: true });
}
