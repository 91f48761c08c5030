// Taking what an order uses, inside its transaction: the uses of limited
// promotions, stock, the coupon's check. Each take is a conditional update (see
// the scarce repository), in the order rows are always locked.
import { AppError } from '@eorder/shared';
import type { DbOrTx, Tx } from '../../../db/client';
import type { CouponService } from '../../coupons/service';
import type { Caller } from '../../pricing/caller';
import type { CartLineRequest, CartMode, CouponFacts, PricedCart } from '../../pricing/engine';
import type { PriceFacts, PriceResult, PricingService } from '../../pricing/service';
import type { OrderRepository } from '../repository';
import { afterShortage, stockNeeds } from '../stock-plan';

export function createTakes({
  repository,
  pricing,
  coupons,
}: {
  repository: OrderRepository;
  pricing: PricingService;
  coupons: CouponService;
}) {
  return {
    async couponFor(
      caller: Caller,
      couponId: string | null | undefined,
      now: Date,
      tx: DbOrTx,
    ): Promise<CouponFacts | null> {
      if (!couponId) return null;
      if (!caller.customer) throw new AppError('AUTH_REQUIRED');
      const check = await coupons.check(
        { couponId, saleUnit: caller.saleUnit, customerId: caller.customer.id, now },
        tx,
      );
      if (check.statusText === 'USED') throw new AppError('COUPON_USED');
      if (check.statusText !== 'OK' || !check.facts) throw new AppError('COUPON_INVALID');
      return check.facts;
    },

    /**
     * Prices the order and takes the uses of the limited promotions it gets. A promotion whose last
     * use another order took meanwhile is left out and the order priced again without it.
     */
    async priceAndClaimPromotions(
      tx: Tx,
      caller: Caller,
      facts: PriceFacts,
      input: { items: CartLineRequest[]; mode: CartMode; now: Date; coupon: CouponFacts | null },
    ) {
      const excluded = new Set<number>();
      const counted = new Set<number>();
      const customerCounted = new Set<number>();
      for (;;) {
        const result = pricing.priceWith(facts, {
          ...input,
          unselectOutOfStock: false,
          excludedPromotionIds: excluded,
        });
        const applied = result.cart.promotions
          .filter((p) => p.status === 'APPLIED')
          .map((p) => p.promotionId)
          .sort((a, b) => a - b);
        const limits = new Map(
          result.promotions
            .filter((p) => p.usageLimit !== null || p.usageLimitPerCustomer !== null)
            .map((p) => [
              p.promotionId,
              { total: p.usageLimit !== null, perCustomer: p.usageLimitPerCustomer },
            ]),
        );
        let lost = false;
        for (const id of applied) {
          const limit = limits.get(id);
          if (!limit) continue;
          if (limit.total && !counted.has(id)) {
            if (!(await repository.takePromotionUse(id, tx))) {
              excluded.add(id);
              lost = true;
              continue;
            }
            counted.add(id);
          }
          if (limit.perCustomer !== null && caller.customer && !customerCounted.has(id)) {
            if (
              !(await repository.takeCustomerPromotionUse(
                id,
                caller.customer.id,
                limit.perCustomer,
                tx,
              ))
            ) {
              excluded.add(id);
              lost = true;
              continue;
            }
            customerCounted.add(id);
          }
        }
        if (lost) continue;
        // Uses taken for a promotion that a later pricing no longer gives are handed back.
        const appliedSet = new Set(applied);
        for (const id of counted)
          if (!appliedSet.has(id)) await repository.givePromotionUseBack(id, tx);
        for (const id of customerCounted) {
          if (!appliedSet.has(id) && caller.customer)
            await repository.giveCustomerPromotionUseBack(id, caller.customer.id, tx);
        }
        const usageCounted = new Set(
          [...counted, ...customerCounted].filter((id) => appliedSet.has(id)),
        );
        return { result, usageCounted };
      }
    },

    /**
     * Reserves stock for the lines, each product once with its units summed, all in one statement
     * (a second one only when a gift is short). A gift that cannot be had is dropped (the sale goes
     * on); a bought line that cannot be had stops the order, and the rollback gives back what the
     * other products took. Answers the products whose gifts were dropped.
     */
    async reserveStock(
      tx: DbOrTx,
      saleUnit: string,
      cart: PricedCart,
      products: PriceResult['products'],
    ) {
      const outOfStock = (code: string) =>
        new AppError('OUT_OF_STOCK', {
          productName: products.get(code)?.facts.nameTh ?? code,
          productCode: code,
        });
      const needs = stockNeeds(cart);
      const wanted = new Map([...needs].map(([code, need]) => [code, need.bought + need.given]));
      const taken = await repository.reserveStock(saleUnit, wanted, tx);
      const { stop, retry, droppedGifts } = afterShortage(
        needs,
        [...needs.keys()].filter((code) => !taken.has(code)),
      );
      if (stop) throw outOfStock(stop);
      const retaken = await repository.reserveStock(saleUnit, retry, tx);
      const stillShort = [...retry.keys()].find((code) => !retaken.has(code));
      if (stillShort) throw outOfStock(stillShort);
      return droppedGifts;
    },
  };
}
