// Placing an order: one path and one replay rule (decisions 022 and 043).
// The path: checks, reads, pricing, then the writes, which are one statement for
// the common order and one transaction for the rest. The rule: the key is
// claimed in the statement that writes the order, and whatever stops an attempt
// (a refusal, or the key found taken), a key used before answers its order.
import {
  AppError,
  isAppError,
  type CustomerClaims,
  type Locale,
  type OrderPlaceAnswer,
  type OrderPlaceBody,
} from '@eorder/shared';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { sqlState } from '../../../db/sql-state';
import type { Clock } from '../../../plugins/env';
import type { AddressService } from '../../addresses/service';
import type { CouponService } from '../../coupons/service';
import { isGuestClaims, resolveCaller, type Caller, type CustomerRow } from '../../pricing/caller';
import type { PricingService } from '../../pricing/service';
import { orderingBlock, type SettingsReader } from '../../pricing/settings';
import { findClaim, requestHash } from '../idempotency';
import type { Actor, OrderLifecycle } from '../lifecycle/service';
import type { OrderQueries } from '../queries/service';
import type { OrderKey, OrderRecord, OrderRepository, OrderRow, WrittenOrder } from '../repository';
import { inTransaction, retried } from '../retry';
import { stockNeeds } from '../stock-plan';
import { lineToWire, orderToWire, partyToWire, promotionToWire, type OrderNames } from '../wire';
import { assertCanOrder, assertPlaceable } from './checks';
import { chooseAddresses, orderRecord, ownAddresses, type PlacementReads } from './record';
import { createTakes } from './take';

export const PLACE_SCOPE = 'orders/place';

export interface PlaceOrderInput {
  caller: Caller;
  body: OrderPlaceBody;
  idempotencyKey: string;
  locale: Locale;
  /** Who places it: the customer (or the agent ordering for them), a salesperson, the scheduler. */
  by: Actor;
  /** When it is placed; the clock's time by default. */
  now?: Date;
}

export interface PlacedOrder {
  order: OrderRow;
  replayed: boolean;
  /** What a fresh placement wrote, so its answer needs no second read; absent on a replay. */
  written?: Pick<OrderRecord, 'lines' | 'promotions'> & { names: OrderNames };
}

type Attempt = PlaceOrderInput & { now: Date; history: OrderRecord['history'] };

export interface PlacementDeps {
  db: Db;
  clock: Clock;
  repository: OrderRepository;
  lifecycle: OrderLifecycle;
  queries: OrderQueries;
  pricing: PricingService;
  coupons: CouponService;
  addresses: AddressService;
  readSettings: SettingsReader;
}

export function createPlacementService(deps: PlacementDeps) {
  const { db, clock, repository, lifecycle, queries, pricing, addresses, readSettings } = deps;
  const takes = createTakes(deps);

  /** Checks that do not depend on what the writes change. */
  async function prepare(caller: Caller, body: OrderPlaceBody, now: Date, on: DbOrTx) {
    const settings = await readSettings(caller.saleUnit, on);
    const block = orderingBlock(settings, now);
    if (block) throw new AppError('ORDERING_DISABLED_ANNOUNCEMENT', block);
    assertCanOrder(caller, body, settings);
  }

  /** What an order is priced and addressed on; nothing here is scarce, so it needs no lock. */
  async function readFor(attempt: Attempt, on: DbOrTx): Promise<PlacementReads> {
    const { caller, body, now } = attempt;
    const [facts, own] = await Promise.all([
      pricing.loadFacts(on, caller, { items: body.Items, mode: body.Mode, now }),
      ownAddresses(addresses, caller, on),
    ]);
    return { facts, addresses: own };
  }

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
      centers: new Map([[caller.saleUnit, caller.center.distName]]),
    });
    return {
      order,
      replayed: false,
      written: { lines: record.lines, promotions: record.promotions, names },
    };
  }

  /** The one replay rule: the order a key was used for, IDEMPOTENCY_CONFLICT for another body. */
  async function replayOf(on: DbOrTx, key: OrderKey): Promise<PlacedOrder | undefined> {
    const claim = await findClaim(on, key);
    if (!claim) return undefined;
    if (claim.requestHash !== key.hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    const orderPk = (claim.response as { orderPk?: number } | null)?.orderPk;
    const order = orderPk ? await repository.findByPk(orderPk, on) : undefined;
    if (!order) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { order, replayed: true };
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

  /**
   * Places an order, in the caller's transaction when given one (as a savepoint). A retry with
   * the same key answers the order placed before (`replayed`), whatever its cart would say now.
   */
  async function placeOrder(input: PlaceOrderInput, tx?: Tx): Promise<PlacedOrder> {
    const { caller, body } = input;
    if (!caller.customer) throw new AppError('AUTH_REQUIRED');
    const hash = requestHash({ ...body, SaleUnit: caller.saleUnit });
    const key = {
      scope: PLACE_SCOPE,
      owner: String(caller.customer.id),
      key: input.idempotencyKey,
      hash,
    };
    const on = tx ?? db;
    try {
      const attempt: Attempt = {
        ...input,
        now: input.now ?? clock(),
        history: lifecycle.placedHistory(input.by),
      };
      // The reads run side by side before the writes: they take no locks, and everything scarce
      // is taken by the writes with conditional updates.
      const [, read] = await Promise.all([
        prepare(caller, body, attempt.now, on),
        readFor(attempt, on),
      ]);
      return (
        (!tx && (await writeInOneStatement(attempt, read, key))) ||
        (await inTransaction(db, tx, (t) => writeInTransaction(t, attempt, read, key)))
      );
    } catch (error) {
      if (!isAppError(error) && sqlState(error) !== '23505') throw error;
      const replay = await replayOf(on, key);
      if (replay) return replay;
      throw error;
    }
  }

  async function placeAnswer(placed: PlacedOrder, locale: Locale): Promise<OrderPlaceAnswer> {
    const { order } = placed;
    // A fresh order answers what it wrote; a replay reads the order back.
    const [lines, promotions, names] = placed.written
      ? [placed.written.lines, placed.written.promotions, placed.written.names]
      : await Promise.all([
          repository.lines(order.id),
          repository.promotions(order.id),
          queries.namesOf(order),
        ]);
    return {
      Order: orderToWire(order, names),
      OrderDetails: lines.map((line) => lineToWire(order, line, locale)),
      ShipTo: partyToWire(order.shipTo),
      BillTo: partyToWire(order.billTo),
      Promotions: promotions.map(promotionToWire),
      PaymentRequired: false,
      Replayed: placed.replayed,
    };
  }

  return {
    placeOrder,

    /** `POST api/orders/place`: the customer's (or a salesperson's acting for them) order. */
    async place(
      claims: CustomerClaims,
      saleUnit: string,
      body: OrderPlaceBody,
      idempotencyKey: string,
      locale: Locale,
    ): Promise<OrderPlaceAnswer> {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const caller = await resolveCaller(db, claims, saleUnit);
      const customer = caller.customer;
      if (!customer) throw new AppError('AUTH_REQUIRED');
      const by: Actor = caller.actingUserId
        ? { kind: 'staff', userId: caller.actingUserId }
        : { kind: 'customer', customerId: customer.id, code: customer.customerCode };
      return placeAnswer(await placeOrder({ caller, body, idempotencyKey, locale, by }), locale);
    },
  };
}

export type PlacementService = ReturnType<typeof createPlacementService>;
