// The wishlist of a signed-in customer in the current center. Guests keep
// theirs in the browser only: every call here needs a customer.
import { AppError, type FavouriteChangeAnswer, type FavouriteItemsAnswer, type Locale } from '@eorder/shared';
import type { CatalogueService } from '../catalogue/service';
import type { CallerScope } from '../catalogue/scope';
import type { WishlistRepository } from './repository';

export function createWishlistService(deps: { repository: WishlistRepository; catalogue: CatalogueService }) {
  const { repository, catalogue } = deps;

  async function customerId(scope: CallerScope): Promise<number> {
    if (scope.isGuest || scope.customerCode === null) throw new AppError('AUTH_REQUIRED');
    const id = await repository.findCustomerId(scope.customerCode);
    if (id === undefined) throw new AppError('AUTH_ACCOUNT_INACTIVE');
    return id;
  }

  return {
    /**
     * `GET api/Products/favourite/items`: the codes, latest first; with detail, the products
     * the center still sells, priced for the customer, in the same order.
     */
    async items(scope: CallerScope, detail: boolean, locale: Locale): Promise<FavouriteItemsAnswer> {
      const codes = await repository.listCodes(await customerId(scope), scope.saleUnit);
      if (!detail) return codes;
      return catalogue.productsByCodes(scope, codes, locale);
    },

    /** Adds the codes the center sells; the others are answered in Skipped. */
    async add(scope: CallerScope, productIds: readonly string[]): Promise<FavouriteChangeAnswer> {
      const id = await customerId(scope);
      const wanted = [...new Set(productIds.map((code) => code.trim()))];
      const kept = new Set(await repository.add(id, scope.saleUnit, wanted));
      const codes = await repository.listCodes(id, scope.saleUnit);
      return { status: 200, Data: codes, Skipped: wanted.filter((code) => !kept.has(code)) };
    },

    async remove(scope: CallerScope, productIds: readonly string[]): Promise<FavouriteChangeAnswer> {
      const id = await customerId(scope);
      await repository.remove(id, scope.saleUnit, productIds.map((code) => code.trim()));
      return { status: 200, Data: await repository.listCodes(id, scope.saleUnit) };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
