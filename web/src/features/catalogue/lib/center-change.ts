// What the catalogue reloads when the session moves to another center (the specification's center
// switch: promotion products, take 12, and the product search), so the pages show the new center's
// goods as soon as the loading overlay goes.
import { PROMOTION_PRODUCTS_TAKE } from '@eorder/shared';
import { mutate } from 'swr';
import { fetchProducts, productsKey } from '../api/get-products';
import { reloadProductListFor, type ListContext } from '../stores/product-list-store';

/** The body of the promotion products the home page shows (also used by the home). */
export const PROMOTION_PRODUCTS_BODY = { Take: PROMOTION_PRODUCTS_TAKE, Skip: 0, OnlyPromotionProduct: true } as const;

export async function reloadCatalogueFor(context: ListContext): Promise<void> {
  const key = productsKey(PROMOTION_PRODUCTS_BODY, context);
  const promotions = key ? mutate(key, fetchProducts(key), { revalidate: false }).catch(() => undefined) : Promise.resolve();
  await Promise.all([promotions, reloadProductListFor(context)]);
}
