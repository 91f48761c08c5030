// Coupons of a customer in a center, and the conditional updates that use one
// up (lock 'N' -> 'Y') and give it back when its order is cancelled.
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { coupons, promotions } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;

export function createCouponRepository(db: Db) {
  return {
    /** The customer's coupons in a center (their own and those anyone may claim), with promotions. */
    async listForCustomer(customerId: number, saleUnit: string, tx: DbOrTx = db) {
      return tx
        .select({ coupon: coupons, promotion: promotions })
        .from(coupons)
        .leftJoin(promotions, eq(promotions.promotionId, coupons.promotionId))
        .where(and(eq(coupons.saleUnit, saleUnit), or(eq(coupons.customerId, customerId), isNull(coupons.customerId))))
        .orderBy(asc(coupons.lock), desc(coupons.receivedAt), asc(coupons.couponId));
    },

    async find(couponId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ coupon: coupons, promotion: promotions })
        .from(coupons)
        .leftJoin(promotions, eq(promotions.promotionId, coupons.promotionId))
        .where(eq(coupons.couponId, couponId))
        .limit(1);
      return row;
    },

    /**
     * Uses a coupon for an order: only an unused coupon of this center that belongs to the
     * customer (or to nobody) and has not expired. Undefined when another order got it first.
     */
    async claim(
      input: { couponId: string; saleUnit: string; customerId: number; orderId: string; now: Date },
      tx: DbOrTx,
    ): Promise<CouponRow | undefined> {
      const [row] = await tx
        .update(coupons)
        .set({ lock: 'Y', usedAt: input.now, usedOrderId: input.orderId, customerId: sql`coalesce(${coupons.customerId}, ${input.customerId})` })
        .where(
          and(
            eq(coupons.couponId, input.couponId),
            eq(coupons.lock, 'N'),
            eq(coupons.saleUnit, input.saleUnit),
            or(eq(coupons.customerId, input.customerId), isNull(coupons.customerId)),
            or(isNull(coupons.validUntil), sql`${coupons.validUntil} >= ${input.now.toISOString()}`),
          ),
        )
        .returning();
      return row;
    },

    /** Gives back the coupon a cancelled order used. */
    async release(input: { couponId: string; orderId: string }, tx: DbOrTx): Promise<void> {
      await tx
        .update(coupons)
        .set({ lock: 'N', usedAt: null, usedOrderId: null })
        .where(and(eq(coupons.couponId, input.couponId), eq(coupons.usedOrderId, input.orderId), eq(coupons.lock, 'Y')));
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;
