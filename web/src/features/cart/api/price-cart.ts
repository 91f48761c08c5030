import useSWR from 'swr';
import { CALL_PATHS, PricedCartSchema, type CartMode, type PricedCart } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';
import type { CartLineBody } from './cart.schema';

export interface PriceCartInput {
  saleUnit: string | null;
  mode: CartMode;
  items: CartLineBody[];
  couponId?: string | null;
}

/**
 * `POST api/cart/price`: the lines priced by the server at the customer's level with the
 * promotions of the day (what each gave), VAT, stock and, with a coupon, its discount.
 */
export async function priceCart(input: PriceCartInput): Promise<PricedCart> {
  const result = await customerApi.post(
    CALL_PATHS.cartPrice,
    { SaleUnit: input.saleUnit, Mode: input.mode, Items: input.items, CouponId: input.couponId ?? null },
    { schema: PricedCartSchema, quiet: true },
  );
  if (!result.ok) throw Object.assign(new Error(result.error.message), { status: result.status, code: result.error.code });
  return result.data;
}

/** The priced cart, re-asked whenever the lines, the center, the mode or the coupon change. */
export function usePricedCart(input: PriceCartInput | null) {
  return useSWR<PricedCart, Error>(input ? ['cart/price', JSON.stringify(input)] : null, () => priceCart(input as PriceCartInput), {
    ...swrDefaults,
    keepPreviousData: true,
  });
}
