// What each change of an order moves besides its status, inside the
// transaction that makes the change: stock, promotion and coupon uses, credit,
// points, the goods issue of a redeem order, the rider and the parcel.
import { AppError } from '@eorder/shared';
import type { Tx } from '../../../db/client';
import type { CouponService } from '../../coupons/service';
import type { OrderRepository, OrderRow } from '../repository';
import { historyBy, type Actor } from './actors';

/** What a caller may pass with a change; each transition reads what concerns it. */
export interface ChangeInput {
  note?: string | null;
  /** approve, ship (staff): the rider who takes the order. */
  riderId?: number | null;
  /** ship (staff): the parcel's number and carrier. */
  trackingNo?: string | null;
  carrier?: string | null;
  /** Refuse the change unless the order is still in one of these (what the caller last saw). */
  expect?: readonly string[];
}

export type OrderFields = Partial<Pick<OrderRow, 'riderId' | 'trackingNo' | 'carrier'>>;

export interface EffectContext {
  tx: Tx;
  order: OrderRow;
  actor: Actor;
  input: ChangeInput;
}

/** Longest tracking number or carrier name (the merchant tracking call's own limit). */
const PARCEL_TEXT_MAX = 60;

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', {}, { errors: [{ path, message }] });

export function createEffects(repository: OrderRepository, coupons: CouponService) {
  /** base units by product code, in code order: the order rows are locked in when placing. */
  async function unitsByProduct(order: OrderRow, tx: Tx): Promise<[string, number][]> {
    const byProduct = new Map<string, number>();
    for (const line of await repository.lines(order.id, tx))
      byProduct.set(line.pCode, (byProduct.get(line.pCode) ?? 0) + line.baseQty);
    return [...byProduct].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** A rider of the order's center who may still work. */
  async function riderFor(order: OrderRow, riderId: number | null | undefined, tx: Tx) {
    if (riderId === null || riderId === undefined) return {};
    const rider = await repository.rider(riderId, tx);
    if (!rider?.active || rider.saleUnit !== order.saleUnit)
      throw invalid('RiderId', 'Not an active rider of this center');
    return { riderId };
  }

  function parcelText(value: string | null | undefined, path: string) {
    const text = value?.trim() ?? '';
    if (text.length > PARCEL_TEXT_MAX) throw invalid(path, `At most ${PARCEL_TEXT_MAX} characters`);
    return text === '' ? null : text;
  }

  return {
    /** A redeem order's goods issue is approved with it. */
    async approve({ tx, order, actor, input }: EffectContext): Promise<OrderFields> {
      const by = historyBy(actor);
      if (order.mode === 'POINT') {
        await repository.setGoodsIssueStatus(
          order.id,
          'APPROVE',
          { kind: by.changedByKind, id: by.changedById, remark: input.note ?? null },
          tx,
        );
      }
      return riderFor(order, input.riderId, tx);
    },

    /** The reserved units leave; staff name the rider or the parcel (the assigned rider names nothing). */
    async ship({ tx, order, actor, input }: EffectContext): Promise<OrderFields> {
      for (const [code, units] of await unitsByProduct(order, tx))
        await repository.releaseShipped(order.saleUnit, code, units, tx);
      if (actor.kind !== 'staff') return {};
      const fields: OrderFields = await riderFor(order, input.riderId, tx);
      if (input.trackingNo !== undefined)
        fields.trackingNo = parcelText(input.trackingNo, 'TrackingNo');
      if (input.carrier !== undefined) fields.carrier = parcelText(input.carrier, 'Carrier');
      return fields;
    },

    deliver: (): Promise<OrderFields> => Promise.resolve({}),

    /**
     * Everything the order took goes back, in the order rows are locked when placing: promotion
     * uses, stock, credit (unless it was paid), points, the coupon; a redeem order's goods issue
     * is cancelled.
     */
    async cancel({ tx, order, actor, input }: EffectContext): Promise<OrderFields> {
      const promotions = await repository.promotions(order.id, tx);
      for (const p of promotions
        .filter((row) => row.usageCounted)
        .sort((a, b) => a.promotionId - b.promotionId)) {
        await repository.givePromotionUseBack(p.promotionId, tx);
        await repository.giveCustomerPromotionUseBack(p.promotionId, order.customerId, tx);
      }
      for (const [code, units] of await unitsByProduct(order, tx))
        await repository.returnStock(order.saleUnit, code, units, tx);
      const owesCredit = order.paymentType === 'CREDIT' && order.paymentStatus !== 'PAID';
      if (order.mode === 'MONEY' && owesCredit && order.total > 0)
        await repository.giveCreditBack(order.customerId, order.total, tx);
      if (order.mode === 'POINT' && order.pointsUsed > 0) {
        const by = historyBy(actor);
        await repository.refundPoints(
          {
            customerId: order.customerId,
            saleUnit: order.saleUnit,
            points: order.pointsUsed,
            reason: 'ORDER_CANCEL',
            ref: order.orderId,
          },
          tx,
        );
        await repository.setGoodsIssueStatus(
          order.id,
          'CANCEL',
          { kind: by.changedByKind, id: by.changedById, remark: input.note ?? null },
          tx,
        );
      }
      if (order.couponId)
        await coupons.repository.release({ couponId: order.couponId, orderId: order.orderId }, tx);
      return {};
    },

    /** A credit order paid is no longer owed: the customer's debt goes down by its total. */
    async pay({ tx, order }: EffectContext): Promise<OrderFields> {
      if (order.mode === 'MONEY' && order.paymentType === 'CREDIT' && order.total > 0)
        await repository.giveCreditBack(order.customerId, order.total, tx);
      return {};
    },

    /** The money goes back outside this server (the provider, or the merchant by hand). */
    refund: (): Promise<OrderFields> => Promise.resolve({}),
  };
}
