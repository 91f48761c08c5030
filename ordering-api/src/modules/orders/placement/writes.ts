// The writes of a placed order: the common order in one statement, any other in
// a transaction, step by step (decision 022). Both claim the idempotency key in
// the statement that writes the order.
import { AppError } from '@eorder/shared';
import type { DbOrTx, Tx } from '../../../db/client';
import type { CustomerRow, Caller } from '../../pricing/caller';
import type { OrderKey, OrderRecord, OrderRow, WrittenOrder } from '../repository';
import { retried } from '../retry';
import { stockNeeds } from '../stock-plan';
import { assertPlaceable } from './checks';
import { chooseAddresses, orderRecord, type PlacementReads } from './record';
import type { Attempt, PlacedOrder, PlacementDeps } from './types';
import { createTakes } from './take';

export function createWrites(deps: PlacementDeps) {
  const { db, repository, lifecycle, queries, pricing, addresses } = deps;
  const takes = createTakes(deps);

  /** The agent placing the order for their client, when one is. */
  async function agentOf(caller: Caller, tx: DbOrTx): Promise<CustomerRow | undefined> {
    return caller.actingAgentCode
      ? addresses.repository.findCustomerByCode(caller.actingAgentCode, tx)
      : undefined;
  }

  /** A written order as placing answers it: what was written, with the names at hand. */
  async function writtenOrder(
    tx: DbOrTx,
    attempt: Attempt,
    record: OrderRecord,
    written: WrittenOrder,
    agent: CustomerRow | undefined,
  ): Promise<PlacedOrder> {
    const { caller } = attempt;
    const order: OrderRow = { ...record.order, ...written };
    const people: [number, { code: string; name: string }][] = [caller.customer, agent]
      .filter((c): c is CustomerRow => c !== null && c !== undefined)
      .map((c) => [c.id, { code: c.customerCode, name: c.customerName }]);
    const names = await queries.namesOf(order, tx, {
      customers: new Map(people),
      centers: new Map([[caller.saleUnit, { th: caller.center.distName, en: caller.center.distNameEn }]]),
    });
    return {
      order,
      replayed: false,
      written: { lines: record.lines, promotions: record.promotions, names },
    };
  }

  /**
   * The common order (money, not on credit, no coupon, no promotion with limited uses, placed by
   * the customer, so no notice) in one statement, its own transaction: stock (all or none), the
   * counter, the order and the key's claim. Its row locks last only while that statement runs.
   * Undefined for any other order, or when a product is short (nothing was written then).
   */
  async function writeInOneStatement(
    attempt: Attempt,
    read: PlacementReads,
    key: OrderKey,
  ): Promise<PlacedOrder | undefined> {
    const { caller, body, now } = attempt;
    if (body.Mode !== 'money' || body.PaymentMethod === 'CREDIT' || body.CouponId) return undefined;
    if (lifecycle.noticeOnPlace(attempt.by)) return undefined;
    const items = body.Items.map((item) => ({ ...item, selected: true }));
    const result = pricing.priceWith(read.facts, { items, mode: body.Mode, now, coupon: null });
    const limited = new Set(
      result.promotions
        .filter((p) => p.usageLimit !== null || p.usageLimitPerCustomer !== null)
        .map((p) => p.promotionId),
    );
    const applied = result.cart.promotions.filter((p) => p.status === 'APPLIED');
    if (applied.some((p) => limited.has(p.promotionId))) return undefined;
    const { shipTo, billTo } = chooseAddresses(
      read.addresses,
      body.ShipToAddressId,
      body.BillToAddressId,
    );
    const { total, points } = await assertPlaceable(db, attempt, result.cart, null);
    const agent = await agentOf(caller, db);
    const priced = {
      cart: result.cart,
      total,
      points,
      coupon: null,
      droppedGifts: new Set<string>(),
      usageCounted: new Set<number>(),
    };
    const record = orderRecord(attempt, priced, { shipTo, billTo, agent }, key.hash);
    const reserve = new Map(
      [...stockNeeds(result.cart)].map(([code, need]) => [code, need.bought + need.given]),
    );
    const written = await retried(() => repository.reserveAndRecordOrder(record, reserve, key, db));
    return written ? writtenOrder(db, attempt, record, written, agent) : undefined;
  }

  /** Any order, step by step in the given transaction (decision 022's steps). */
  async function writeInTransaction(
    tx: Tx,
    attempt: Attempt,
    read: PlacementReads,
    key: OrderKey,
  ): Promise<PlacedOrder> {
    const { caller, body, now } = attempt;
    const customer = caller.customer;
    if (!customer) throw new AppError('AUTH_REQUIRED');
    const { shipTo, billTo } = chooseAddresses(
      read.addresses,
      body.ShipToAddressId,
      body.BillToAddressId,
    );
    const coupon = await takes.couponFor(caller, body.CouponId, now, tx);
    const items = body.Items.map((item) => ({ ...item, selected: true }));
    const { result, usageCounted } = await takes.priceAndClaimPromotions(tx, caller, read.facts, {
      items,
      mode: body.Mode,
      now,
      coupon,
    });
    const cart = result.cart;
    const { total, points } = await assertPlaceable(tx, attempt, cart, coupon);
    const droppedGifts = await takes.reserveStock(tx, caller.saleUnit, cart, result.products);
    if (
      body.Mode === 'money' &&
      body.PaymentMethod === 'CREDIT' &&
      !(await repository.takeCredit(customer.id, total, tx))
    ) {
      throw new AppError('CREDIT_EXCEEDED');
    }
    const agent = await agentOf(caller, tx);
    const priced = { cart, total, points, coupon, droppedGifts, usageCounted };
    const record = orderRecord(attempt, priced, { shipTo, billTo, agent }, key.hash);
    // The order, its first status and the key's claim go in the statement that takes the counter.
    const written = await repository.recordOrder(record, key, tx);
    if (body.Mode === 'point') {
      const spend = { customerId: customer.id, saleUnit: caller.saleUnit, points };
      if (points > 0) {
        const balance = await repository.spendPoints(
          { ...spend, reason: 'ORDER_REDEEM', ref: written.orderId },
          tx,
        );
        if (balance === null) {
          const available = await repository.pointBalance(customer.id, caller.saleUnit, tx);
          throw new AppError('POINTS_NOT_ENOUGH', { required: points, available });
        }
      }
      await repository.insertGoodsIssue({ orderPk: written.id, ...spend, status: 'WAIT' }, tx);
    }
    if (coupon) {
      const claim = {
        couponId: coupon.couponId,
        saleUnit: caller.saleUnit,
        customerId: customer.id,
      };
      const used = await deps.coupons.repository.claim(
        { ...claim, orderId: written.orderId, now },
        tx,
      );
      if (!used) throw new AppError('COUPON_USED');
    }
    if (lifecycle.noticeOnPlace(attempt.by))
      await lifecycle.announcePlaced({ ...record.order, ...written }, tx);
    return writtenOrder(tx, attempt, record, written, agent);
  }

  return { writeInOneStatement, writeInTransaction };
}
