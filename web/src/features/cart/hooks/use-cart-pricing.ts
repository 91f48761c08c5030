import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { usePricedCart, type PriceCartInput } from '../api/price-cart';
import type { PricedCart } from '../api/cart.schema';
import { removeFromCart, removeNotRewards, setPricedAmounts, setSelected } from '../stores/cart-actions';
import { cartStore, toStoredLine } from '../stores/cart-store';
import { useDebouncedValue } from './use-debounced-value';

const PRICE_DELAY_MS = 300;

/** Net amount per product of the priced cart (its paid lines, free items apart). */
export function pricedAmounts(priced: PricedCart): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const line of priced.Lines) {
    if (line.IsFree) continue;
    amounts.set(line.P_Code, Math.round(((amounts.get(line.P_Code) ?? 0) + line.NetAmount) * 100) / 100);
  }
  return amounts;
}

/**
 * The cart priced by the server (a moment after the last change), and what the answer says back
 * to the cart: the priced amounts for the cart button, lines unselected for want of stock, and
 * products no longer sold taken out.
 */
export function useCartPricing(couponId: string | null = null) {
  const cart = useSnapshot(cartStore);
  const input = useMemo<PriceCartInput | null>(
    () =>
      cart.items.length === 0
        ? null
        : {
            saleUnit: cart.saleUnit,
            mode: cart.mode,
            items: cart.items.map((line) => {
              const stored = toStoredLine(line);
              return { P_Code: stored.P_Code, qty1: stored.qty1, qty2: stored.qty2, qty3: stored.qty3, selected: stored.selected };
            }),
            couponId,
          },
    [cart.items, cart.saleUnit, cart.mode, couponId],
  );
  const settled = useDebouncedValue(input, PRICE_DELAY_MS);
  const pricing = usePricedCart(settled);
  const priced = pricing.data;

  useEffect(() => {
    if (!priced) return;
    setPricedAmounts(pricedAmounts(priced));
    const unselect = priced.Lines.filter((line) => !line.IsFree && line.OutOfStock && !line.Selected).map((line) => line.P_Code);
    const selectedHere = new Set(cartStore.items.filter((line) => line.selected).map((line) => line.P_Code));
    const toUnselect = [...new Set(unselect)].filter((code) => selectedHere.has(code));
    if (toUnselect.length > 0) setSelected(false, ...toUnselect);
    if (priced.Removed.length > 0) removeFromCart(...priced.Removed);
    // A product for sale left in the points cart would stop every redemption: it leaves, named.
    if (priced.Mode === 'point') {
      const notRewards = priced.Lines.filter((line) => !line.IsFree && line.Issues.includes('NOT_REDEEMABLE')).map((line) => line.P_Code);
      if (notRewards.length > 0) removeNotRewards([...new Set(notRewards)]);
    }
  }, [priced]);

  return {
    priced,
    /** True while the shown prices are for an older version of the cart. */
    stale: input !== settled || pricing.isValidating,
    error: pricing.error,
    retry: () => void pricing.mutate(),
  };
}
