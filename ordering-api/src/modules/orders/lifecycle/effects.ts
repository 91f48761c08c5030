// What each change of an order moves besides its status, inside the
// transaction that makes the change: stock, promotion and coupon uses, credit,
// points, the goods issue of a redeem order, the rider and the parcel.
import { AppError, type DeliveredLine } from '@eorder/shared';
import type { Tx } from '../../../db/client';
import type { CouponService } from '../../coupons/service';
import type { OrderRepository, OrderRow } from '../repository';
import { historyBy, type Actor } from './actors';
import { planDelivery, refuseAll, type DeliveryPlan } from './delivery-plan';

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
  /** deliver, refuse: what was handed over, the proof and the cash collected. */
  delivery?: DeliveryInput;
  /**
   * Run in the caller's transaction itself, without a savepoint: for a caller that lets any error
   * end its transaction (a payment settling), two round trips fewer while it holds its locks.
   */
  joinTransaction?: boolean;
}

export interface DeliveryInput {
  /** deliver: the lines not delivered in full. */
  lines?: readonly DeliveredLine[];
  receiverName?: string | null;
  /** Stored paths of the proof images. */
  photo?: string | null;
  signature?: string | null;
  cashCollected?: number | null;
  /** refuse: why the customer refused the order. */
  reason?: string | null;
}

export type OrderFields = Partial<
  Pick<OrderRow, 'riderId' | 'trackingNo' | 'carrier' | 'invoiceStatus'>
>;

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

export interface EffectOptions {
  /** The company approves invoices at delivery: an approved order's invoice waits (decision 065). */
  invoiceApproval?: boolean;
}

export function createEffects(
  repository: OrderRepository,
  coupons: CouponService,
  options: EffectOptions = {},
) {
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

  /**
   * What placing took goes back (promotion uses, stock through `returnStock`, credit unless paid,
   * points and the goods issue of a redeem order, the coupon), in the order placing locks them.
   */
  async function giveBack(
    { tx, order, actor, input }: EffectContext,
    returnStock: () => Promise<void>,
  ): Promise<void> {
    const promotions = await repository.promotions(order.id, tx);
    for (const p of promotions
      .filter((row) => row.usageCounted)
      .sort((a, b) => a.promotionId - b.promotionId)) {
      await repository.givePromotionUseBack(p.promotionId, tx);
      await repository.giveCustomerPromotionUseBack(p.promotionId, order.customerId, tx);
    }
    await returnStock();
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
  }

  /** Units of a shipped order that were not delivered go back on the shelf. */
  async function giveShippedBack(order: OrderRow, plan: DeliveryPlan, tx: Tx): Promise<void> {
    const codes = [...plan.returned].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [code, units] of codes)
      if (units > 0) await repository.returnShippedStock(order.saleUnit, code, units, tx);
  }

  /** The delivery's end as it is kept: outcome, lines, proof, value delivered, cash collected. */
  async function saveEnd(
    order: OrderRow,
    plan: DeliveryPlan,
    outcome: 'DELIVERED' | 'PARTIAL' | 'REFUSED',
    input: ChangeInput,
    tx: Tx,
  ): Promise<void> {
    const delivery = input.delivery ?? {};
    await repository.saveDelivery(
      order.id,
      {
        riderId: order.riderId,
        endedAt: new Date(),
        outcome,
        lines: plan.records,
        receiverName: delivery.receiverName?.trim() || null,
        photo: delivery.photo ?? null,
        signature: delivery.signature ?? null,
        reason: delivery.reason?.trim() || null,
        deliveredAmount:
          outcome === 'REFUSED' ? 0 : Math.max(0, Math.round((order.total - plan.undeliveredValue) * 100) / 100),
        cashCollected: delivery.cashCollected ?? null,
      },
      tx,
    );
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
      const fields: OrderFields = await riderFor(order, input.riderId, tx);
      if (options.invoiceApproval && order.mode === 'MONEY') fields.invoiceStatus = 'Wait';
      return fields;
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

    /** The rider is at the customer's door, once. */
    async arrive({ tx, order }: EffectContext): Promise<OrderFields> {
      const delivery = await repository.delivery(order.id, tx);
      if (delivery?.arrivedAt)
        throw new AppError('ORDER_STATUS_CHANGE_NOT_ALLOWED', { status: order.status });
      await repository.saveDelivery(order.id, { riderId: order.riderId, arrivedAt: new Date() }, tx);
      return {};
    },

    /**
     * Delivered, in full or in part: the units not delivered go back on the shelf, a credit order
     * owes only what was delivered, and the proof and the cash collected are kept.
     */
    async deliver({ tx, order, input }: EffectContext): Promise<OrderFields> {
      const lines = await repository.lines(order.id, tx);
      const plan = planDelivery(lines, input.delivery?.lines);
      if (plan.nothing) throw invalid('Lines', 'Nothing is delivered: refuse the order instead');
      await giveShippedBack(order, plan, tx);
      const owesCredit = order.paymentType === 'CREDIT' && order.paymentStatus !== 'PAID';
      if (order.mode === 'MONEY' && owesCredit && plan.undeliveredValue > 0)
        await repository.giveCreditBack(order.customerId, plan.undeliveredValue, tx);
      await saveEnd(order, plan, plan.partial ? 'PARTIAL' : 'DELIVERED', input, tx);
      return {};
    },

    /** Refused at the door: everything comes back, as a cancel, the stock onto the shelf. */
    async refuse(context: EffectContext): Promise<OrderFields> {
      const { tx, order, input } = context;
      const reason = input.delivery?.reason?.trim() ?? '';
      if (reason === '') throw invalid('Reason', 'A reason is needed');
      const plan = refuseAll(await repository.lines(order.id, tx), reason);
      await giveBack(context, () => giveShippedBack(order, plan, tx));
      await saveEnd(order, plan, 'REFUSED', input, tx);
      return {};
    },

    approveInvoice: (): Promise<OrderFields> => Promise.resolve({}),
    cancelInvoice: (): Promise<OrderFields> => Promise.resolve({}),

    /**
     * Everything the order took goes back, in the order rows are locked when placing: promotion
     * uses, stock, credit (unless it was paid), points, the coupon; a redeem order's goods issue
     * is cancelled.
     */
    async cancel(context: EffectContext): Promise<OrderFields> {
      const { tx, order } = context;
      await giveBack(context, async () => {
        for (const [code, units] of await unitsByProduct(order, tx))
          await repository.returnStock(order.saleUnit, code, units, tx);
      });
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
