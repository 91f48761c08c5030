// What an order takes from stock, per product, in whole base units; a product short only because of
// its gifts drops the gifts, a bought product that is short stops the order.
import type { PricedCart } from '../pricing/engine';

export interface StockNeed {
  bought: number;
  given: number;
}

/** The units each product needs, by product code in code order. */
export function stockNeeds(cart: PricedCart): Map<string, StockNeed> {
  const needs = new Map<string, StockNeed>();
  const need = (code: string) => {
    let found = needs.get(code);
    if (!found) needs.set(code, (found = { bought: 0, given: 0 }));
    return found;
  };
  for (const line of cart.lines) {
    if (line.isFree) need(line.pCode).given += line.baseQty;
    else if (line.selected && line.issues.every((i) => i === 'OUT_OF_STOCK'))
      need(line.pCode).bought += line.baseQty;
  }
  // Stock is counted in whole base units.
  return new Map(
    [...needs.keys()].sort().map((code) => {
      const { bought, given } = needs.get(code) ?? { bought: 0, given: 0 };
      return [code, { bought: Math.round(bought), given: Math.round(given) }];
    }),
  );
}

export interface ShortageOutcome {
  /** The first product whose bought units cannot be had: the order stops. */
  stop: string | null;
  /** Products to try again with their bought units only. */
  retry: Map<string, number>;
  /** Products whose gifts are dropped. */
  droppedGifts: Set<string>;
}

/** What follows when the products in `short` could not be had with their gifts. */
export function afterShortage(
  needs: ReadonlyMap<string, StockNeed>,
  short: readonly string[],
): ShortageOutcome {
  const outcome: ShortageOutcome = { stop: null, retry: new Map(), droppedGifts: new Set() };
  for (const code of [...short].sort()) {
    const { bought, given } = needs.get(code) ?? { bought: 0, given: 0 };
    if (given === 0) {
      outcome.stop ??= code;
      continue;
    }
    outcome.droppedGifts.add(code);
    if (bought > 0) outcome.retry.set(code, bought);
  }
  return outcome;
}
